"""Events over Redis Streams, on the in-process store and on Redis."""

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from fastapi import FastAPI
from prometheus_client import REGISTRY
from pydantic import Field
from redis.asyncio import Redis

from portal_kit.app import create_service_app
from portal_kit.envelope import WireModel
from portal_kit.events import (
    DEAD_LETTER_STREAM,
    Consumer,
    Event,
    UnprocessableEvent,
    Watcher,
    publish,
    stream_name,
)
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import REDIS_URL

APPROVED = "company.approved"
STREAM = stream_name(APPROVED)


class Recorder:
    """A handler that records what it saw and fails the first ``failures`` times."""

    def __init__(self, failures: int = 0, error: Exception | None = None) -> None:
        self.seen: list[Event] = []
        self.failures = failures
        self.error = error or RuntimeError("database down")

    async def __call__(self, event: Event) -> None:
        self.seen.append(event)
        if self.failures:
            self.failures -= 1
            raise self.error


def consumer(kv: Redis, handler: Recorder, name: str = "one", **options: int) -> Consumer:
    return Consumer(kv, "message", {APPROVED: handler}, name=name, **options)


def dead_lettered(reader: Consumer) -> float:
    """The process's dead-letter counter for ``reader``'s group on ``STREAM``."""
    value = REGISTRY.get_sample_value(
        "portal_events_dead_lettered_total", {"stream": STREAM, "group": reader.group}
    )
    return value or 0.0


async def pending(kv: Redis) -> int:
    summary = await kv.xpending(STREAM, "message")
    return int(summary["pending"])


