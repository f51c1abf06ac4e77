"""The portal as distributed mode runs it: every service and the gateways as processes of
their own, on PostgreSQL (a fresh schema per service) and Redis, with the demo data.

``distributed_portal`` starts it on the shared test servers by default, or on the servers a
test names (the fault tests bring private ones). The processes are programs of one supervisord,
configured and started in order by the code ``make run-distributed`` runs (``gateway.supervised``):
each can be killed (the manager starts it again), stopped and started, paused and resumed.
"""

import os
import signal
import socket
import subprocess
import time
import uuid
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from redis import Redis

from gateway.config import SERVICES
from gateway.supervised import config
from gateway.supervised.control import Supervisor, launch, start_in_order, wait_until_alive
from gateway.supervised.programs import Program, service_program
from portal_kit.cli import migrate_and_seed
from portal_kit.local_pgbouncer import LocalPgBouncer
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import POSTGRES_URL, REDIS_URL, drop_schema

from .processes import PYCACHE, STOP_SECONDS, free_port, service_environment


@dataclass
class Manager:
    """The portal's supervisord: its process (a child of the test's) and its controls."""

    process: "subprocess.Popen[bytes]"
    control: Supervisor

    @contextmanager
    def held(self) -> Iterator[None]:
        """supervisord paused: a program that dies meanwhile stays dead until the block ends,
        then the manager notices and starts it again. Without it, what happens while a killed
        process is down would race against its restart."""
        self.process.send_signal(signal.SIGSTOP)
        try:
            yield
        finally:
            self.process.send_signal(signal.SIGCONT)

    def shutdown(self) -> None:
        """Every program stopped with SIGTERM and its grace, then supervisord."""
        if self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGCONT)
        try:
            self.control.shutdown()
            # The gateways, the services, then auth: each within its stopwaitsecs.
            self.process.wait(timeout=120)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait(timeout=STOP_SECONDS)


@dataclass
class Server:
    """One process of the portal: a program of ``manager``."""

    program: Program
    manager: Manager

    @property
    def name(self) -> str:
        return self.program.name

    @property
    def url(self) -> str:
        return self.program.url

    @property
    def metrics_url(self) -> str:
        """Its metrics page, on its own loopback port (``portal_kit.metrics_port``)."""
        return self.program.metrics_url()

    @property
    def pid(self) -> int:
        pid = self.manager.control.pid(self.name)
        assert pid, f"{self.name} is not running"
        return pid

    def start(self) -> None:
        """The manager starts it (again), on the same port; waits for /healthz."""
        self.manager.control.start(self.name)
        wait_until_alive(self.manager.control, self.program)

    def stop(self) -> None:
        """The manager stops it (SIGTERM, its grace period); it stays down until ``start``."""
        self.manager.control.stop(self.name)

    @contextmanager
    def down(self) -> Iterator[int]:
        """Killed with SIGKILL, as a crash, and kept down until the block ends (the manager is
        held); then the manager notices and starts it again by itself. Yields the dead PID."""
        pid = self.pid
        with self.manager.held():
            os.kill(pid, signal.SIGKILL)
            _until_refused(self.program.port)
            yield pid

    def pause(self) -> None:
        """SIGSTOP: the port still accepts connections, nothing answers."""
        self.signal(signal.SIGSTOP)

    def resume(self) -> None:
        self.signal(signal.SIGCONT)

    def signal(self, sig: int) -> None:
        os.kill(self.pid, sig)

    def is_running(self) -> bool:
        return self.manager.control.state(self.name) == "RUNNING"


def _until_refused(port: int) -> None:
    """Until nothing accepts on ``port`` (a killed process's sockets close as it dies)."""
    deadline = time.monotonic() + STOP_SECONDS
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except OSError:
            return
        time.sleep(0.01)
    raise RuntimeError(f"port {port} still accepts connections")


@dataclass(frozen=True)
class DistributedPortal:
    # Gateways in front of the same services, as a scaled-out deployment has them.
    gateway_urls: tuple[str, ...]
    service_urls: dict[str, str]
    # The operator console's gateway (``serve-console``).
    console_url: str = ""
    # By service name, "console", and "gateway", "gateway-2", ...
    servers: dict[str, Server] = field(default_factory=dict)
    # The Redis every process shares (sessions, codes, events).
    redis_url: str = ""
    # supervisord, the process manager every server runs under.
    manager: Manager | None = None
    # The PgBouncer every service reaches PostgreSQL through, if any.
    pgbouncer: LocalPgBouncer | None = None


def _redis_url() -> str:
    # Not the database of the worker's other tests: those flush theirs between tests.
    base, _, database = REDIS_URL.rpartition("/")
    return f"{base}/{int(database) - 8}"


