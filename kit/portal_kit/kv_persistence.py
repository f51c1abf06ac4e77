"""Does the Redis a process uses keep its data on disk? Told once at start, in production.

Sessions, sign-in codes, limits and event streams live in Redis: one that keeps nothing on
disk (no append-only file, no RDB save points) loses them all when it restarts, every user is
signed out and undelivered events are gone. ``INFO persistence`` says whether the append-only
file is on; the save points need ``CONFIG GET save``, which a managed Redis may refuse (then
an RDB snapshot written since its start still tells that it saves).
"""

import asyncio
import logging
from enum import Enum

from prometheus_client import Gauge
from redis.asyncio import Redis
from redis.exceptions import RedisError, ResponseError

from portal_kit.settings import BaseServiceSettings, RunMode

logger = logging.getLogger(__name__)

# At start: a Redis that does not answer within this does not hold the start up.
READ_DEADLINE_S = 1.0

PERSISTENCE = Gauge(
    "portal_kv_persistence",
    "1 when the Redis in use keeps its data on disk (append-only file or RDB save points), "
    "0 when it keeps nothing (sessions and event streams vanish when it restarts). Absent "
    "when it could not be told.",
    ["service"],
)


class Persistence(Enum):
    AOF = "append-only file"
    RDB = "RDB snapshots"
    NONE = "nothing"
    # A managed Redis that refuses CONFIG, with no append-only file and no snapshot yet.
    UNKNOWN = "unknown"


async def read_persistence(kv: Redis) -> Persistence:
    try:
        info = await kv.info("persistence")
    except ResponseError:  # INFO itself refused (a restricted managed Redis)
        return Persistence.UNKNOWN
    if int(info.get("aof_enabled", 0)):
        return Persistence.AOF
    try:
        save = (await kv.config_get("save")).get("save")
    except ResponseError:  # CONFIG refused: a managed Redis, or an ACL without it
        save = None
    if save is None:
        # Snapshots written since the start (Redis 7's count): it saves, whatever the rule.
        wrote = int(info.get("rdb_saves", 0)) or int(info.get("rdb_bgsave_in_progress", 0))
        return Persistence.RDB if wrote else Persistence.UNKNOWN
    return Persistence.RDB if save.strip() else Persistence.NONE


async def check_kv_persistence(settings: BaseServiceSettings, kv: Redis) -> Persistence | None:
    """In production with Redis: a warning line and ``portal_kv_persistence`` when the Redis
    keeps nothing on disk (or may not). Never fails the start; what it found, None when it
    was not asked or Redis did not answer."""
    if settings.mode is not RunMode.PROD or not settings.redis_url:
        return None
    service = settings.service_name
    try:
        async with asyncio.timeout(READ_DEADLINE_S):
            found = await read_persistence(kv)
    except (RedisError, OSError, TimeoutError) as exc:
        logger.warning("could not tell whether Redis keeps its data on disk: %r", exc)
        return None
    if found is Persistence.NONE:
        PERSISTENCE.labels(service).set(0)
        logger.warning(
            "Redis keeps nothing on disk (no appendonly, no save points): a Redis restart "
            "signs every user out and loses undelivered events; turn on appendonly "
            "(docs/monitoring.md, 'Redis persistence')"
        )
    elif found is Persistence.UNKNOWN:
        PERSISTENCE.remove(service)  # a reading of an earlier app of this process
        logger.warning(
            "could not tell whether Redis keeps its data on disk (CONFIG GET refused, "
            "appendonly off, no snapshot yet): make sure the provider persists it "
            "(docs/monitoring.md, 'Redis persistence')"
        )
    else:
        PERSISTENCE.labels(service).set(1)
        logger.info("Redis keeps its data on disk: %s", found.value)
    return found
