"""Async database access: one engine per service, one transaction per request."""

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import MetaData, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

# Set in a session's ``info`` by ``portal_kit.event_outbox.stage``.
EVENTS_STAGED = "event_outbox_staged"
# An execution option: this connection only reads (SQLite then takes no write lock).
READS_ONLY = "portal_reads_only"

# A failed statement's error (and so its logged traceback) leaves out the values bound to it:
# they are mobiles, user codes, addresses and user agents, personal data that logs never hold.
HIDE_PARAMETERS = True

# Stable constraint names keep Alembic diffs identical on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def make_metadata() -> MetaData:
    return MetaData(naming_convention=NAMING_CONVENTION)


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def create_engine(url: str, schema: str) -> AsyncEngine:
    """SQLite file (created with its folder) or PostgreSQL with ``schema`` first on the path."""
    if is_sqlite(url):
        database = make_url(url).database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(
            url, connect_args={"timeout": 15}, hide_parameters=HIDE_PARAMETERS
        )
        _make_sqlite_transactional(engine)
        return engine
    connect_args: dict[str, Any] = {"server_settings": {"search_path": schema}}
    return create_async_engine(
        url,
        connect_args=connect_args,
        pool_pre_ping=True,
        pool_size=10,
        max_overflow=10,
        hide_parameters=HIDE_PARAMETERS,
    )


def _make_sqlite_transactional(engine: AsyncEngine) -> None:
    # pysqlite opens transactions lazily and breaks SAVEPOINT; SQLAlchemy's documented
    # recipe hands transaction control back to SQLAlchemy so nested rollbacks work.
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA busy_timeout=15000")
        cursor.close()

    # A transaction takes the write lock when it begins (IMMEDIATE): under WAL, one that read
    # first and wrote later failed at once with "database is locked" whenever another
    # connection had committed in between (an outbox relay, an event consumer, a second user),
    # and waiting could not help, its snapshot being stale. Writers now queue (busy_timeout)
    # instead. Work that only reads says so and does not queue (READS_ONLY).
    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(connection: Any) -> None:
        reads_only = connection.get_execution_options().get(READS_ONLY, False)
        connection.exec_driver_sql("BEGIN" if reads_only else "BEGIN IMMEDIATE")


class Database:
    """Engine and session factory of one service; made and disposed by the lifespan."""

    def __init__(self, url: str, schema: str) -> None:
        self.engine = create_engine(url, schema)
        self.sessionmaker = async_sessionmaker(self.engine, expire_on_commit=False)
        # Called after a transaction that staged outbox events commits (the relay's nudge).
        self.on_events_committed: Callable[[], None] | None = None

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncSession]:
        """One transaction per request: commit on success, roll back on any error."""
        async with self.sessionmaker() as session:
            try:
                yield session
                await session.commit()
            except BaseException:
                await session.rollback()
                raise
            if session.info.pop(EVENTS_STAGED, False) and self.on_events_committed is not None:
                self.on_events_committed()

    async def ping(self) -> None:
        async with self.engine.connect() as connection:
            reading = await connection.execution_options(**{READS_ONLY: True})
            await reading.execute(text("SELECT 1"))

    async def dispose(self) -> None:
        await self.engine.dispose()
