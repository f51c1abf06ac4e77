"""The sign-in lock after repeated failures, per mobile: set by sign-in, lifted by operators.

``login-lock:<mobile>`` holds when the lock ends (epoch seconds) and expires then; the sorted
set ``login-locks`` indexes every lock by its end, so operators can list the locked accounts
without walking the KV. Failures are counted in the window ``login-failures`` per mobile.
"""

from redis.asyncio import Redis

from auth.limits import Window

FAILURES = "login-failures"
INDEX = "login-locks"


def lock_key(mobile: str) -> str:
    return f"login-lock:{mobile}"


def failures_key(mobile: str) -> str:
    """The key of the failures window, whatever its limit and period."""
    return Window(FAILURES, 0, 0).key(mobile)


async def lock(kv: Redis, mobile: str, until: int, seconds: int) -> None:
    async with kv.pipeline(transaction=True) as pipe:
        pipe.set(lock_key(mobile), until, ex=seconds)
        # Locks that have ended leave the index here too, so it holds no more than the locks
        # in force.
        pipe.zremrangebyscore(INDEX, "-inf", until - seconds)
        pipe.zadd(INDEX, {mobile: until})
        await pipe.execute()


async def locked_until(kv: Redis, mobile: str, now: int) -> int | None:
    """When the lock on ``mobile`` ends, or ``None`` when none is in force."""
    value = await kv.get(lock_key(mobile))
    return int(value) if value is not None and int(value) > now else None


async def locks_of(kv: Redis, mobiles: list[str], now: int) -> dict[str, int]:
    """The locks in force on any of ``mobiles``: mobile → when it ends."""
    if not mobiles:
        return {}
    values = await kv.mget([lock_key(mobile) for mobile in mobiles])
    return {
        mobile: int(value)
        for mobile, value in zip(mobiles, values, strict=True)
        if value is not None and int(value) > now
    }


async def locked_mobiles(kv: Redis, now: int, limit: int) -> list[str]:
    """The mobiles locked now (at most ``limit``, those whose lock ends last); locks that have
    ended leave the index on the way."""
    await kv.zremrangebyscore(INDEX, "-inf", now)
    mobiles = await kv.zrevrangebyscore(INDEX, "+inf", f"({now}", start=0, num=limit)
    return [_text(mobile) for mobile in mobiles]


def _text(value: object) -> str:
    # The KV client decodes answers (decode_responses=True); this only satisfies the types.
    return value.decode() if isinstance(value, bytes) else str(value)


async def lift(kv: Redis, mobile: str) -> None:
    """The lock ends and the failures counted so far are forgotten."""
    async with kv.pipeline(transaction=True) as pipe:
        pipe.delete(lock_key(mobile), failures_key(mobile))
        pipe.zrem(INDEX, mobile)
        await pipe.execute()


async def failures(kv: Redis, mobile: str, now: int, seconds: int) -> int:
    """Failed sign-ins counted within the last ``seconds`` (the lock period)."""
    return int(await kv.zcount(failures_key(mobile), f"({now - seconds}", "+inf"))
