"""Work waiting, as gauges: outbox rows not yet published, events not yet handled.

A Prometheus collector runs synchronously inside the scrape, while the database and the KV
answer on the event loop that serves that scrape: it cannot wait for them. So each app's
lifespan runs a ``BacklogReader`` that reads them every ``REFRESH_SEC`` and hands the reading
to ``portal_kit.metrics.BACKLOG``, which the scrape reports. Each read is cheap and bounded:
a capped count of one table, and one round trip of ``XINFO GROUPS`` for the streams the app
consumes, each within ``READ_TIMEOUT_SEC``. A read that fails or times out leaves its series
out of the next scrape (absent, never a stale figure), and never fails the scrape.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import suppress
from typing import TypeVar

from redis.asyncio import Redis
from redis.exceptions import RedisError
from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from portal_kit.db import Database
from portal_kit.event_outbox import OUTBOX
from portal_kit.events import Consumer, running_consumers
from portal_kit.metrics import Backlog, forget_backlog, report_backlog

logger = logging.getLogger(__name__)

T = TypeVar("T")

# Scrapes come every 15-60 s: a fresher reading would be paid for and never seen.
REFRESH_SEC = 15.0
READ_TIMEOUT_SEC = 1.0
# Rows counted at most: the count stays cheap however far the relay has fallen behind, and
# any alert fires long before it (docs/monitoring.md).
OUTBOX_COUNT_CAP = 10_000


async def outbox_backlog(database: Database, cap: int = OUTBOX_COUNT_CAP) -> int:
    """Rows in the outbox, counted up to ``cap``; read without a transaction or a lock."""
    capped = select(OUTBOX.c.id).limit(cap).subquery()
    async with database.reader.connect() as connection:
        return int(await connection.scalar(select(func.count()).select_from(capped)) or 0)


GroupKey = tuple[str, str]  # (stream, consumer group)


async def groups_backlog(
    kv: Redis, groups: Sequence[GroupKey]
) -> tuple[dict[GroupKey, int], dict[GroupKey, int]]:
    """Each group's lag and pending entries, in one round trip. A stream or group that does
    not exist yet is left out, and so is the lag Redis cannot tell (entries deleted from the
    middle of the stream)."""
    lag: dict[GroupKey, int] = {}
    pending: dict[GroupKey, int] = {}
    if not groups:
        return lag, pending
    async with kv.pipeline(transaction=False) as pipe:
        for stream, _ in groups:
            pipe.xinfo_groups(stream)
        answers = await pipe.execute(raise_on_error=False)
    for (stream, group), answer in zip(groups, answers, strict=True):
        if isinstance(answer, Exception):
            continue
        for info in answer:
            if info["name"] == group:
                if info.get("lag") is not None:
                    lag[stream, group] = int(info["lag"])
                pending[stream, group] = int(info["pending"])
    return lag, pending


class BacklogReader:
    """Reads ``service``'s outbox backlog (with ``database``) and the lag of the consumers
    running on ``kv``, every ``interval_sec``, for the scrape to report."""

    def __init__(
        self,
        service: str,
        kv: Redis,
        database: Database | None = None,
        *,
        consumers: Callable[[], Iterable[Consumer]] = running_consumers,
        interval_sec: float = REFRESH_SEC,
        timeout_sec: float = READ_TIMEOUT_SEC,
    ) -> None:
        self.service = service
        self._kv = kv
        self._database = database
        self._consumers = consumers
        self._interval_sec = interval_sec
        self._timeout_sec = timeout_sec
        self._task: asyncio.Task[None] | None = None
        self._stopping = asyncio.Event()

    async def read_once(self) -> Backlog:
        """Read everything once and report it; what could not be read is left out."""
        outbox = None
        if self._database is not None:
            outbox = await self._bounded(outbox_backlog(self._database), "outbox")
        # Only this app's consumers: in embedded mode the other apps read their own.
        groups = [
            (stream, consumer.group)
            for consumer in self._consumers()
            if consumer.kv is self._kv
            for stream in consumer.streams
        ]
        lag, pending = await self._bounded(groups_backlog(self._kv, groups), "event lag") or (
            {},
            {},
        )
        reading = Backlog(outbox, lag, pending)
        report_backlog(self.service, reading)
        return reading

    async def _bounded(self, read: Awaitable[T], what: str) -> T | None:
        try:
            async with asyncio.timeout(self._timeout_sec):
                return await read
        except (TimeoutError, RedisError, OSError, SQLAlchemyError) as exc:
            logger.warning("backlog gauges: %s of %s unread: %r", what, self.service, exc)
            return None

    def start(self) -> None:
        if self._task is None:
            self._stopping.clear()
            self._task = asyncio.create_task(self._run(), name=f"backlog:{self.service}")

    async def stop(self) -> None:
        """Stop reading; the service's series leave the scrape with it."""
        task, self._task = self._task, None
        if task is not None:
            # The flag as well as the cancellation: on Python 3.11 the redis client's
            # ``wait_for`` can swallow a cancellation that arrives during a read, and the
            # loop must still end (the app's shutdown waits for it).
            self._stopping.set()
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task
        forget_backlog(self.service)

    async def _run(self) -> None:
        while not self._stopping.is_set():
            try:
                await self.read_once()
            except Exception:
                # A bug here must cost the gauges, never the app; and no figure stays stale.
                logger.exception("backlog gauges: reading %s failed", self.service)
                forget_backlog(self.service)
            with suppress(TimeoutError):
                async with asyncio.timeout(self._interval_sec):
                    await self._stopping.wait()
