"""Dev outbox (DESIGN §8, §11): SMS, e-mails and captcha answers, readable outside production.

Kept in the KV per recipient, newest first, so every service that sends something records it
the same way and the auth service can show it at ``GET /api/dev/outbox``.
"""

import json
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel
from redis.asyncio import Redis

Kind = Literal["sms", "email", "captcha"]
KEEP_PER_RECIPIENT = 50
KEEP_SECONDS = 24 * 3600


class OutboxItem(BaseModel):
    kind: Kind
    to: str
    code: str
    text: str
    at: datetime


def _key(to: str) -> str:
    return f"outbox:{to}"


async def record(kv: Redis, kind: Kind, to: str, code: str, text: str) -> None:
    item = OutboxItem(kind=kind, to=to, code=code, text=text, at=datetime.now(UTC))
    async with kv.pipeline(transaction=True) as pipe:
        pipe.lpush(_key(to), item.model_dump_json())
        pipe.ltrim(_key(to), 0, KEEP_PER_RECIPIENT - 1)
        pipe.expire(_key(to), KEEP_SECONDS)
        await pipe.execute()


async def read(kv: Redis, to: str) -> list[OutboxItem]:
    raw = await kv.lrange(_key(to), 0, -1)
    return [OutboxItem.model_validate(json.loads(item)) for item in raw]
