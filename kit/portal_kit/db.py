"""Async database access: one engine per service, one transaction per request."""

import time
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import MetaData, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import Session

from portal_kit.sqlite_on_loop import loop_connector

if TYPE_CHECKING:
    from portal_kit.settings import BaseServiceSettings

# Set in a session's ``info`` by ``portal_kit.event_outbox.stage``.
EVENTS_STAGED = "event_outbox_staged"
# An execution option: this connection only reads (SQLite then takes no write lock).
READS_ONLY = "portal_reads_only"

# A pooled connection idle longer than this is pinged before use; one in steady use is not
# (a ping per checkout cost 50-100 µs per request). A connection that died while in use (the
# server restarted under load) fails its statement instead: SQLAlchemy then discards every
# pooled connection of that generation, and the caller is told to try again (503).
IDLE_PING_SEC = 5.0
_CHECKED_IN_AT = "portal_checked_in_at"

# A failed statement's error (and so its logged traceback) leaves out the values bound to it:
# they are mobiles, user codes, addresses and user agents, personal data that logs never hold.
HIDE_PARAMETERS = True

# How long a SQLite statement waits for a lock another connection holds.
SQLITE_TIMEOUT_S = 15

# How long a request waits for a free pooled PostgreSQL connection before it is told to try
# again (503): under the gateway's upstream deadline (15 s), as for the KV's pool, so the
# service answers before the gateway gives up on it (SQLAlchemy's default is 30 s). SQLite
# keeps the default: its writers take turns whatever the pool, a burst of them queues there
# for as long as the gateway's deadline allows, and cutting that short would refuse writes
# that would have landed.
POOL_WAIT_S = 10.0

# The PostgreSQL connections a process keeps open, and how many more it may open under load
# (the settings' defaults; deploy/k8s/README.md adds them up against max_connections).
POOL_SIZE = 10
POOL_OVERFLOW = 10

# Reading connections a SQLite pool keeps open.
SQLITE_READERS = 32

# Stable constraint names keep Alembic diffs identical on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


@dataclass(frozen=True)
class PoolOptions:
    """How one process's PostgreSQL pool behaves (``<PREFIX>_DATABASE_POOL_*``); SQLite keeps
    SQLAlchemy's defaults and its own reading pool."""

    size: int = POOL_SIZE
    overflow: int = POOL_OVERFLOW
    wait_sec: float = POOL_WAIT_S
    # A connection this old is closed and opened again when next checked out; 0: never.
    recycle_sec: float = 0
    # The URL points at a PgBouncer in transaction pooling mode: consecutive transactions
    # of one client connection may run on different server connections.
    pgbouncer: bool = False


def make_metadata() -> MetaData:
    return MetaData(naming_convention=NAMING_CONVENTION)


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def create_engine(url: str, schema: str, pool: PoolOptions | None = None) -> AsyncEngine:
    """SQLite file (created with its folder), or PostgreSQL with the tables in ``schema``."""
    if is_sqlite(url):
        _make_folder(url)
        engine = create_async_engine(
            url, connect_args={"timeout": SQLITE_TIMEOUT_S}, hide_parameters=HIDE_PARAMETERS
        )
        _make_sqlite_connections(engine)
        _make_sqlite_transactional(engine)
        return engine
    pool = pool or PoolOptions()
    engine = create_async_engine(
        url,
        connect_args=_pgbouncer_connect_args() if pool.pgbouncer else {},
        pool_size=pool.size,
        max_overflow=pool.overflow,
        pool_timeout=pool.wait_sec,
        pool_recycle=pool.recycle_sec if pool.recycle_sec > 0 else -1,
        hide_parameters=HIDE_PARAMETERS,
    )
    _ping_when_idle(engine)
    if not schema:
        return engine
    # Every statement SQLAlchemy builds names its tables with the schema, rather than the
    # connection carrying a search_path: a setting made when a connection opens (asyncpg's
    # server_settings) does not survive PgBouncer's transaction pooling, where each
    # transaction may run on another server connection. Hand-written SQL is not translated:
    # migrations set the path for their one transaction (``portal_kit.migrations``).
    return engine.execution_options(schema_translate_map={None: schema})


