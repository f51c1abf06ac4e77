"""Prometheus metrics of the process: one registry (the client's default) per process.

Served on a port of its own (``portal_kit.metrics_port``). In embedded mode the gateway and
every service share the process, so its page shows them all, told apart by the ``service``
label. Labels are route templates and statuses only: a bounded set, and never an id, a mobile
or a query string.
"""

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from prometheus_client import REGISTRY, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from sqlalchemy.ext.asyncio import AsyncEngine

# Calls answer HTTP 200 with their outcome in the envelope's status (DESIGN §3): ``envelope``
# tells the failures apart ("none" for an answer that is not an envelope: a file, a page).
REQUESTS = Counter(
    "portal_requests",
    "Requests answered, by route template, HTTP status and envelope status.",
    ["service", "method", "route", "status", "envelope"],
)
LATENCY = Histogram(
    "portal_request_duration_seconds",
    "Time from the request's arrival to the end of its answer.",
    ["service", "route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
KV_ERRORS = Counter("portal_kv_errors", "Requests that failed on a KV (Redis) error.", ["service"])
BACKEND_UNAVAILABLE = Counter(
    "portal_backend_unavailable",
    "Requests answered 503 because a backing store could not be reached.",
    ["service", "backend"],
)
UPSTREAM_FAILURES = Counter(
    "portal_upstream_failures",
    "Calls the gateway could not deliver (unreachable) or whose answer came too late (deadline).",
    ["service", "upstream", "kind"],
)
DEAD_LETTERED = Counter(
    "portal_events_dead_lettered",
    "Events a consumer group gave up on: copied to the dead-letter stream, never handled.",
    ["stream", "group"],
)
SENT = Counter(
    "portal_messages_sent", "SMS and e-mails handed to the sender.", ["service", "channel"]
)


class PoolCollector(Collector):
    """Reads the connection pools at scrape time, so nothing is paid per request."""

    def __init__(self) -> None:
        self.engines: dict[str, AsyncEngine] = {}

    def collect(self) -> Iterator[GaugeMetricFamily]:
        checked_out = GaugeMetricFamily(
            "portal_db_pool_checked_out", "Database connections in use.", labels=["service"]
        )
        size = GaugeMetricFamily(
            "portal_db_pool_size", "Database connections the pool keeps.", labels=["service"]
        )
        for service, engine in list(self.engines.items()):
            pool: Any = engine.pool
            # SQLite's pools have no size; report what they do have.
            if hasattr(pool, "checkedout"):
                checked_out.add_metric([service], pool.checkedout())
            if hasattr(pool, "size"):
                size.add_metric([service], pool.size())
        yield checked_out
        yield size


POOLS = PoolCollector()
REGISTRY.register(POOLS)


def watch_pool(service: str, engine: AsyncEngine) -> None:
    POOLS.engines[service] = engine


def forget_pool(service: str, engine: AsyncEngine) -> None:
    if POOLS.engines.get(service) is engine:
        del POOLS.engines[service]


@dataclass(frozen=True)
class Backlog:
    """What one service's backlog reader last read (``portal_kit.backlog_gauges``)."""

    # Outbox rows not yet published; None when the service has no outbox or the read failed.
    outbox: int | None = None
    # (stream, consumer group) → entries never delivered to the group.
    lag: Mapping[tuple[str, str], int] = field(default_factory=dict)
    # (stream, consumer group) → entries delivered and not yet acknowledged.
    pending: Mapping[tuple[str, str], int] = field(default_factory=dict)


class BacklogCollector(Collector):
    """Reports the backlog readings at scrape time: a scrape itself never waits on the
    database or the KV, which answer on the event loop a synchronous collector cannot use."""

    def __init__(self) -> None:
        self.readings: dict[str, Backlog] = {}

    def collect(self) -> Iterator[GaugeMetricFamily]:
        outbox = GaugeMetricFamily(
            "portal_outbox_backlog",
            "Events staged in the service's outbox and not yet published.",
            labels=["service"],
        )
        lag = GaugeMetricFamily(
            "portal_event_lag",
            "Stream entries not yet delivered to the consumer group.",
            labels=["stream", "group"],
        )
        pending = GaugeMetricFamily(
            "portal_event_pending",
            "Stream entries delivered to the consumer group and not yet acknowledged.",
            labels=["stream", "group"],
        )
        lags: dict[tuple[str, str], int] = {}
        pendings: dict[tuple[str, str], int] = {}
        for service, reading in sorted(self.readings.items()):
            if reading.outbox is not None:
                outbox.add_metric([service], reading.outbox)
            # Two apps of one process reading the same group would repeat a series.
            lags.update(reading.lag)
            pendings.update(reading.pending)
        for (stream, group), value in sorted(lags.items()):
            lag.add_metric([stream, group], value)
        for (stream, group), value in sorted(pendings.items()):
            pending.add_metric([stream, group], value)
        yield outbox
        yield lag
        yield pending


BACKLOG = BacklogCollector()
REGISTRY.register(BACKLOG)


def report_backlog(service: str, reading: Backlog) -> None:
    BACKLOG.readings[service] = reading


def forget_backlog(service: str) -> None:
    BACKLOG.readings.pop(service, None)


def count_sent(service: str, channel: str) -> None:
    SENT.labels(service, channel).inc()
