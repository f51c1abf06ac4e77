"""Events between services (DESIGN §7): Redis Streams, at least once, handlers idempotent.

Each event type has its own stream, ``events:<type>`` (``events:company.approved``), trimmed
to about ``STREAM_MAXLEN`` entries. An entry holds ``type``, ``payload`` (JSON, camelCase
field names as on the wire) and ``id``, the event's own id, which its producer gave it and
which stays the same however often the event is published; an entry without one (published
by hand, or before events had their own) is known by its stream id.

Services never publish from an endpoint: they stage the event in the transaction of the change
it reports (``portal_kit.event_outbox.stage``), and the outbox relay publishes it once that
has committed. Nothing is told of a change that rolled back, and nothing committed goes
untold: a crash or a KV outage only delays the event. The relay may publish an event again
(it died between publishing and forgetting it), with the same id.

A consuming service reads with a ``Consumer``: one consumer group per service (its name), one
consumer per process. A handler does its work in its own transaction and returns after the
commit; only then is the entry acknowledged. A handler that raises leaves the entry pending:
the consumer re-reads its own pending entries when it starts, and entries pending longer than
``claim_idle_ms`` on any consumer (a dead process, or a handler that failed here) are claimed
and handled again. Delivery is therefore at least once, so every handler must be idempotent:
record ``Event.id`` (the event's own id, never the stream entry's) in the same transaction as
its effect. An entry that failed ``max_deliveries`` times, or whose handler raises
``UnprocessableEvent``, is copied to the dead-letter stream ``DEAD_LETTER_STREAM`` and
acknowledged, so it cannot block the others.

The same code runs on Redis and on the in-process store of embedded mode (fakeredis), which
answers a blocking read at once: the loop then waits out the rest of the block time itself.
"""

import asyncio
import builtins
import json
import logging
import re
import socket
import weakref
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from redis.asyncio import Redis
from redis.exceptions import RedisError, ResponseError
from redis.typing import EncodableT, FieldT, KeyT, StreamIdT

from portal_kit.errors import describe_validation_error
from portal_kit.metrics import DEAD_LETTERED
from portal_kit.workers import worker_index

logger = logging.getLogger(__name__)

STREAM_PREFIX = "events:"
# Outside the prefix, so no event type can name it.
DEAD_LETTER_STREAM = "events-dead-letter"
# Approximate (MAXLEN ~): Redis trims whole nodes, which is cheap. A consumer that is down
# long enough for this many newer events to arrive loses the oldest; that is days of traffic.
STREAM_MAXLEN = 100_000
EVENT_TYPE = re.compile(r"[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)*")
# What handlers store to know an event again (a UUID's hex, or a stream id): short and plain.
EVENT_ID = re.compile(r"[A-Za-z0-9._:-]{1,40}")
# Below the KV client's socket timeout (2 s): a blocking read must return before it expires.
DEFAULT_BLOCK_MS = 1000
# Wait before the loop tries again after Redis failed (connection lost, stream deleted).
RETRY_PAUSE_SEC = 1.0


def stream_name(event_type: str) -> str:
    return STREAM_PREFIX + event_type


def _text(value: Any) -> str:
    # Clients made with ``decode_responses=False`` answer bytes; the kit's KV answers str.
    return value.decode() if isinstance(value, bytes) else str(value)


async def publish(
    kv: Redis,
    event_type: str,
    payload: Mapping[str, Any],
    *,
    event_id: str | None = None,
    maxlen: int = STREAM_MAXLEN,
) -> str:
    """Append an event to its stream and return the entry's stream id. ``event_id``: the
    event's own id, which consumers know it by when it is published again."""
    if not EVENT_TYPE.fullmatch(event_type):
        raise ValueError(f"event type {event_type!r} is not dotted lowercase words")
    if event_id is not None and not EVENT_ID.fullmatch(event_id):
        raise ValueError(f"event id {event_id!r} is not 1 to 40 letters, digits or ._:-")
    fields: dict[FieldT, EncodableT] = {
        "type": event_type,
        "payload": json.dumps(dict(payload), ensure_ascii=False, separators=(",", ":")),
    }
    if event_id is not None:
        fields["id"] = event_id
    entry_id = await kv.xadd(stream_name(event_type), fields, maxlen=maxlen, approximate=True)
    return _text(entry_id)