async def schema_on_path(executor: AsyncConnection | AsyncSession, schema: str) -> None:
    """Hand-written SQL of the current transaction finds ``schema``'s tables without naming
    it (PostgreSQL; nothing to do on SQLite). ``SET LOCAL``: it ends with the transaction,
    so it holds through PgBouncer's transaction pooling and leaks into no other client's."""
    if isinstance(executor, AsyncConnection):
        dialect = executor.dialect
    else:
        dialect = executor.get_bind().dialect
    if schema and dialect.name != "sqlite":
        # The schema is a plain identifier: the settings refuse any other.
        await executor.execute(text(f'SET LOCAL search_path TO "{schema}"'))


def _pgbouncer_connect_args() -> dict[str, Any]:
    # Under transaction pooling a prepared statement lives on whichever server connection
    # prepared it, shared with other clients: nothing is cached to be reused later (asyncpg's
    # cache and SQLAlchemy's), and each statement gets a name no other client can have taken
    # (asyncpg numbers them from 1 per connection). Preparing and running a statement happen
    # on one server connection only inside a transaction, which is why reads keep theirs
    # (``create_reader``).
    return {
        "statement_cache_size": 0,
        "prepared_statement_cache_size": 0,
        "prepared_statement_name_func": lambda: f"__asyncpg_{uuid.uuid4().hex}__",
    }


def create_reader(engine: AsyncEngine, pool: PoolOptions | None = None) -> AsyncEngine:
    """An engine for work that only reads: no BEGIN, no COMMIT, no ROLLBACK (round trips on
    PostgreSQL, thread hops on SQLite), each statement on its own snapshot, as READ COMMITTED
    gives a transaction's statements anyway.

    PostgreSQL: the same pool, each connection in autocommit while it reads (asyncpg only
    flips a flag); through PgBouncer, in transactions as the writers. SQLite: a pool of its
    own, of connections that never begin a transaction and refuse to write (``query_only``),
    so switching a connection back and forth is not needed, and that read on the loop's
    thread (``portal_kit.sqlite_on_loop``)."""
    url = engine.url
    if url.get_backend_name() != "sqlite":
        if pool is not None and pool.pgbouncer:
            # Through PgBouncer, reads keep their transaction: outside one, asyncpg's Sync
            # between preparing a statement and running it (it closes statements it no longer
            # holds) lets PgBouncer hand the server connection to another client, and the
            # statement runs where it was never prepared ("does not exist").
            return engine
        return engine.execution_options(isolation_level="AUTOCOMMIT")
    reader = create_async_engine(
        url,
        async_creator=loop_connector(url.database or ":memory:", SQLITE_TIMEOUT_S),
        hide_parameters=HIDE_PARAMETERS,
        isolation_level="AUTOCOMMIT",
        # The DBAPI's rollback on a connection that never began is a call for nothing.
        skip_autocommit_rollback=True,
        # Every request that reads holds a connection until it answers: with the default 5 a
        # busy portal opened and closed overflow connections (and ran their pragmas) all
        # the time. An idle SQLite connection costs little memory.
        pool_size=SQLITE_READERS,
        max_overflow=SQLITE_READERS,
    )
    _make_sqlite_connections(reader, "PRAGMA query_only=ON")
    return reader


def _make_folder(url: str) -> None:
    database = make_url(url).database
    if database and database != ":memory:":
        Path(database).parent.mkdir(parents=True, exist_ok=True)


