"""What runs: one program per process of the portal, and the order they start in."""

import importlib
import shlex
import sys
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from gateway.config import SERVICES, Settings
from portal_kit.listeners import origin_of
from portal_kit.metrics_port import metrics_url

# Metrics ports a process may take from its own (worker n: plus n), so up to this many workers.
METRICS_PORTS_EACH = 10


@dataclass(frozen=True)
class Program:
    """``python -m <module> <command> --host <host> --port <port>``, named ``name``."""

    name: str
    module: str
    port: int
    host: str = "127.0.0.1"
    command: str = "serve"
    # The package's ``shutdown_grace_sec``: how long it finishes in-flight requests on SIGTERM.
    grace_sec: int = 20
    # Its ``<PREFIX>_METRICS_PORT`` (set in its environment alone); 0: as the environment says.
    metrics_port: int = 0

    @property
    def url(self) -> str:
        return origin_of(self.host, self.port)

    @property
    def prefix(self) -> str:
        """Its package's settings prefix: the console reads the gateway's."""
        return f"{self.module.upper()}_"

    def metrics_url(self, worker: int | None = None) -> str:
        """Where its metrics page (or its worker ``worker``'s) is, on loopback."""
        return metrics_url("127.0.0.1", self.metrics_port, worker)

    @property
    def tier(self) -> int:
        """0 auth, 1 the other services, 2 the gateways and the console. Auth starts alone
        first: in dev and test mode it makes the token keys everybody verifies with, and a
        process that started before them would refuse every token until it reads the folder
        again. The gateways come last: they route to everybody."""
        if self.module == "auth":
            return 0
        return 1 if self.module in SERVICES else 2

    def command_line(self, python: str = sys.executable) -> str:
        argv = [python, "-m", self.module, self.command, "--host", self.host]
        return shlex.join([*argv, "--port", str(self.port)])


def service_program(name: str, port: int, grace_sec: int = 20) -> Program:
    return Program(name, name, port, grace_sec=grace_sec)


def _grace_of(service: str) -> int:
    settings = importlib.import_module(f"{service}.config").Settings()
    return int(settings.shutdown_grace_sec)


def portal_programs(
    host: str, port: int, ops_port: int, base_port: int, metrics_base_port: int = 0
) -> list[Program]:
    """The services on loopback from ``base_port`` up (in ``SERVICES`` order), the gateway on
    ``host:port`` and the console on ``host:ops_port``; each with its package's grace as this
    process's environment sets it (``<PREFIX>_SHUTDOWN_GRACE_SEC``). With ``metrics_base_port``
    each serves its metrics on loopback, in the same order, ``METRICS_PORTS_EACH`` apart."""
    programs = [
        service_program(service, base_port + n, _grace_of(service))
        for n, service in enumerate(SERVICES)
    ]
    grace = Settings().shutdown_grace_sec
    programs += [
        Program("gateway", "gateway", port, host, grace_sec=grace),
        Program("console", "gateway", ops_port, host, "serve-console", grace_sec=grace),
    ]
    if not metrics_base_port:
        return programs
    return [
        replace(program, metrics_port=metrics_base_port + METRICS_PORTS_EACH * n)
        for n, program in enumerate(programs)
    ]


def in_start_order(programs: Iterable[Program]) -> list[list[Program]]:
    """The programs by tier: each tier starts once the one before it answers."""
    tiers: dict[int, list[Program]] = {}
    for program in programs:
        tiers.setdefault(program.tier, []).append(program)
    return [tiers[tier] for tier in sorted(tiers)]


def log_of(var_dir: Path, name: str) -> Path:
    """Where a program's output goes (stdout and stderr together)."""
    return var_dir / "logs" / f"{name}.log"
