"""Time as a dependency, so tests move the clock instead of sleeping."""

from datetime import UTC, datetime, timedelta
from typing import Protocol

from fastapi import FastAPI


class Clock(Protocol):
    def now(self) -> datetime: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)


def clock_of(app: FastAPI) -> Clock:
    """The app's clock: ``app.state.clock`` (tests set a manual one), else the system's, kept
    there from the first use."""
    clock: Clock | None = getattr(app.state, "clock", None)
    if clock is None:
        clock = app.state.clock = SystemClock()
    return clock


class ManualClock:
    """A clock that stands still until a test advances it.

    It starts at the real time because Redis expires keys by its own clock.
    """

    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime.now(UTC).replace(microsecond=0)

    def now(self) -> datetime:
        return self._now

    def advance(self, **delta: float) -> None:
        self._now += timedelta(**delta)
