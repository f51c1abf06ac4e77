"""Single-use face verification tokens in the KV. A token names one registration and the
real-name check it follows, for 10 minutes; only its SHA-256 is a key, so the KV shows
nothing a caller could present."""

import hashlib
import json
import secrets
from dataclasses import dataclass
from datetime import datetime

from redis.asyncio import Redis

TTL_SEC = 600


@dataclass(frozen=True, slots=True)
class FaceGrant:
    registration_id: int
    # When the real-name check the face must match was passed (a POSIX time): a check passed
    # again, perhaps by another person, voids the links issued before it.
    real_name_at: float


def _key(token: str) -> str:
    return f"registration-face:{hashlib.sha256(token.encode()).hexdigest()}"


async def issue(kv: Redis, grant: FaceGrant, now: datetime) -> str:
    token = secrets.token_urlsafe(24)
    # The expiry is checked against the app's clock; the KV's TTL only collects garbage.
    value = {
        "registration_id": grant.registration_id,
        "real_name_at": grant.real_name_at,
        "expires_at": now.timestamp() + TTL_SEC,
    }
    await kv.set(_key(token), json.dumps(value), ex=TTL_SEC)
    return token


async def take(kv: Redis, token: str, now: datetime) -> FaceGrant | None:
    """The grant of a live token, which is gone afterwards (one caller wins)."""
    raw = await kv.getdel(_key(token))
    if raw is None:
        return None
    value = json.loads(raw)
    if float(value["expires_at"]) <= now.timestamp():
        return None
    return FaceGrant(int(value["registration_id"]), float(value["real_name_at"]))