def _prepared(
    service: str,
    var_dir: Path,
    suffix: str,
    database_url: str,
    redis_url: str,
    pgbouncer: bool,
) -> BaseServiceSettings:
    """``service`` migrated and loaded with the demo data in a schema of its own."""
    return migrate_and_seed(
        service,
        demo=True,
        mode=RunMode.TEST,
        var_dir=var_dir,
        token_keys_dir=var_dir / "keys" / "token",
        database_url=database_url,
        database_schema=f"{service}_{suffix}",
        database_pgbouncer=pgbouncer,
        redis_url=redis_url,
    )


def _environment(
    service: str, settings: BaseServiceSettings, peers: dict[str, str]
) -> dict[str, str]:
    prefix = f"{service.upper()}_"
    env = service_environment(prefix, settings)
    env[f"{prefix}TOKEN_KEYS_DIR"] = str(settings.token_key_directory)
    env |= {f"{prefix}{peer.upper()}_URL": url for peer, url in peers.items() if peer != service}
    return env


def _gateway_environment(var_dir: Path, services: dict[str, str], redis_url: str) -> dict[str, str]:
    env = {
        "GATEWAY_MODE": "test",
        "GATEWAY_VAR_DIR": str(var_dir),
        "GATEWAY_TOKEN_KEYS_DIR": str(var_dir / "keys" / "token"),
        "GATEWAY_REDIS_URL": redis_url,
        "GATEWAY_WEB_DIST": str(var_dir / "no-web-build"),
    }
    return env | {f"GATEWAY_{name.upper()}_URL": url for name, url in services.items()}


@contextmanager
def distributed_portal(
    var_dir: Path,
    *,
    database_url: str = POSTGRES_URL,
    redis_url: str | None = None,
    gateways: int = 2,
    gateway_settings: Mapping[str, str] | None = None,
    pgbouncer: LocalPgBouncer | None = None,
) -> Iterator[DistributedPortal]:
    """The six services and ``gateways`` gateways on ``database_url`` (schemas of this run,
    dropped afterwards) and ``redis_url`` (default: a database of the shared test Redis that
    no other test flushes). ``gateway_settings`` adds ``GATEWAY_*`` variables (e.g. a short
    ``GATEWAY_UPSTREAM_DEADLINE_SEC``). Each process logs to ``<var_dir>/logs/<name>.log``.
    With ``pgbouncer``, every service (and its migrations) reaches the database through it:
    ``database_url`` is then ignored."""
    if redis_url is None:
        redis_url = _redis_url()
        # Emptied first: limits and codes of an earlier run must not carry over into this one.
        with Redis.from_url(redis_url) as kv:
            kv.flushdb()
    if pgbouncer is not None:
        database_url = pgbouncer.url()
    suffix = f"d{uuid.uuid4().hex[:8]}"
    ports = {service: free_port() for service in SERVICES}
    urls = {service: f"http://127.0.0.1:{port}" for service, port in ports.items()}
    prepared: dict[str, BaseServiceSettings] = {}
    try:
        for service in SERVICES:
            prepared[service] = _prepared(
                service, var_dir, suffix, database_url, redis_url, pgbouncer is not None
            )
        # One environment for supervisord, inherited by every program: each package reads
        # only the variables of its own prefix.
        env = {**os.environ, "PYTHONPYCACHEPREFIX": str(PYCACHE)}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for service in SERVICES:
            env |= _environment(service, prepared[service], urls)
        env |= _gateway_environment(var_dir, urls, redis_url) | dict(gateway_settings or {})
        gateway_names = ["gateway", *(f"gateway-{n}" for n in range(2, gateways + 1))]
        programs = [
            *(service_program(s, ports[s], prepared[s].shutdown_grace_sec) for s in SERVICES),
            *(Program(name, "gateway", free_port()) for name in gateway_names),
            Program("console", "gateway", free_port(), command="serve-console"),
        ]
        # Each its metrics page (``Program.metrics_url``), one worker each.
        programs = [replace(program, metrics_port=free_port()) for program in programs]
        config.write(programs, var_dir)
        manager = Manager(launch(var_dir, env, quiet=True), Supervisor(var_dir))
        try:
            start_in_order(manager.control, programs)
            servers = {program.name: Server(program, manager) for program in programs}
            gateway_urls = tuple(servers[name].url for name in gateway_names)
            yield DistributedPortal(
                gateway_urls, urls, servers["console"].url, servers, redis_url, manager, pgbouncer
            )
        finally:
            manager.shutdown()
    finally:
        for settings in prepared.values():
            drop_schema(settings)
