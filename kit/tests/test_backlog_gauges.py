"""The outbox backlog and event lag gauges, as a scrape of /metrics shows them, on both
backends."""

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import REGISTRY, generate_latest
from pydantic_settings import SettingsConfigDict
from redis.asyncio import Redis
from sqlalchemy.orm import DeclarativeBase

from portal_kit.app import create_service_app
from portal_kit.backlog_gauges import BacklogReader, outbox_backlog
from portal_kit.db import Database, make_metadata
from portal_kit.event_outbox import OutboxRelay, outbox_table, stage
from portal_kit.events import Consumer, Event, publish, running_consumers, stream_name
from portal_kit.settings import BaseServiceSettings, RunMode

from .conftest import scratch_database

DECIDED = "permit.decided"
STREAM = stream_name(DECIDED)


class Base(DeclarativeBase):
    metadata = make_metadata()


outbox_table(Base.metadata)


@pytest.fixture
async def database(backend: str, tmp_path: Path) -> AsyncIterator[Database]:
    async with scratch_database(backend, tmp_path, Base.metadata) as database:
        yield database


def scraped(name: str, **labels: str) -> float | None:
    return REGISTRY.get_sample_value(name, labels)


async def stage_events(database: Database, count: int) -> None:
    async with database.transaction() as session:
        for number in range(count):
            await stage(session, DECIDED, {"number": number})


async def refuse(event: Event) -> None:
    raise RuntimeError("the handler fails")


class TestOutboxBacklog:
    async def test_staged_rows_show_until_the_relay_publishes_them(
        self, database: Database, kv: Redis
    ) -> None:
        reader = BacklogReader("gauged", kv, database, consumers=list)
        await stage_events(database, 3)
        await reader.read_once()
        assert scraped("portal_outbox_backlog", service="gauged") == 3
        await OutboxRelay(database.engine, kv).relay_all()
        await reader.read_once()
        assert scraped("portal_outbox_backlog", service="gauged") == 0
        await reader.stop()
        assert scraped("portal_outbox_backlog", service="gauged") is None

    async def test_the_count_stops_at_its_cap(self, database: Database, kv: Redis) -> None:
        await stage_events(database, 5)
        assert await outbox_backlog(database, cap=4) == 4
        assert await outbox_backlog(database) == 5

    async def test_an_unreadable_database_leaves_the_series_out(
        self, database: Database, kv: Redis
    ) -> None:
        reader = BacklogReader("gauged", kv, database, consumers=list)
        await stage_events(database, 1)
        await reader.read_once()
        async with database.engine.begin() as connection:
            await connection.run_sync(Base.metadata.drop_all)
        await reader.read_once()
        assert scraped("portal_outbox_backlog", service="gauged") is None
        assert b"portal_outbox_backlog" in generate_latest(REGISTRY)
        await reader.stop()


class TestEventLag:
    async def test_undelivered_and_unacknowledged_entries_per_group(self, kv: Redis) -> None:
        consumer = Consumer(kv, "lagging", {DECIDED: refuse}, name="one", batch_size=1)
        await consumer.setup()
        for number in range(3):
            await publish(kv, DECIDED, {"number": number})
        await consumer.handle_new()  # one delivered, its handler fails: pending
        reader = BacklogReader("lagging", kv, consumers=lambda: [consumer])
        await reader.read_once()
        assert scraped("portal_event_lag", stream=STREAM, group="lagging") == 2
        assert scraped("portal_event_pending", stream=STREAM, group="lagging") == 1
        await reader.stop()
        assert scraped("portal_event_lag", stream=STREAM, group="lagging") is None

    async def test_a_group_not_yet_made_is_left_out_and_the_others_read(self, kv: Redis) -> None:
        made = Consumer(kv, "made", {DECIDED: refuse}, name="one")
        await made.setup()
        unmade = Consumer(kv, "unmade", {DECIDED: refuse, "permit.revoked": refuse}, name="one")
        reading = await BacklogReader("made", kv, consumers=lambda: [made, unmade]).read_once()
        assert reading.lag == {(STREAM, "made"): 0}
        assert reading.pending == {(STREAM, "made"): 0}

    async def test_a_running_consumer_is_read_and_a_stopped_one_no_more(self, kv: Redis) -> None:
        handled = asyncio.Event()

        async def note(event: Event) -> None:
            handled.set()

        consumer = Consumer(kv, "running", {DECIDED: note}, name="one", block_ms=50)
        consumer.start()
        try:
            assert consumer in running_consumers()
            await publish(kv, DECIDED, {"number": 1})
            await handled.wait()
            reading = await BacklogReader("running", kv).read_once()
            assert reading.lag[STREAM, "running"] == 0
        finally:
            await consumer.stop()
        assert consumer not in running_consumers()
        assert (STREAM, "running") not in (await BacklogReader("running", kv).read_once()).lag

    async def test_another_apps_consumer_is_left_to_that_app(self, kv: Redis) -> None:
        other_kv = Redis.from_url("redis://127.0.0.1:1/0")
        consumer = Consumer(other_kv, "elsewhere", {DECIDED: refuse}, name="one")
        reading = await BacklogReader("here", kv, consumers=lambda: [consumer]).read_once()
        assert reading.lag == {}
        assert reading.pending == {}
        await other_kv.aclose()

    async def test_an_unreachable_kv_leaves_the_series_out_and_the_scrape_works(self) -> None:
        down = Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=0.2)
        consumer = Consumer(down, "unreached", {DECIDED: refuse}, name="one")
        reader = BacklogReader("unreached", down, consumers=lambda: [consumer])
        await reader.read_once()
        assert scraped("portal_event_pending", stream=STREAM, group="unreached") is None
        assert b"portal_event_lag" in generate_latest(REGISTRY)
        await reader.stop()
        await down.aclose()

    async def test_a_kv_that_never_answers_is_given_up_on(self, kv: Redis) -> None:
        class Hanging:
            """A KV whose pipelines never get their answer."""

            async def __aenter__(self) -> "Hanging":
                return self

            async def __aexit__(self, *exc: object) -> None:
                return None

            def pipeline(self, transaction: bool = True) -> "Hanging":
                return self

            def xinfo_groups(self, stream: str) -> None:
                return None

            async def execute(self, raise_on_error: bool = True) -> Any:
                await asyncio.Event().wait()

        hanging: Any = Hanging()
        consumer = Consumer(hanging, "hung", {DECIDED: refuse}, name="one")
        reader = BacklogReader("hung", hanging, consumers=lambda: [consumer], timeout_sec=0.05)
        reading = await reader.read_once()
        assert reading.lag == {}
        assert reading.pending == {}
        await reader.stop()


class GaugedSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="GAUGED_", extra="ignore")
    service_name: str = "gaugedapp"


class TestTheApp:
    async def test_metrics_show_the_outbox_backlog_of_a_service_with_an_outbox(
        self, tmp_path: Path, metrics_page: Callable[[], str]
    ) -> None:
        settings = GaugedSettings(mode=RunMode.TEST, var_dir=tmp_path)
        app = create_service_app(settings, [], event_outbox=True)
        async with app.router.lifespan_context(app):
            async with app.state.db.engine.begin() as connection:
                await connection.run_sync(Base.metadata.create_all)
            await stage_events(app.state.db, 2)
            await app.state.backlog_reader.read_once()
            page = metrics_page()
            assert 'portal_outbox_backlog{service="gaugedapp"}' in page
        assert scraped("portal_outbox_backlog", service="gaugedapp") is None
