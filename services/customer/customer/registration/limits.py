"""How often a registrant may ask for the checks that cost a provider call: sliding windows in
the KV, timed by the app's clock (as auth's limits and the invitation limit are)."""

import math
import secrets
from dataclasses import dataclass
from datetime import datetime

from redis.asyncio import Redis

from portal_kit.errors import TooManyAttempts
from portal_kit.i18n import Text

TRY_AGAIN = Text(
    "Too many attempts; please try again in {wait_en}.", "尝试次数过多，请{wait_zh}后再试"
)


@dataclass(frozen=True, slots=True)
class Window:
    """At most ``limit`` attempts per ``seconds``, counted per subject (a registrant)."""

    name: str
    limit: int
    seconds: int

    def key(self, subject: str) -> str:
        return f"limit:{self.name}:{subject}"


# Each real-name check asks the identity provider; each face link opens a provider session.
REAL_NAME_CHECKS = Window("register-real-name", 5, 3600)
FACE_LINKS = Window("register-face-link", 10, 3600)


def _wait(seconds: int) -> Text:
    if seconds < 120:
        return Text(f"{seconds} seconds", f"{seconds}秒")
    minutes = math.ceil(seconds / 60)
    return Text(f"{minutes} minutes", f"{minutes}分钟")


async def take(kv: Redis, window: Window, subject: str, now: datetime) -> None:
    """Count one attempt of ``subject``, or refuse (429 saying when, nothing counted)."""
    at = now.timestamp()
    key = window.key(subject)
    member = f"{at:.3f}:{secrets.token_hex(4)}"
    # Added first and counted after, in one transaction: two concurrent requests cannot both
    # slip under the limit.
    async with kv.pipeline(transaction=True) as pipe:
        pipe.zremrangebyscore(key, "-inf", at - window.seconds)
        pipe.zadd(key, {member: at})
        pipe.zcard(key)
        pipe.expire(key, window.seconds)
        _, _, count, _ = await pipe.execute()
    if int(count) <= window.limit:
        return
    # The attempt that must leave the window before another fits; ours is the newest.
    index = int(count) - window.limit - 1
    oldest = await kv.zrange(key, index, index, withscores=True)
    await kv.zrem(key, member)
    leaves_at = float(oldest[0][1]) + window.seconds if oldest else at + window.seconds
    wait = _wait(max(1, math.ceil(leaves_at - at)))
    raise TooManyAttempts(TRY_AGAIN.format(wait_en=wait.en, wait_zh=wait.zh))
