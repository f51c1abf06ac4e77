"""A service's database through a real PgBouncer in transaction pooling mode
(``portal_kit.local_pgbouncer``): many concurrent transactions and reads of one process share
two server connections, each in its own schema with no session state carried over."""

import asyncio
import uuid
from collections.abc import AsyncIterator, Iterator

import pytest
from sqlalchemy import Integer, String, func, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import Database, PoolOptions
from portal_kit.local_pgbouncer import LocalPgBouncer, local_pgbouncer
from portal_kit.testing import POSTGRES_URL, require_pgbouncer, require_servers

pytestmark = [pytest.mark.process, pytest.mark.postgres_redis]

TASKS = 30


class Base(DeclarativeBase):
    pass


class Note(Base):
    __tablename__ = "note"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    body: Mapped[str] = mapped_column(String(40))


@pytest.fixture(scope="module")
def pgbouncer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalPgBouncer]:
    require_servers()
    require_pgbouncer()
    with local_pgbouncer(POSTGRES_URL, tmp_path_factory.mktemp("pgbouncer"), 2) as bouncer:
        yield bouncer


async def through(bouncer: LocalPgBouncer, pgbouncer: bool) -> AsyncIterator[Database]:
    schema = f"kit_{uuid.uuid4().hex[:10]}"
    database = Database(bouncer.url(), schema, PoolOptions(size=10, pgbouncer=pgbouncer))
    async with database.engine.begin() as connection:
        await connection.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
        await connection.run_sync(Base.metadata.create_all)
    try:
        yield database
    finally:
        async with database.engine.begin() as connection:
            await connection.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
        await database.dispose()


@pytest.fixture
async def database(pgbouncer: LocalPgBouncer) -> AsyncIterator[Database]:
    async for database in through(pgbouncer, pgbouncer=True):
        yield database


async def write_and_read(database: Database, n: int) -> list[str]:
    seen = []
    for step in range(3):
        async with database.transaction() as session:
            session.add(Note(body=f"{n}-{step}"))
        async with database.reading() as session:
            seen += (
                await session.scalars(select(Note.body).where(Note.body == f"{n}-{step}"))
            ).all()
    return seen


async def test_concurrent_transactions_and_reads_share_two_server_connections(
    database: Database, pgbouncer: LocalPgBouncer
) -> None:
    seen = await asyncio.gather(*(write_and_read(database, n) for n in range(TASKS)))

    assert seen == [[f"{n}-{step}" for step in range(3)] for n in range(TASKS)]
    async with database.reading() as session:
        assert await session.scalar(select(func.count()).select_from(Note)) == TASKS * 3
    servers = [row for row in pgbouncer.show("SERVERS") if row["database"] != "pgbouncer"]
    assert 0 < len(servers) <= 2


async def test_the_tables_are_found_without_a_search_path(database: Database) -> None:
    async with database.transaction() as session:
        session.add(Note(body="in its schema"))
    async with database.reading() as session:
        path = await session.scalar(text("SHOW search_path"))
        body = await session.scalar(select(Note.body))

    assert body == "in its schema"
    assert path == '"$user", public'


async def test_without_the_setting_the_statement_caches_break_under_transaction_pooling(
    pgbouncer: LocalPgBouncer,
) -> None:
    # The proof that the tests above could fail: the same work with asyncpg's caches on.
    async for database in through(pgbouncer, pgbouncer=False):
        results = await asyncio.gather(
            *(write_and_read(database, n) for n in range(TASKS)), return_exceptions=True
        )
        failures = [r for r in results if isinstance(r, DBAPIError)]
        assert failures
        assert "prepared statement" in str(failures[0])