async def eventually(check: Callable[[], Awaitable[bool]], seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, "condition not met in time"
        await asyncio.sleep(0.02)


class TestPublish:
    async def test_appends_the_type_and_the_json_payload_to_the_types_stream(
        self, kv: Redis
    ) -> None:
        event_id = await publish(kv, APPROVED, {"compCode": "C1", "compName": "示范"})

        entries = await kv.xrange(STREAM)

        assert entries == [
            (event_id, {"type": APPROVED, "payload": '{"compCode":"C1","compName":"示范"}'})
        ]

    async def test_keeps_the_stream_bounded(self, kv: Redis) -> None:
        for number in range(300):
            await publish(kv, APPROVED, {"n": number}, maxlen=10)

        # Approximate trimming removes whole nodes (100 entries on Redis), never more.
        assert 10 <= await kv.xlen(STREAM) <= 110

    async def test_carries_the_events_own_id_beside_the_payload(self, kv: Redis) -> None:
        entry_id = await publish(kv, APPROVED, {"compCode": "C1"}, event_id="5f0c8a2e")

        assert await kv.xrange(STREAM) == [
            (entry_id, {"type": APPROVED, "payload": '{"compCode":"C1"}', "id": "5f0c8a2e"})
        ]

    async def test_refuses_an_id_a_handler_could_not_store(self, kv: Redis) -> None:
        with pytest.raises(ValueError, match="event id"):
            await publish(kv, APPROVED, {}, event_id="x" * 41)

        assert await kv.exists(STREAM) == 0

    async def test_refuses_an_event_type_that_is_not_dotted_words(self, kv: Redis) -> None:
        with pytest.raises(ValueError, match="not dotted lowercase words"):
            await publish(kv, "Company Approved", {})

        assert await kv.exists(stream_name("Company Approved")) == 0


class CompanyPayload(WireModel):
    comp_code: str = Field(min_length=1)


class TestEvent:
    def test_its_payload_reads_as_the_handlers_shape(self) -> None:
        event = Event("1700000000000-0", APPROVED, {"compCode": "C1"}, 1)

        assert event.payload_as(CompanyPayload).comp_code == "C1"

    def test_a_payload_without_what_the_shape_needs_is_unprocessable(self) -> None:
        event = Event("1700000000000-0", APPROVED, {"compName": "示范"}, 1)

        with pytest.raises(UnprocessableEvent, match="compCode"):
            event.payload_as(CompanyPayload)

    async def test_it_was_published_when_its_stream_id_says(self, kv: Redis) -> None:
        before = datetime.now(UTC).replace(microsecond=0)
        event_id = await publish(kv, APPROVED, {"compCode": "C1"})

        published = Event(event_id, APPROVED, {}, 1).published_at

        assert published is not None
        assert before <= published <= datetime.now(UTC)
        assert Event("not-an-id", APPROVED, {}, 1).published_at is None


class TestConsumer:
    async def test_handles_events_published_before_it_started_and_acknowledges_them(
        self, kv: Redis
    ) -> None:
        first = await publish(kv, APPROVED, {"compCode": "C1"})
        handler = Recorder()
        reader = consumer(kv, handler)
        await reader.setup()
        second = await publish(kv, APPROVED, {"compCode": "C2"})

        handled = await reader.handle_new()

        assert handled == 2
        assert [(e.id, e.type, e.payload, e.deliveries) for e in handler.seen] == [
            (first, APPROVED, {"compCode": "C1"}, 1),
            (second, APPROVED, {"compCode": "C2"}, 1),
        ]
        assert await pending(kv) == 0
        assert await reader.handle_new() == 0

    async def test_an_event_published_again_is_known_by_its_own_id(self, kv: Redis) -> None:
        handler = Recorder()
        reader = consumer(kv, handler)
        await reader.setup()
        first = await publish(kv, APPROVED, {"compCode": "C1"}, event_id="e1")
        again = await publish(kv, APPROVED, {"compCode": "C1"}, event_id="e1")

        assert await reader.handle_new() == 2

        assert [(e.id, e.entry_id) for e in handler.seen] == [("e1", first), ("e1", again)]
        assert handler.seen[0].published_at is not None

    async def test_an_entry_whose_id_no_handler_could_store_is_dead_lettered(
        self, kv: Redis
    ) -> None:
        handler = Recorder()
        reader = consumer(kv, handler)
        await reader.setup()
        await kv.xadd(STREAM, {"type": APPROVED, "payload": "{}", "id": "x" * 41})
        before = dead_lettered(reader)

        assert await reader.handle_new() == 1

        assert handler.seen == []
        [(_, letter)] = await kv.xrange(DEAD_LETTER_STREAM)
        assert letter["reason"].startswith("unreadable entry: id 'xxx")
        # What the dead-letter alert watches.
        assert dead_lettered(reader) == before + 1

    async def test_a_failed_event_stays_pending_and_a_restart_handles_it_again(
        self, kv: Redis
    ) -> None:
        handler = Recorder(failures=1)
        before = consumer(kv, handler)
        await before.setup()
        event_id = await publish(kv, APPROVED, {"compCode": "C1"})

        assert await before.handle_new() == 0
        assert await pending(kv) == 1

        after_restart = consumer(kv, handler)
        assert await after_restart.handle_pending() == 1

        assert [(e.id, e.deliveries) for e in handler.seen] == [(event_id, 1), (event_id, 2)]
        assert await pending(kv) == 0

    async def test_takes_over_what_a_dead_consumer_left_pending(self, kv: Redis) -> None:
        dead = consumer(kv, Recorder(failures=1), name="dead")
        await dead.setup()
        event_id = await publish(kv, APPROVED, {"compCode": "C1"})
        await dead.handle_new()
        handler = Recorder()
        alive = consumer(kv, handler, name="alive", claim_idle_ms=60_000)

        assert await alive.claim_stuck() == 0
        assert await alive.claim_stuck(min_idle_ms=0) == 1

        assert [e.id for e in handler.seen] == [event_id]
        assert await pending(kv) == 0

    async def test_an_event_that_keeps_failing_goes_to_the_dead_letter_stream(
        self, kv: Redis
    ) -> None:
        handler = Recorder(failures=99)
        reader = consumer(kv, handler, max_deliveries=2)
        await reader.setup()
        event_id = await publish(kv, APPROVED, {"compCode": "C1"})
        await reader.handle_new()
        await reader.handle_pending()

        assert await reader.handle_pending() == 1

        assert len(handler.seen) == 2
        assert await pending(kv) == 0
        [(_, letter)] = await kv.xrange(DEAD_LETTER_STREAM)
        assert letter["eventId"] == event_id
        assert letter["stream"] == STREAM
        assert letter["group"] == "message"
        assert letter["reason"] == "failed 2 times"
        assert json.loads(letter["payload"]) == {"compCode": "C1"}

    async def test_an_unprocessable_event_goes_to_the_dead_letter_stream_at_once(
        self, kv: Redis
    ) -> None:
        handler = Recorder(failures=1, error=UnprocessableEvent("compCode is missing"))
        reader = consumer(kv, handler)
        await reader.setup()
        await publish(kv, APPROVED, {})

        assert await reader.handle_new() == 1

        assert await pending(kv) == 0
        [(_, letter)] = await kv.xrange(DEAD_LETTER_STREAM)
        assert letter["reason"] == "unprocessable: compCode is missing"

    async def test_an_entry_without_a_json_object_is_dead_lettered_unhandled(
        self, kv: Redis
    ) -> None:
        handler = Recorder()
        reader = consumer(kv, handler)
        await reader.setup()
        await kv.xadd(STREAM, {"type": APPROVED, "payload": "[1, 2"})

        assert await reader.handle_new() == 1

        assert handler.seen == []
        assert await pending(kv) == 0
        assert await kv.xlen(DEAD_LETTER_STREAM) == 1


class TestBackgroundRun:
    async def test_handles_events_while_running_and_stops_promptly(self, kv: Redis) -> None:
        handler = Recorder()
        reader = consumer(kv, handler, block_ms=200)
        reader.start()
        try:
            await publish(kv, APPROVED, {"compCode": "C1"})
            await eventually(lambda: _handled(handler, 1))
        finally:
            started = time.monotonic()
            await reader.stop()

        assert time.monotonic() - started < 2
        assert await pending(kv) == 0

    async def test_a_long_blocking_read_is_cut_short_and_loses_nothing(self, kv: Redis) -> None:
        handler = Recorder()
        reader = consumer(kv, handler, block_ms=30_000)
        reader.start()
        await asyncio.sleep(0.3)  # set up and waiting for entries

        started = time.monotonic()
        await reader.stop(grace_sec=20)

        assert time.monotonic() - started < 10  # neither the read's 30 s nor the grace's 20
        await publish(kv, APPROVED, {"compCode": "C1"})
        again = consumer(kv, handler, block_ms=100)
        await again.handle_pending()
        await again.handle_new()
        assert [e.payload["compCode"] for e in handler.seen] == ["C1"]
        assert await pending(kv) == 0

    async def test_retries_a_failed_event_once_it_has_been_pending_long_enough(
        self, kv: Redis
    ) -> None:
        handler = Recorder(failures=1)
        reader = consumer(kv, handler, block_ms=100, claim_idle_ms=300)
        reader.start()
        try:
            await publish(kv, APPROVED, {"compCode": "C1"})
            await eventually(lambda: _handled(handler, 2))
        finally:
            await reader.stop()

        assert [e.deliveries for e in handler.seen] == [1, 2]
        assert await pending(kv) == 0

    async def test_sets_itself_up_again_when_the_streams_are_deleted(self, kv: Redis) -> None:
        handler = Recorder()
        reader = consumer(kv, handler, block_ms=100)
        reader.start()
        try:
            await publish(kv, APPROVED, {"compCode": "C1"})
            await eventually(lambda: _handled(handler, 1))
            await kv.flushdb()
            await asyncio.sleep(0.3)
            await publish(kv, APPROVED, {"compCode": "C2"})
            await eventually(lambda: _handled(handler, 2), seconds=8)
        finally:
            await reader.stop()

        assert [e.payload["compCode"] for e in handler.seen] == ["C1", "C2"]

    async def test_stopping_a_consumer_that_never_started_does_nothing(self, kv: Redis) -> None:
        await consumer(kv, Recorder()).stop()


async def _handled(handler: Recorder, count: int) -> bool:
    return len(handler.seen) >= count


class TestInAnAppsLifespan:
    async def test_a_consumer_started_on_startup_is_stopped_on_shutdown(
        self, kv: Redis, backend: str, tmp_path: Path
    ) -> None:
        handler = Recorder()

        async def start(app: FastAPI) -> None:
            app.state.consumer = consumer(app.state.kv, handler, block_ms=100)
            app.state.consumer.start()

        async def stop(app: FastAPI) -> None:
            await app.state.consumer.stop()

        settings = BaseServiceSettings(
            mode=RunMode.TEST,
            var_dir=tmp_path,
            service_name="eventstest",
            redis_url=None if backend == "embedded" else REDIS_URL,
        )
        app = create_service_app(settings, [], on_startup=[start], on_shutdown=[stop])
        async with app.router.lifespan_context(app):
            await publish(kv, APPROVED, {"compCode": "C1"})
            await eventually(lambda: _handled(handler, 1))
            assert app.state.consumer.running

        assert not app.state.consumer.running


class TestWatcher:
    async def test_every_process_hears_of_each_event_published_after_it_set_up(
        self, kv: Redis
    ) -> None:
        await publish(kv, APPROVED, {"compCode": "BEFORE"})
        heard: dict[str, list[str]] = {"one": [], "two": []}

        def hearing(name: str) -> Callable[[Event], None]:
            return lambda event: heard[name].append(event.payload["compCode"])

        watchers = [Watcher(kv, {APPROVED: hearing(name)}) for name in heard]
        for watcher in watchers:
            await watcher.setup()

        await publish(kv, APPROVED, {"compCode": "C1"})
        await publish(kv, APPROVED, {"compCode": "C2"})
        told = [await watcher.poll() for watcher in watchers]
        again = [await watcher.poll() for watcher in watchers]

        assert heard == {"one": ["C1", "C2"], "two": ["C1", "C2"]}
        assert (told, again) == ([2, 2], [0, 0])
        # Nothing was taken from a consumer group: the service's consumer still gets them all.
        handler = Recorder()
        group = consumer(kv, handler)
        await group.setup()
        await group.handle_new()
        assert [e.payload["compCode"] for e in handler.seen] == ["BEFORE", "C1", "C2"]

    async def test_a_failing_callback_does_not_stop_the_others(self, kv: Redis) -> None:
        heard: list[str] = []

        def callback(event: Event) -> None:
            if event.payload["compCode"] == "BAD":
                raise ValueError("boom")
            heard.append(event.payload["compCode"])

        watcher = Watcher(kv, {APPROVED: callback}, block_ms=100)
        await watcher.setup()
        watcher.start()
        try:
            await publish(kv, APPROVED, {"compCode": "BAD"})
            await publish(kv, APPROVED, {"compCode": "C1"})

            async def heard_c1() -> bool:
                return heard == ["C1"]

            await eventually(heard_c1)
        finally:
            await watcher.stop()
