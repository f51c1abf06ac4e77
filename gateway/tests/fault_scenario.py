"""What every fault scenario of ``test_fault_signals`` does: callers that keep every answer
they got, normal calls until Prometheus has samples, calls that keep coming until the alerts
are signalled, and the seconds to recovery."""

import asyncio
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from .alert_signals import Expected, not_signalled, signalled
from .distributed import DistributedPortal
from .private_prometheus import PrivatePrometheus
from .test_faults import timed, until_ok

# Until the alerts' expressions hold the broken part: a few scrapes and rule evaluations
# (1 s each), on a loaded machine.
SIGNAL_WITHIN_SEC = 60.0
RECOVERY_WITHIN_SEC = 60.0

Envelope = dict[str, Any]
Traffic = Callable[[], Awaitable[list[Envelope]]]


@dataclass
class Callers:
    """The scenario's callers, through the gateway: every answer they got is kept, with the
    call it answered, so that the counters can be held against them."""

    page: httpx.AsyncClient
    answers: list[tuple[str, Envelope]] = field(default_factory=list)

    async def call(self, path: str, token: str | None = None, **options: Any) -> Envelope:
        envelope, _ = await timed(self.page, path, token, **options)
        self.answers.append((path, envelope))
        return envelope

    async def at_once(self, *calls: Awaitable[Envelope]) -> list[Envelope]:
        return list(await asyncio.gather(*calls))

    def answered(self, status: int, path: str | None = None) -> int:
        """How many answers had this envelope status (to calls of ``path``)."""
        return sum(
            1
            for called, envelope in self.answers
            if envelope["status"] == status and path in (None, called)
        )


async def normal(prometheus: PrivatePrometheus, expected: list[Expected], traffic: Traffic) -> None:
    """Calls answered until Prometheus has seen the gateway's counters move between two of
    its scrapes (from then on the rules' rates have samples); the alerts are quiet."""
    moved = 'sum(increase(portal_requests_total{service="gateway"}[1m])) > 0'
    deadline = time.monotonic() + SIGNAL_WITHIN_SEC
    while not prometheus.query(moved):
        answers = await traffic()
        assert statuses(answers) == {(200, 200)}, answers
        if time.monotonic() > deadline:
            pytest.fail(f"Prometheus saw no calls within {SIGNAL_WITHIN_SEC} s")
        await asyncio.sleep(0.3)
    assert signalled(prometheus, expected) == []


async def until_signalled(
    prometheus: PrivatePrometheus, expected: list[Expected], traffic: Traffic
) -> tuple[float, list[Envelope]]:
    """Calls keep coming (as users keep trying) until every expected alert is signalled: the
    seconds it took and every answer meanwhile."""
    started = time.monotonic()
    answers: list[Envelope] = []
    while True:
        answers += await traffic()
        missing = not_signalled(prometheus, expected)
        if not missing:
            return time.monotonic() - started, answers
        if time.monotonic() - started > SIGNAL_WITHIN_SEC:
            pytest.fail(f"not signalled within {SIGNAL_WITHIN_SEC} s: {missing}")
        await asyncio.sleep(0.3)


def statuses(answers: list[Envelope]) -> set[tuple[int, int]]:
    """The (HTTP, envelope) statuses among ``answers``."""
    return {(envelope["http"], envelope["status"]) for envelope in answers}


def all_ready(portal: DistributedPortal) -> Callable[[], Awaitable[bool]]:
    """Every process of the portal answers its /readyz with 200."""

    async def check() -> bool:
        async with httpx.AsyncClient(timeout=5) as client:
            for server in portal.servers.values():
                try:
                    if (await client.get(f"{server.url}/readyz")).status_code != 200:
                        return False
                except httpx.TransportError:
                    return False
        return True

    return check


async def recovery(portal: DistributedPortal, traffic: Traffic) -> tuple[float, float]:
    """Seconds from now to the first round of ``traffic`` answered in full and to every
    process ready, polled together."""

    async def answered() -> bool:
        return statuses(await traffic()) == {(200, 200)}

    calls, ready = await asyncio.gather(
        until_ok(answered, RECOVERY_WITHIN_SEC), until_ok(all_ready(portal), RECOVERY_WITHIN_SEC)
    )
    return calls, ready


def report(fault: str, signalled_sec: float, back: tuple[float, float], since: str) -> None:
    """One line of figures for the runbook, with the machine's load at the time."""
    load = ", ".join(f"{figure:.2f}" for figure in os.getloadavg())
    print(
        f"\n{fault}: alerts signalled after {signalled_sec:.1f} s; calls answered "
        f"{back[0]:.2f} s and every process ready {back[1]:.2f} s after {since} "
        f"(load average {load})"
    )
