"""The transactional outbox: an event is published only if its change committed, and surely."""

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, cast

import pytest
from redis.asyncio import Redis
from sqlalchemy import Integer, String, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import Database, make_metadata
from portal_kit.event_outbox import OutboxRelay, outbox_table, stage
from portal_kit.events import Consumer, Event, stream_name

from .conftest import scratch_database

DECIDED = "permit.decided"


class Base(DeclarativeBase):
    metadata = make_metadata()


Outbox = outbox_table(Base.metadata)


class Permit(Base):
    __tablename__ = "permit"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    status: Mapped[str] = mapped_column(String(8))


@pytest.fixture
async def database(backend: str, tmp_path: Path) -> AsyncIterator[Database]:
    async with scratch_database(backend, tmp_path, Base.metadata) as database:
        yield database


async def decide(database: Database, status: str, fail: bool = False) -> None:
    async with database.transaction() as session:
        session.add(Permit(status=status))
        await stage(session, DECIDED, {"status": status})
        if fail:
            raise RuntimeError("the request failed after staging")


async def published(kv: Redis) -> list[str]:
    entries = await kv.xrange(stream_name(DECIDED))
    return [fields["payload"] for _, fields in entries]


class RelayKilled(Exception):
    """The relay's process ends here: nothing after this line of its batch happens."""


class DyingKV:
    """Publishes through ``kv`` until ``publications`` events are out, then the relay dies."""

    def __init__(self, kv: Redis, publications: int) -> None:
        self.kv = kv
        self.left = publications

    async def xadd(self, *args: Any, **kwargs: Any) -> Any:
        entry_id = await self.kv.xadd(*args, **kwargs)
        self.left -= 1
        if self.left == 0:
            raise RelayKilled()
        return entry_id


async def rows(session: AsyncSession) -> int:
    return int(await session.scalar(select(func.count()).select_from(Outbox)) or 0)


class TestOutbox:
    async def test_a_committed_event_is_published_once_and_leaves_the_outbox(
        self, database: Database, kv: Redis
    ) -> None:
        await decide(database, "80")
        relay = OutboxRelay(database.engine, kv)
        assert await relay.relay_all() == 1
        assert await relay.relay_all() == 0
        assert await published(kv) == ['{"status":"80"}']
        async with database.transaction() as session:
            assert await rows(session) == 0

    async def test_a_rolled_back_change_publishes_nothing(
        self, database: Database, kv: Redis
    ) -> None:
        with pytest.raises(RuntimeError):
            await decide(database, "85", fail=True)
        assert await OutboxRelay(database.engine, kv).relay_all() == 0
        assert await published(kv) == []

    async def test_an_unreachable_kv_keeps_the_event_for_later(
        self, database: Database, kv: Redis
    ) -> None:
        await decide(database, "80")
        down = Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.2)
        try:
            with pytest.raises(Exception, match="Connect"):
                await OutboxRelay(database.engine, down).relay_once()
        finally:
            await down.aclose()
        async with database.transaction() as session:
            assert await rows(session) == 1
        assert await OutboxRelay(database.engine, kv).relay_all() == 1
        assert await published(kv) == ['{"status":"80"}']

    async def test_events_go_out_in_the_order_they_committed(
        self, database: Database, kv: Redis
    ) -> None:
        for status in ("10", "80", "85"):
            await decide(database, status)
        await OutboxRelay(database.engine, kv, batch_size=2).relay_all()
        assert await published(kv) == [f'{{"status":"{s}"}}' for s in ("10", "80", "85")]

    async def test_a_commit_that_staged_events_wakes_the_relay(
        self, database: Database, kv: Redis
    ) -> None:
        woken: list[bool] = []
        database.on_events_committed = lambda: woken.append(True)
        await decide(database, "80")
        async with database.transaction() as session:
            session.add(Permit(status="10"))
        assert woken == [True]

    async def test_a_relay_killed_mid_batch_publishes_the_rest_and_the_same_ids_again(
        self, database: Database, kv: Redis
    ) -> None:
        for status in ("10", "80"):
            await decide(database, status)

        with pytest.raises(RelayKilled):
            await OutboxRelay(database.engine, cast(Redis, DyingKV(kv, 1))).relay_once()
        async with database.transaction() as session:
            assert await rows(session) == 2
        assert await OutboxRelay(database.engine, kv).relay_all() == 2

        seen: list[Event] = []

        async def handled(event: Event) -> None:
            seen.append(event)

        reader = Consumer(kv, "message", {DECIDED: handled}, name="one")
        await reader.setup()
        await reader.handle_new()
        # The first event twice, known both times by the id it was staged with.
        assert [e.payload["status"] for e in seen] == ["10", "10", "80"]
        assert seen[0].id == seen[1].id != seen[2].id
        assert seen[0].entry_id != seen[1].entry_id
