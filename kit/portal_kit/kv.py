"""The KV store: Redis when a URL is set, otherwise an in-process store with Redis's API.

Sessions, codes, limits and events all go through ``redis.asyncio.Redis``. In embedded mode
every service of the process shares one in-memory server (fakeredis), so a session that
auth writes is the session the gateway reads, exactly as with a real Redis.
"""

from functools import cache
from typing import TypeAlias

from fakeredis import FakeServer
from fakeredis.aioredis import FakeAsyncRedisConnection
from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as KVConnectionError

KV: TypeAlias = "Redis"

# Short socket timeouts: a stalled Redis must fail a request quickly, not hang it.
SOCKET_TIMEOUT_S = 2.0
# Connections one process holds at most. A call waits for a free one (a burst queues up
# rather than failing); a wait longer than POOL_WAIT_S raises ConnectionError, answered 503.
POOL_SIZE = 100
# Under the gateway's upstream deadline (15 s), so a service that waits this long still
# answers its own 503 before the gateway gives up on it with a 504.
POOL_WAIT_S = 10.0


@cache
def in_process_server() -> FakeServer:
    """The one in-memory server of this process (shared by every embedded service)."""
    return FakeServer()


def create_kv(
    url: str | None, pool_size: int = POOL_SIZE, pool_wait_sec: float = POOL_WAIT_S
) -> Redis:
    """A client whose pool holds at most ``pool_size`` connections; a call finding them all
    in use waits up to ``pool_wait_sec`` for one (redis-py's own pool fails at once)."""
    if url:
        pool = BlockingConnectionPool.from_url(
            url,
            max_connections=pool_size,
            timeout=pool_wait_sec,
            decode_responses=True,
            socket_timeout=SOCKET_TIMEOUT_S,
            socket_connect_timeout=SOCKET_TIMEOUT_S,
            health_check_interval=30,
            # A pooled connection that Redis closed (a restart, a failover) fails once on its
            # next use; one retry on a new connection makes that invisible. Only connection
            # errors: a command is then almost surely unsent, and a timeout is not retried, so
            # a hung Redis still fails a request within SOCKET_TIMEOUT_S.
            retry=Retry(NoBackoff(), 1, supported_errors=(KVConnectionError,)),
            retry_on_error=[KVConnectionError],
        )
    else:
        # What FakeAsyncRedis builds, with a blocking pool in place of its default one.
        pool = BlockingConnectionPool(
            connection_class=FakeAsyncRedisConnection,
            server=in_process_server(),
            client_class=Redis,
            max_connections=pool_size,
            timeout=pool_wait_sec,
            decode_responses=True,
        )
    # The client owns its pool: closing the client closes the pool's connections.
    return Redis.from_pool(pool)
