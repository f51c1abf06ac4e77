"""Change grants: both codes of a contact change passed, so the change may be made (10 min).

One grant per user and kind (``mobile`` or ``email``) under ``change-grant:<kind>:<user>``,
bound to the new value and the browser that proved it; a newer grant replaces an older one.
Expiry is judged by the app's clock; the KV's TTL only collects garbage.
"""

import json
from dataclasses import asdict, dataclass

from redis.asyncio import Redis

from portal_kit.clock import Clock

GRANT_TTL_SEC = 600


@dataclass(frozen=True, slots=True)
class Grant:
    target: str
    browser_id: str
    expires_at: int


def _key(kind: str, user_code: str) -> str:
    return f"change-grant:{kind}:{user_code}"


def _now(clock: Clock) -> int:
    return int(clock.now().timestamp())


async def record(
    kv: Redis, clock: Clock, kind: str, user_code: str, target: str, browser_id: str
) -> None:
    grant = Grant(target=target, browser_id=browser_id, expires_at=_now(clock) + GRANT_TTL_SEC)
    await kv.set(_key(kind, user_code), json.dumps(asdict(grant)), ex=GRANT_TTL_SEC)


async def take(kv: Redis, clock: Clock, kind: str, user_code: str, target: str) -> bool:
    """Whether a live grant for ``target`` was there; it is gone afterwards (one use)."""
    raw = await kv.get(_key(kind, user_code))
    if raw is None:
        return False
    grant = Grant(**json.loads(raw))
    if grant.expires_at <= _now(clock) or grant.target != target:
        return False
    return bool(await kv.delete(_key(kind, user_code)))