def _ping_when_idle(engine: AsyncEngine) -> None:
    # Instead of ``pool_pre_ping`` (a round trip at every checkout): a connection that sat in
    # the pool for a while may have been closed by the server, a restart or a firewall.
    @event.listens_for(engine.sync_engine, "checkin")
    def _on_checkin(_dbapi_connection: Any, record: Any) -> None:
        if record is not None:
            record.info[_CHECKED_IN_AT] = time.monotonic()

    @event.listens_for(engine.sync_engine, "checkout")
    def _on_checkout(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        # ``info`` is emptied when the record reconnects: a fresh connection is not pinged.
        checked_in_at = record.info.get(_CHECKED_IN_AT)
        if checked_in_at is None or time.monotonic() - checked_in_at < IDLE_PING_SEC:
            return
        try:
            engine.dialect.do_ping(dbapi_connection)
        except Exception as exc:
            # The pool discards this connection and checks out (or opens) another.
            raise DisconnectionError("idle connection is gone") from exc


def _make_sqlite_connections(engine: AsyncEngine, *pragmas: str) -> None:
    # pysqlite opens transactions lazily and breaks SAVEPOINT; SQLAlchemy's documented
    # recipe hands transaction control back to SQLAlchemy so nested rollbacks work.
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_TIMEOUT_S * 1000}")
        for pragma in pragmas:
            cursor.execute(pragma)
        cursor.close()


def _make_sqlite_transactional(engine: AsyncEngine) -> None:
    # A transaction takes the write lock when it begins (IMMEDIATE): under WAL, one that read
    # first and wrote later failed at once with "database is locked" whenever another
    # connection had committed in between (an outbox relay, an event consumer, a second user),
    # and waiting could not help, its snapshot being stale. Writers now queue (busy_timeout)
    # instead. Work that only reads says so and does not queue (READS_ONLY).
    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(connection: Any) -> None:
        reads_only = connection.get_execution_options().get(READS_ONLY, False)
        connection.exec_driver_sql("BEGIN" if reads_only else "BEGIN IMMEDIATE")


class ReadingSession(Session):
    """A session that only reads: a change it would flush is a bug, not a write."""

    def _flush(self, objects: Any = None) -> None:
        raise RuntimeError("a reading session does not write; use Database.transaction")


class Database:
    """Engine and session factory of one service; made and disposed by the lifespan."""

    def __init__(self, url: str, schema: str, pool: PoolOptions | None = None) -> None:
        self.engine = create_engine(url, schema, pool)
        self.sessionmaker = async_sessionmaker(self.engine, expire_on_commit=False)
        self.reader = create_reader(self.engine, pool)
        self.reading_sessionmaker = async_sessionmaker(
            self.reader, expire_on_commit=False, sync_session_class=ReadingSession
        )
        # Called after a transaction that staged outbox events commits (the relay's nudge).
        self.on_events_committed: Callable[[], None] | None = None

    @classmethod
    def of(cls, settings: "BaseServiceSettings") -> "Database":
        """The database ``settings`` configure: URL, schema and pool."""
        return cls(settings.sqlalchemy_url, settings.database_schema, settings.database_pool)

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

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[AsyncSession]:
        """A session for a request that only reads: no transaction to begin or end."""
        async with self.reading_sessionmaker() as session:
            yield session

    def bind_to(self, connection: AsyncConnection) -> None:
        """Sessions join ``connection``'s transaction, each in a savepoint (tests roll it
        back); reading sessions too, so they see what the test wrote."""
        self.sessionmaker = async_sessionmaker(
            bind=connection, expire_on_commit=False, join_transaction_mode="create_savepoint"
        )
        self.reading_sessionmaker = async_sessionmaker(
            bind=connection,
            expire_on_commit=False,
            join_transaction_mode="create_savepoint",
            sync_session_class=ReadingSession,
        )

    async def ping(self) -> None:
        async with self.engine.connect() as connection:
            reading = await connection.execution_options(**{READS_ONLY: True})
            await reading.execute(text("SELECT 1"))

    async def dispose(self) -> None:
        await self.engine.dispose()
        if self.reader.sync_engine.pool is not self.engine.sync_engine.pool:
            await self.reader.dispose()