Shape = TypeVar("Shape", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class Event:
    # The event's own id (the same each time it is published), or its entry's stream id when
    # it has none: what a handler records to take effect once.
    id: str
    type: str
    payload: dict[str, Any]
    # 1 on the first delivery; more when the entry was pending and is handled again.
    deliveries: int
    # The stream entry's id; empty when it is ``id``.
    entry_id: str = ""

    # ``builtins.type``: the field ``type`` hides the builtin in the class body.
    def payload_as(self, shape: builtins.type[Shape]) -> Shape:
        """The payload read as ``shape``. One without what ``shape`` needs never will have it:
        ``UnprocessableEvent`` (dead-lettered at once), naming the first field wrong."""
        try:
            return shape.model_validate(self.payload)
        except ValidationError as exc:
            raise UnprocessableEvent(describe_validation_error(exc.errors()[0]).en) from exc

    @property
    def published_at(self) -> datetime | None:
        """When Redis added the entry: a stream id starts with those milliseconds."""
        milliseconds, _, _ = (self.entry_id or self.id).partition("-")
        if not milliseconds.isdigit():
            return None
        return datetime.fromtimestamp(int(milliseconds) / 1000, UTC)


Handler = Callable[[Event], Awaitable[None]]


class UnprocessableEvent(Exception):
    """Raised by a handler for an event that can never succeed (e.g. a malformed payload):
    it goes to the dead-letter stream at once instead of being retried."""


# The consumers running in this process: what the lag gauges read (portal_kit.backlog_gauges).
_running: "weakref.WeakSet[Consumer]" = weakref.WeakSet()


def running_consumers() -> list["Consumer"]:
    return list(_running)


class Consumer:
    """Reads the streams of ``handlers``' event types as ``name`` in consumer group ``group``.

    ``start``/``stop`` run it as a background task (from an app's lifespan); tests and tools
    can drive it step by step with ``setup``, ``handle_pending``, ``handle_new`` and
    ``claim_stuck`` instead.
    """

    def __init__(
        self,
        kv: Redis,
        group: str,
        handlers: Mapping[str, Handler],
        *,
        name: str | None = None,
        block_ms: int = DEFAULT_BLOCK_MS,
        batch_size: int = 50,
        claim_idle_ms: int = 60_000,
        max_deliveries: int = 5,
    ) -> None:
        self.kv = kv
        self.group = group
        # A stable name per host (and worker process): after a restart the process finds
        # its own pending entries, and no two running processes share a name.
        worker = worker_index()
        self.name = (name or f"{group}@{socket.gethostname()}") + (
            f"#{worker}" if worker is not None else ""
        )
        self.block_ms = block_ms
        self.batch_size = batch_size
        self.claim_idle_ms = claim_idle_ms
        self.max_deliveries = max_deliveries
        self._handlers = {stream_name(event_type): h for event_type, h in handlers.items()}
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        # True while ``handle_new`` waits in its blocking read with nothing in hand.
        self._waiting = False

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def streams(self) -> Sequence[str]:
        return sorted(self._handlers)

    async def setup(self) -> None:
        """Create the group on every stream (and the stream itself), reading from the start
        so events published before this service ever ran are handled too."""
        for stream in self.streams:
            try:
                await self.kv.xgroup_create(stream, self.group, id="0", mkstream=True)
            except ResponseError as exc:
                if "BUSYGROUP" not in str(exc):
                    raise

    async def handle_pending(self) -> int:
        """Handle again the entries delivered to this consumer and never acknowledged."""
        handled = 0
        cursors: dict[KeyT, StreamIdT] = dict.fromkeys(self.streams, "0")
        while cursors:
            answer = await self.kv.xreadgroup(self.group, self.name, cursors, count=self.batch_size)
            read = dict(self._entries(answer))
            for stream in self.streams:
                if stream not in cursors:
                    continue
                entries = read.get(stream)
                if not entries:
                    del cursors[stream]
                    continue
                # Entries that fail again stay pending: read on after the last one, never loop.
                cursors[stream] = entries[-1][0]
                for entry_id, fields in entries:
                    handled += await self._handle(stream, entry_id, fields, None)
        return handled

    async def handle_new(self, block_ms: int | None = None) -> int:
        """Handle entries never delivered to the group; wait up to ``block_ms`` for some."""
        streams: dict[KeyT, StreamIdT] = dict.fromkeys(self.streams, ">")
        # No await between these lines and the read: ``stop`` either came before (so the read
        # does not block) or finds ``_waiting`` set and cuts it short.
        self._waiting = True
        try:
            answer = await self.kv.xreadgroup(
                self.group,
                self.name,
                streams,
                count=self.batch_size,
                block=None if self._stopping.is_set() else block_ms,
            )
        finally:
            self._waiting = False
        handled = 0
        for stream, entries in self._entries(answer):
            for entry_id, fields in entries:
                handled += await self._handle(stream, entry_id, fields, 1)
        return handled

    async def claim_stuck(self, min_idle_ms: int | None = None) -> int:
        """Take over and handle entries pending on any consumer for ``min_idle_ms`` or more."""
        idle = self.claim_idle_ms if min_idle_ms is None else min_idle_ms
        handled = 0
        for stream in self.streams:
            cursor = "0-0"
            while True:
                answer = await self.kv.xautoclaim(
                    stream, self.group, self.name, idle, start_id=cursor, count=self.batch_size
                )
                cursor = _text(answer[0])
                for entry_id, fields in answer[1]:
                    if fields is not None:
                        handled += await self._handle(stream, _text(entry_id), fields, None)
                if cursor == "0-0":
                    break
        return handled

    @staticmethod
    def _entries(answer: Any) -> list[tuple[str, list[tuple[str, Any]]]]:
        """``[[stream, [(id, fields), ...]], ...]`` with text names and ids."""
        return [
            (_text(stream), [(_text(i), f) for i, f in entries if f is not None])
            for stream, entries in answer or []
        ]

    async def _deliveries(self, stream: str, entry_id: str) -> int:
        rows = await self.kv.xpending_range(stream, self.group, min=entry_id, max=entry_id, count=1)
        return int(rows[0]["times_delivered"]) if rows else 1

    async def _handle(
        self, stream: str, entry_id: str, fields: Mapping[Any, Any], deliveries: int | None
    ) -> int:
        """Handle one entry; 1 when it was acknowledged (done or dead-lettered), else 0."""
        values = {_text(k): _text(v) for k, v in fields.items()}
        try:
            payload = json.loads(values["payload"])
            if not isinstance(payload, dict):
                raise TypeError("payload is not an object")
            own_id = values.get("id")
            if own_id is not None and not EVENT_ID.fullmatch(own_id):
                raise ValueError(f"id {own_id[:50]!r} is not 1 to 40 letters, digits or ._:-")
        except (KeyError, TypeError, ValueError) as exc:
            await self._dead_letter(stream, entry_id, values, f"unreadable entry: {exc}")
            return 1
        if deliveries is None:
            deliveries = await self._deliveries(stream, entry_id)
        if deliveries > self.max_deliveries:
            reason = f"failed {deliveries - 1} times"
            await self._dead_letter(stream, entry_id, values, reason)
            return 1
        event_type = values.get("type") or stream.removeprefix(STREAM_PREFIX)
        try:
            event = Event(own_id or entry_id, event_type, payload, deliveries, entry_id)
            await self._handlers[stream](event)
        except UnprocessableEvent as exc:
            await self._dead_letter(stream, entry_id, values, f"unprocessable: {exc}")
            return 1
        except Exception:
            logger.exception("event %s %s failed (delivery %d)", stream, entry_id, deliveries)
            return 0
        await self.kv.xack(stream, self.group, entry_id)
        return 1

    async def _dead_letter(
        self, stream: str, entry_id: str, values: Mapping[str, str], reason: str
    ) -> None:
        logger.error("event %s %s dead-lettered by %s: %s", stream, entry_id, self.group, reason)
        record: dict[FieldT, EncodableT] = dict(values.items())
        record.update({"stream": stream, "eventId": entry_id, "group": self.group})
        record["reason"] = reason
        async with self.kv.pipeline(transaction=True) as pipe:
            pipe.xadd(DEAD_LETTER_STREAM, record, maxlen=STREAM_MAXLEN, approximate=True)
            pipe.xack(stream, self.group, entry_id)
            await pipe.execute()
        DEAD_LETTERED.labels(stream=stream, group=self.group).inc()

    def start(self) -> None:
        """Run in the background until ``stop``."""
        if self._task is None:
            self._stopping.clear()
            self._task = asyncio.create_task(self.run(), name=f"events:{self.group}")
            _running.add(self)

    async def stop(self, grace_sec: float = 5.0) -> None:
        """Let the current batch finish, then end; a blocking read with nothing in hand is
        cut short rather than waited out (up to ``block_ms`` per consumer, at every stop)."""
        task, self._task = self._task, None
        _running.discard(self)
        if task is None:
            return
        self._stopping.set()
        if self._waiting:
            # Entries Redis delivered just as the read was cut stay pending on this consumer:
            # handled again at its next start (``handle_pending``) or by another consumer
            # (``claim_stuck``), so at-least-once still holds.
            task.cancel()
        done, _ = await asyncio.wait({task}, timeout=grace_sec)
        if not done:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        ready = False
        next_claim = 0.0
        while not self._stopping.is_set():
            try:
                if not ready:
                    await self.setup()
                    await self.handle_pending()
                    ready = True
                if loop.time() >= next_claim:
                    await self.claim_stuck()
                    next_claim = loop.time() + max(1.0, self.claim_idle_ms / 2000)
                started = loop.time()
                if not await self.handle_new(self.block_ms):
                    await self._pause(self.block_ms / 1000 - (loop.time() - started))
            except ResponseError as exc:
                # The stream or group is gone (deleted, or the KV was emptied): make them again.
                logger.warning("event consumer %s: %s; setting up again", self.group, exc)
                ready = False
                await self._pause(RETRY_PAUSE_SEC)
            except (RedisError, OSError) as exc:
                logger.warning("event consumer %s: KV unavailable: %s", self.group, exc)
                await self._pause(RETRY_PAUSE_SEC)
            except Exception:
                # A bug must not end consumption silently for the life of the process.
                logger.exception("event consumer %s failed; going on", self.group)
                await self._pause(RETRY_PAUSE_SEC)

    async def _pause(self, seconds: float) -> None:
        if seconds <= 0:
            return
        with suppress(TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), seconds)


