from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from portal_kit.kv import create_kv
from portal_kit.testing import REDIS_URL


@pytest.fixture
async def kv(backend: str) -> AsyncIterator[Redis]:
    """An empty KV on ``backend``: the in-process store, or Redis database 15."""
    store = create_kv(None if backend == "embedded" else REDIS_URL)
    await store.flushdb()
    try:
        yield store
    finally:
        await store.flushdb()
        await store.aclose()
