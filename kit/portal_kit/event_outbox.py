"""Events written in the same transaction as the change they report (a transactional outbox).

``stage`` adds a row to the service's ``event_outbox`` table inside the request's transaction;
once that commits, the relay publishes the row to its stream (``portal_kit.events``) and
deletes it. A crash, or a KV that is down, between the commit and the publication only delays
the event: the relay finds the row again. Delivery is at least once (a publication whose
deletion did not commit is published again), so consumers stay idempotent, as they must for
streams anyway: each event gets its own id when it is staged, published with it every time,
and handlers know an event they have already handled by it (``portal_kit.events.Event.id``).

The relay wakes when a transaction that staged an event commits in this process, and sweeps
every few seconds for rows another process (or a crash) left behind. It uses connections of
its own, never a request's.
"""

import asyncio
import json
import logging
import uuid
from collections.abc import Mapping
from contextlib import suppress
from datetime import UTC, datetime
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import RedisError
from sqlalchemy import (
    Column,
    DateTime,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    delete,
    exists,
    insert,
    select,
)
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from portal_kit.db import EVENTS_STAGED, READS_ONLY
from portal_kit.events import publish

logger = logging.getLogger(__name__)

TABLE_NAME = "event_outbox"
SWEEP_INTERVAL_SEC = 2.0
BATCH_SIZE = 100


def outbox_table(metadata: MetaData) -> Table:
    """The outbox table in a service's metadata (its migration creates the same)."""
    return Table(
        TABLE_NAME,
        metadata,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("event_type", String(100), nullable=False),
        Column("payload", Text, nullable=False),
        Column("created_at", DateTime(timezone=True), nullable=False),
        # Empty only on rows staged before events had their own id (their stream id serves).
        Column("event_id", String(32), nullable=True),
    )


# The table ``stage``, the relay and the backlog gauge use, the same in every service's
# schema. A ``Table`` rather than a lightweight ``table()``: the engine's
# schema_translate_map puts the service's schema on tables, and ignores ``table()``.
OUTBOX = outbox_table(MetaData())


async def stage(db: AsyncSession, event_type: str, payload: Mapping[str, Any]) -> str:
    """Record an event in ``db``'s transaction; it is published only if that commits.
    Returns the event's id, which it keeps however often it is published."""
    event_id = uuid.uuid4().hex
    await db.execute(
        insert(OUTBOX).values(
            event_id=event_id,
            event_type=event_type,
            payload=json.dumps(dict(payload), ensure_ascii=False, separators=(",", ":")),
            created_at=datetime.now(UTC),
        )
    )
    # The database wakes the relay once this transaction commits.
    db.info[EVENTS_STAGED] = True
    return event_id


async def relay_batch(session: AsyncSession, kv: Redis, batch_size: int = BATCH_SIZE) -> int:
    """Publish and delete, in ``session``'s transaction, up to ``batch_size`` rows, oldest
    first; the number relayed. Until that transaction commits, every row published stays and
    is published again (with the same event id) by the next relay."""
    # Deleting first takes the write lock before anything is published (SQLite), and skips
    # rows another relay holds (PostgreSQL). A failed publication rolls the deletion back, so
    # the rows wait for the next round.
    batch = (
        select(OUTBOX.c.id)
        .order_by(OUTBOX.c.id)
        .limit(batch_size)
        .with_for_update(skip_locked=True)
    )
    rows = (
        await session.execute(
            delete(OUTBOX)
            .where(OUTBOX.c.id.in_(batch.scalar_subquery()))
            .returning(OUTBOX.c.id, OUTBOX.c.event_id, OUTBOX.c.event_type, OUTBOX.c.payload)
        )
    ).all()
    for _, event_id, event_type, payload in sorted(rows):
        await publish(kv, event_type, json.loads(payload), event_id=event_id)
    return len(rows)


class OutboxRelay:
    """Publishes committed outbox rows, oldest first, and deletes them."""

    def __init__(
        self,
        engine: AsyncEngine,
        kv: Redis,
        *,
        sweep_interval_sec: float = SWEEP_INTERVAL_SEC,
        batch_size: int = BATCH_SIZE,
    ) -> None:
        self._engine = engine
        self._sessions = async_sessionmaker(engine, expire_on_commit=False)
        self._kv = kv
        self._sweep_interval_sec = sweep_interval_sec
        self._batch_size = batch_size
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def nudge(self) -> None:
        """A transaction that staged events has committed: relay them soon."""
        self._wake.set()

    async def relay_once(self) -> int:
        """Publish and delete up to one batch; the number relayed."""
        # Looking never waits for a writer; only rows that are there take the write lock.
        async with self._engine.connect() as connection:
            reading = await connection.execution_options(**{READS_ONLY: True})
            waiting = await reading.scalar(select(exists().select_from(OUTBOX)))
        if not waiting:
            return 0
        async with self._sessions() as session, session.begin():
            return await relay_batch(session, self._kv, self._batch_size)

    async def relay_all(self) -> int:
        """Relay until the outbox is empty (tests and shutdown)."""
        total = 0
        while relayed := await self.relay_once():
            total += relayed
        return total

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="event-outbox-relay")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task

    async def _run(self) -> None:
        while True:
            # asyncio.timeout, not wait_for: on Python 3.11 wait_for can swallow a cancellation
            # that arrives as the event is set, and stop() would then wait forever.
            with suppress(TimeoutError):
                async with asyncio.timeout(self._sweep_interval_sec):
                    await self._wake.wait()
            self._wake.clear()
            try:
                await self.relay_all()
            except (RedisError, OSError, SQLAlchemyError) as exc:
                # The rows stay; the next sweep tries again.
                logger.warning("event outbox: relay failed, retrying later: %r", exc)
            except Exception:
                logger.exception("event outbox: relay failed")
