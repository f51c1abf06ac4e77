"""One-time codes (SMS, e-mail) and single-use tokens (SMS tokens, sign-in tickets) in the KV.

Lifetimes are checked against the app's clock (an ``expires_at`` stored with the value); the
KV's own TTL only removes what is dead anyway. Tokens are stored under their SHA-256, so a
look at the KV shows no value a caller could present.
"""

import hashlib
import hmac
import json
import secrets
from collections.abc import Sequence
from typing import Any

from redis.asyncio import Redis

from portal_kit.clock import Clock

CODE_DIGITS = 6
# A code dies at the fifth wrong try: a million codes, five guesses.
MAX_WRONG_TRIES = 5


def draw_code() -> str:
    return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"


def code_key(channel: str, purpose: str, target: str, browser_id: str) -> str:
    """A code is bound to where it went, what it is for and the browser that asked for it."""
    return f"code:{channel}:{purpose}:{target}:{browser_id}"


def _text(value: bytes | str) -> str:
    # The KV client decodes answers (decode_responses=True); this only satisfies the types.
    return value.decode() if isinstance(value, bytes) else value


def _now(clock: Clock) -> int:
    return int(clock.now().timestamp())


class OneTimeCodes:
    def __init__(self, kv: Redis, clock: Clock) -> None:
        self._kv = kv
        self._clock = clock

    async def issue(self, key: str, ttl_sec: int) -> str:
        """A new code under ``key``; it replaces the previous one and its count of tries."""
        code = draw_code()
        fields = {"code": code, "expires_at": _now(self._clock) + ttl_sec, "tries": 0}
        async with self._kv.pipeline(transaction=True) as pipe:
            pipe.delete(key)
            pipe.hset(key, mapping=fields)  # type: ignore[arg-type]  # redis-py's Mapping is invariant
            pipe.expire(key, ttl_sec)
            await pipe.execute()
        return code

    async def _matches(self, key: str, given: str) -> bool:
        """Whether ``given`` is the live code under ``key``, spending nothing when it is; a
        wrong one counts a try, the fifth kills the code."""
        fields = {_text(k): _text(v) for k, v in (await self._kv.hgetall(key)).items()}
        if not fields:
            return False
        if int(fields["expires_at"]) <= _now(self._clock):
            await self._kv.delete(key)
            return False
        if hmac.compare_digest(fields["code"].encode(), given.strip().encode()):
            return True
        if await self._kv.hincrby(key, "tries", 1) >= MAX_WRONG_TRIES:
            await self._kv.delete(key)
        return False

    async def verify(self, key: str, given: str) -> bool:
        """True once for the right code; a wrong one counts a try, the fifth kills the code."""
        return await self.verify_together([(key, given)])

    async def verify_together(self, answers: Sequence[tuple[str, str]]) -> bool:
        """True once when every code is right, and only then are they all used up: a typo in
        one leaves the others usable. Each wrong one counts a try."""
        right = [await self._matches(key, given) for key, given in answers]
        if not all(right):
            return False
        # Single use: of two concurrent right answers only the one that deletes them wins.
        async with self._kv.pipeline(transaction=True) as pipe:
            for key, _ in answers:
                pipe.delete(key)
            deleted = await pipe.execute()
        return sum(int(count) for count in deleted) == len(answers)


def _token_key(kind: str, token: str) -> str:
    return f"{kind}:{hashlib.sha256(token.encode()).hexdigest()}"


class SingleUseTokens:
    """Random tokens of one ``kind`` with a small payload, e.g. ``sms-token`` or ``ticket``."""

    def __init__(self, kv: Redis, clock: Clock, kind: str) -> None:
        self._kv = kv
        self._clock = clock
        self._kind = kind

    async def issue(self, payload: dict[str, Any], ttl_sec: int) -> str:
        token = secrets.token_urlsafe(24)
        value = json.dumps({**payload, "expires_at": _now(self._clock) + ttl_sec})
        await self._kv.set(_token_key(self._kind, token), value, ex=ttl_sec)
        return token

    def _alive(self, raw: bytes | str | None) -> dict[str, Any] | None:
        if raw is None:
            return None
        payload: dict[str, Any] = json.loads(_text(raw))
        if int(payload.pop("expires_at")) <= _now(self._clock):
            return None
        return payload

    async def peek(self, token: str) -> dict[str, Any] | None:
        """The payload of a live token, which stays usable."""
        return self._alive(await self._kv.get(_token_key(self._kind, token)))

    async def take(self, token: str) -> dict[str, Any] | None:
        """The payload of a live token, which is gone afterwards (GETDEL: one caller wins)."""
        return self._alive(await self._kv.getdel(_token_key(self._kind, token)))
