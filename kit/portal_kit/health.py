"""Liveness and readiness probes (Kubernetes semantics).

``/readyz`` runs its checks concurrently, each within its own deadline, and answers when the
slowest has finished or run out of time: however a dependency hangs, the answer comes within
the longest deadline (2 s), under the probes' 3 s timeout, and names the check that timed out.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from enum import Enum, auto

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from prometheus_client import Gauge

logger = logging.getLogger(__name__)

# A check reaching one dependency (a query, a PING).
CHECK_DEADLINE_S = 1.0
# A check that asks other processes' /readyz, whose own checks have CHECK_DEADLINE_S.
ASKING_DEADLINE_S = 2.0

READINESS = Gauge(
    "portal_readiness_check",
    "1 when the readiness check passed at the last /readyz, 0 when it failed.",
    ["service", "check"],
)


class NotReady(Exception):
    """What a check found wrong, shown as it is in the answer's body. Any other exception is
    shown as "unavailable": its text may name hosts and users."""


class Gate(Enum):
    """Whether a failing check makes the process not ready."""

    ALWAYS = auto()
    # Until the check has passed once: a process that never reached the dependency (a wrong
    # URL, a missing network policy) is kept out of a rollout; one that did stays ready when
    # the dependency fails later, and answers 503 for the calls that need it.
    UNTIL_FIRST_SUCCESS = auto()


# Returns None when all is well, or a note (the check passes, the note is shown).
Probe = Callable[[Request], Awaitable[str | None]]


@dataclass(frozen=True)
class Check:
    probe: Probe
    deadline_s: float = CHECK_DEADLINE_S
    gate: Gate = Gate.ALWAYS


@dataclass(frozen=True)
class Outcome:
    passed: bool
    text: str
    # For the log line only: the exception behind "unavailable".
    detail: str = ""


def health_router(service: str, checks: Mapping[str, Check]) -> APIRouter:
    """``/healthz``: the process answers. ``/readyz``: ``checks`` pass (see ``Gate``); the body
    says each check's finding, and the status "degraded" when a check fails without making the
    process unready."""
    router = APIRouter(include_in_schema=False)
    passed_once: set[str] = set()
    last_passed: dict[str, bool] = {}

    @router.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "alive"}

    @router.get("/readyz")
    async def readyz(request: Request) -> JSONResponse:
        outcomes = dict(
            zip(
                checks,
                await asyncio.gather(*(_outcome(check, request) for check in checks.values())),
                strict=True,
            )
        )
        blocking = [
            name
            for name, outcome in outcomes.items()
            if not outcome.passed and (checks[name].gate is Gate.ALWAYS or name not in passed_once)
        ]
        for name, outcome in outcomes.items():
            _note(service, name, outcome, last_passed)
            if outcome.passed:
                passed_once.add(name)
        if blocking:
            status = "not ready"
        elif all(outcome.passed for outcome in outcomes.values()):
            status = "ready"
        else:
            status = "degraded"
        return JSONResponse(
            {"status": status, "checks": {name: o.text for name, o in outcomes.items()}},
            status_code=503 if blocking else 200,
        )

    return router


def _note(service: str, name: str, outcome: Outcome, last_passed: dict[str, bool]) -> None:
    READINESS.labels(service, name).set(1 if outcome.passed else 0)
    # A line when a check changes, not one per probe (every few seconds) through an outage.
    if last_passed.get(name, True) != outcome.passed:
        if outcome.passed:
            logger.info("readiness check %s passes again", name)
        else:
            logger.warning("readiness check %s failed: %s", name, outcome.detail or outcome.text)
    last_passed[name] = outcome.passed


# Checks that ran out of time, cancelled and not yet finished: kept so they are not collected
# mid-cancellation, and so their end is awaited by nobody (the answer does not wait for them).
_abandoned: set["asyncio.Task[str | None]"] = set()


def _forget(task: "asyncio.Task[str | None]") -> None:
    _abandoned.discard(task)
    if not task.cancelled():
        task.exception()  # retrieved: a late failure of an abandoned check is no news


async def _outcome(check: Check, request: Request) -> Outcome:
    # Not asyncio.wait_for: it waits for the cancelled check to end, and a driver stuck in a
    # connect may take its time over that, past the probe's own timeout.
    task = asyncio.ensure_future(check.probe(request))
    await asyncio.wait({task}, timeout=check.deadline_s)
    if not task.done():
        task.cancel()
        _abandoned.add(task)
        task.add_done_callback(_forget)
        return Outcome(False, f"timed out after {check.deadline_s:g} s")
    try:
        note = task.result()
    except NotReady as finding:
        return Outcome(False, str(finding))
    except Exception as exc:  # a probe reports any failure rather than raising it
        return Outcome(False, "unavailable", repr(exc))
    return Outcome(True, note or "ok")
