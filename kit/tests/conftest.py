import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from redis.asyncio import Redis
from sqlalchemy import MetaData

from portal_kit.db import Database
from portal_kit.kv import create_kv
from portal_kit.testing import POSTGRES_URL, REDIS_URL, require_servers


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


@asynccontextmanager
async def scratch_database(
    backend: str, tmp_path: Path, metadata: MetaData
) -> AsyncIterator[Database]:
    """``metadata``'s tables in a database of their own on ``backend``: a SQLite file, or a
    PostgreSQL schema dropped afterwards."""
    schema = f"kit_{uuid.uuid4().hex[:10]}"
    if backend == "embedded":
        database = Database(f"sqlite+aiosqlite:///{tmp_path / f'{schema}.db'}", schema)
    else:
        require_servers()
        database = Database(POSTGRES_URL, schema)
        async with database.engine.begin() as connection:
            await connection.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
    async with database.engine.begin() as connection:
        await connection.run_sync(metadata.create_all)
    try:
        yield database
    finally:
        if backend != "embedded":
            async with database.engine.begin() as connection:
                await connection.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
        await database.dispose()
