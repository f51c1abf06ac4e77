"""Driving one call: N keep-alive connections, and the CPU the portal and this process spent
in the measured window (from /proc and ``time.process_time``)."""

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bench.embedded.portal import EmbeddedPortal
from bench.gateway import load
from bench.gateway.processes import cpu_seconds, machine_busy_seconds


@dataclass(frozen=True)
class Row:
    """A call every connection repeats: ``path`` as ``Browser.call`` takes it."""

    path: str
    query: dict[str, str] = field(default_factory=dict)
    label: str = ""

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", self.path)


@dataclass(frozen=True)
class Usage:
    """CPU seconds so far: the portal process (children included), this process, and the
    whole machine's busy and total; subtract two to get a window's."""

    portal: float
    client: float
    busy: float
    total: float

    @classmethod
    def read(cls, pid: int) -> "Usage":
        busy, total = machine_busy_seconds()
        return cls(cpu_seconds([pid]), time.process_time(), busy, total)

    def __sub__(self, other: "Usage") -> "Usage":
        return Usage(
            self.portal - other.portal,
            self.client - other.client,
            self.busy - other.busy,
            self.total - other.total,
        )


@dataclass
class Figures:
    row: Row
    result: load.Result
    used: Usage

    def per_call_us(self, seconds: float) -> float:
        return seconds / max(self.result.completed, 1) * 1e6

    @property
    def healthy(self) -> bool:
        return self.result.errors == 0 and self.result.completed > 0


async def measure(
    portal: EmbeddedPortal,
    row: Row,
    make_request: Callable[[int, float], bytes],
    accepted: Callable[[int, bytes], bool],
    args: argparse.Namespace,
) -> Figures:
    print(f"  {row.label:40} ...", end="", flush=True)
    marks: list[Usage] = []
    result = await load.drive(
        portal.port,
        make_request,
        args.connections,
        args.warmup,
        args.duration,
        lambda: marks.append(Usage.read(portal.started.pid)),
        lambda: marks.append(Usage.read(portal.started.pid)),
        accepted,
    )
    print(f" {result.per_second:7,.0f} calls/s", flush=True)
    return Figures(row, result, marks[1] - marks[0])