class Watcher:
    """Tells every process of a service of events, as they are published from its start on.

    For what each process keeps in memory (a cache of another service's data): unlike a
    ``Consumer``, which hands each event to one process of the group, every ``Watcher`` reads
    every entry, without a group, acknowledging nothing. A callback that fails is logged and
    the watcher goes on; events published while the KV was unreachable are read afterwards.
    """

    def __init__(
        self,
        kv: Redis,
        callbacks: Mapping[str, Callable[[Event], None]],
        *,
        block_ms: int = DEFAULT_BLOCK_MS,
    ) -> None:
        self.kv = kv
        self.block_ms = block_ms
        self._callbacks = {stream_name(event_type): c for event_type, c in callbacks.items()}
        # Where each stream is read from next; "$" until ``setup`` has read the last id.
        self._cursors: dict[KeyT, StreamIdT] = dict.fromkeys(self._callbacks, "$")
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.ready = False

    async def setup(self) -> None:
        """Start after the streams' last entries: what was published before is known already
        (a cache loads after this)."""
        for stream in self._callbacks:
            last = await self.kv.xrevrange(stream, count=1)
            self._cursors[stream] = _text(last[0][0]) if last else "0-0"
        self.ready = True

    async def poll(self, block_ms: int | None = None) -> int:
        """Tell the callbacks of the entries published since the last poll; how many."""
        answer = await self.kv.xread(self._cursors, block=block_ms)
        told = 0
        for stream, entries in Consumer._entries(answer):
            for entry_id, fields in entries:
                self._cursors[stream] = entry_id
                values = {_text(k): _text(v) for k, v in fields.items()}
                event_type = values.get("type") or stream.removeprefix(STREAM_PREFIX)
                try:
                    payload = json.loads(values.get("payload") or "{}")
                    event = Event(values.get("id") or entry_id, event_type, payload, 1, entry_id)
                    self._callbacks[stream](event)
                except Exception:
                    logger.exception("event watcher: %s %s failed", stream, entry_id)
                told += 1
        return told

    def start(self) -> None:
        if self._task is None:
            self._stopping.clear()
            self._task = asyncio.create_task(self.run(), name="events:watcher")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is None:
            return
        self._stopping.set()
        task.cancel()
        with suppress(asyncio.CancelledError):
            await task

    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        while not self._stopping.is_set():
            try:
                if not self.ready:
                    await self.setup()
                started = loop.time()
                if not await self.poll(self.block_ms):
                    # The in-process store answers a blocking read at once.
                    await self._pause(self.block_ms / 1000 - (loop.time() - started))
            except (RedisError, OSError) as exc:
                logger.warning("event watcher: KV unavailable: %s", exc)
                await self._pause(RETRY_PAUSE_SEC)

    async def _pause(self, seconds: float) -> None:
        if seconds <= 0:
            return
        with suppress(TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), seconds)
