"""How many invitation SMS a company may cause: a sliding 24-hour window in the KV, timed by
the app's clock (as auth's limits are), so tests move the clock instead of waiting."""

import math
import secrets
from datetime import datetime

from redis.asyncio import Redis

from portal_kit.errors import TooManyAttempts
from portal_kit.i18n import Text

# Creates and resends together, per inviting company.
DAILY_LIMIT = 20
WINDOW_SEC = 24 * 3600
TOO_MANY = Text(
    "Your company has sent {limit} invitations in the last 24 hours; "
    "please try again in {minutes} minutes.",
    "贵企业24小时内已发送{limit}次邀请，请{minutes}分钟后再试",
)


def _key(comp_code: str) -> str:
    return f"limit:invitation-sms:{comp_code}"


async def take(kv: Redis, comp_code: str, now: datetime) -> None:
    """Count one invitation SMS of ``comp_code``, or refuse (429, nothing counted)."""
    at = now.timestamp()
    key = _key(comp_code)
    member = f"{at:.3f}:{secrets.token_hex(4)}"
    # Added first and counted after, in one transaction: two concurrent requests cannot both
    # slip under the limit.
    async with kv.pipeline(transaction=True) as pipe:
        pipe.zremrangebyscore(key, "-inf", at - WINDOW_SEC)
        pipe.zadd(key, {member: at})
        pipe.zcard(key)
        pipe.zrange(key, 0, 0, withscores=True)
        pipe.expire(key, WINDOW_SEC)
        _, _, count, oldest, _ = await pipe.execute()
    if int(count) <= DAILY_LIMIT:
        return
    await kv.zrem(key, member)
    wait = float(oldest[0][1]) + WINDOW_SEC - at if oldest else WINDOW_SEC
    minutes = max(1, math.ceil(wait / 60))
    raise TooManyAttempts(TOO_MANY.format(limit=DAILY_LIMIT, minutes=minutes))
