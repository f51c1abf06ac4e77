"""The KV store: Redis when a URL is set, otherwise an in-process store with Redis's API.

Sessions, codes, limits and events all go through ``redis.asyncio.Redis``. In embedded mode
every service of the process shares one in-memory server (fakeredis), so a session that
auth writes is the session the gateway reads, exactly as with a real Redis.
"""

from functools import cache
from typing import TypeAlias

from fakeredis import FakeAsyncRedis, FakeServer
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as KVConnectionError

KV: TypeAlias = "Redis"

# Short socket timeouts: a stalled Redis must fail a request quickly, not hang it.
SOCKET_TIMEOUT_S = 2.0


@cache
def in_process_server() -> FakeServer:
    """The one in-memory server of this process (shared by every embedded service)."""
    return FakeServer()


def create_kv(url: str | None) -> Redis:
    if url:
        return Redis.from_url(
            url,
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
    kv: Redis = FakeAsyncRedis(server=in_process_server(), decode_responses=True)
    return kv
