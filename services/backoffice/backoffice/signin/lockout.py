"""Failed sign-ins per username: five within 15 minutes lock the username for 15 minutes.

Unknown usernames count like known ones, so the answers never tell which exist.
"""

import math

from redis.asyncio import Redis

from backoffice.errors import LOCKED_OUT, LockedOut
from portal_kit.clock import Clock

FAILURES_BEFORE_LOCK = 5
WINDOW_SEC = 15 * 60
LOCK_SEC = 15 * 60


def _failures_key(username: str) -> str:
    return f"ops-signin-failures:{username}"


def _lock_key(username: str) -> str:
    return f"ops-signin-lock:{username}"


class Lockout:
    def __init__(self, kv: Redis, clock: Clock) -> None:
        self._kv = kv
        self._clock = clock

    def _now(self) -> int:
        return int(self._clock.now().timestamp())

    async def refuse_if_locked(self, username: str) -> None:
        until = await self._kv.get(_lock_key(username))
        if until is not None and int(until) > self._now():
            minutes = max(1, math.ceil((int(until) - self._now()) / 60))
            raise LockedOut(LOCKED_OUT.format(minutes=minutes))

    async def failed(self, username: str) -> None:
        key = _failures_key(username)
        failures = int(await self._kv.incr(key))
        if failures == 1:
            await self._kv.expire(key, WINDOW_SEC)
        if failures >= FAILURES_BEFORE_LOCK:
            until = self._now() + LOCK_SEC
            await self._kv.set(_lock_key(username), until, ex=LOCK_SEC)
            await self._kv.delete(key)

    async def succeeded(self, username: str) -> None:
        await self._kv.delete(_failures_key(username))

    async def lift(self, username: str) -> None:
        await self._kv.delete(_failures_key(username), _lock_key(username))
