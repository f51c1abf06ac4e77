"""Rate limits and attempt counters in the KV, on sliding windows timed by the app's clock.

Each window is a sorted set of hits scored by their time. Times come from the app's clock,
never from the KV's, so tests move the clock instead of sleeping; key TTLs only collect
garbage and are always at least as long as the window they serve.
"""

import math
import secrets
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass

from redis.asyncio import Redis

from portal_kit.errors import TooManyAttempts
from portal_kit.i18n import Text

TRY_AGAIN = Text("Too many requests; please try again in {wait}.", "请求过于频繁，请{wait}后再试")
BUSY = Text(
    "Another attempt is in progress; please try again in a moment.",
    "另一个请求正在处理，请稍后再试",
)
# How long an attempt may hold its guard before the KV frees it on its own.
GUARD_SECONDS = 30


@dataclass(frozen=True, slots=True)
class Window:
    """At most ``limit`` hits per ``seconds``, counted per subject (a mobile, an IP, ...)."""

    name: str
    limit: int
    seconds: int

    def key(self, subject: str) -> str:
        return f"limit:{self.name}:{subject}"


def wait_text(seconds: int) -> Text:
    """'30 seconds' or, from two minutes on, whole minutes rounded up."""
    if seconds < 120:
        return Text(f"{seconds} seconds", f"{seconds}秒")
    minutes = math.ceil(seconds / 60)
    return Text(f"{minutes} minutes", f"{minutes}分钟")


class TooManyRequests(TooManyAttempts):
    """Status 429; the msg says when to retry."""

    def __init__(self, retry_after_sec: int) -> None:
        self.retry_after_sec = retry_after_sec
        wait = wait_text(retry_after_sec)
        super().__init__(Text(TRY_AGAIN.en.format(wait=wait.en), TRY_AGAIN.zh.format(wait=wait.zh)))


async def acquire(kv: Redis, now: float, hits: Sequence[tuple[Window, str]]) -> int | None:
    """Count one hit in every window, or in none: the seconds until a retry can pass when any
    window is full (the hit is then taken back everywhere), else ``None``.

    Adding first and counting after, in one transaction, keeps two concurrent callers from
    both slipping under a limit (at worst both are refused).
    """
    member = f"{now:.3f}:{secrets.token_hex(4)}"
    async with kv.pipeline(transaction=True) as pipe:
        for window, subject in hits:
            key = window.key(subject)
            pipe.zremrangebyscore(key, "-inf", now - window.seconds)
            pipe.zadd(key, {member: now})
            pipe.zcard(key)
            pipe.expire(key, window.seconds)
        results = await pipe.execute()
    counts = [int(results[4 * index + 2]) for index in range(len(hits))]
    over = [
        (window, subject, count)
        for (window, subject), count in zip(hits, counts, strict=True)
        if count > window.limit
    ]
    if not over:
        return None
    waits = []
    for window, subject, count in over:
        # The hit that must leave the window before this one fits; ours is the newest.
        index = count - window.limit - 1
        oldest = await kv.zrange(window.key(subject), index, index, withscores=True)
        leaves_at = float(oldest[0][1]) + window.seconds if oldest else now + window.seconds
        waits.append(max(1, math.ceil(leaves_at - now)))
    async with kv.pipeline(transaction=True) as pipe:
        for window, subject in hits:
            pipe.zrem(window.key(subject), member)
        await pipe.execute()
    return max(waits)


async def enforce(kv: Redis, now: float, hits: Sequence[tuple[Window, str]]) -> None:
    """As ``acquire``, raising ``TooManyRequests`` when a window is full."""
    retry_after = await acquire(kv, now, hits)
    if retry_after is not None:
        raise TooManyRequests(retry_after)


async def count(kv: Redis, now: float, window: Window, subject: str) -> int:
    """Record one event (e.g. a failed sign-in) and return how many the window now holds."""
    key = window.key(subject)
    async with kv.pipeline(transaction=True) as pipe:
        pipe.zremrangebyscore(key, "-inf", now - window.seconds)
        pipe.zadd(key, {f"{now:.3f}:{secrets.token_hex(4)}": now})
        pipe.zcard(key)
        pipe.expire(key, window.seconds)
        results = await pipe.execute()
    return int(results[2])


async def refuse_if_full(kv: Redis, now: float, window: Window, subject: str) -> None:
    """Raise ``TooManyRequests`` when ``count`` has already recorded ``window.limit`` events
    for ``subject``; unlike ``enforce`` this records nothing."""
    # Exclusive lower bound, as ``count`` drops hits exactly one window old.
    hits = await kv.zrangebyscore(
        window.key(subject), f"({now - window.seconds}", "+inf", withscores=True
    )
    if len(hits) >= window.limit:
        oldest = float(hits[len(hits) - window.limit][1])
        raise TooManyRequests(max(1, math.ceil(oldest + window.seconds - now)))


async def forget(kv: Redis, window: Window, subject: str) -> None:
    await kv.delete(window.key(subject))


@asynccontextmanager
async def one_at_a_time(kv: Redis, subject: str) -> AsyncIterator[None]:
    """Refuse (429) a second attempt on ``subject`` while one is being checked.

    Without it, many concurrent guesses would all be judged before the first failure is
    counted, and waiting periods and lock-outs would not bound them.
    """
    key = f"attempt-guard:{subject}"
    token = secrets.token_hex(8)
    if not await kv.set(key, token, nx=True, ex=GUARD_SECONDS):
        raise TooManyAttempts(BUSY)
    try:
        yield
    finally:
        # Only our own guard is released (it may have expired and been taken by now).
        if await kv.get(key) == token:
            await kv.delete(key)
