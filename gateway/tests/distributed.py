"""The portal as distributed mode runs it: every service and the gateways as processes of
their own, on PostgreSQL (a fresh schema per service) and Redis, with the demo data.

``distributed_portal`` starts it on the shared test servers by default, or on the servers a
test names (the fault tests bring private ones); each process can be stopped, paused and
started again on the same port (``Server``).
"""

import signal
import subprocess
import uuid
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from redis import Redis

from gateway.config import SERVICES
from portal_kit.cli import migrate_and_seed
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import POSTGRES_URL, REDIS_URL, drop_schema

from . import processes
from .processes import free_port, service_environment


@dataclass
class Server:
    """One process of the portal (``python -m <module> <command>``) on a fixed port."""

    module: str
    port: int
    env: dict[str, str]
    log: Path
    command: str = "serve"
    process: "subprocess.Popen[bytes] | None" = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        assert self.process is not None, f"{self.module} is not running"
        return self.process.pid

    def start(self) -> None:
        """Start it (again), on the same port with the same settings; waits for /healthz."""
        self.process = processes.start(self.module, self.port, self.env, self.log, self.command)

    def spawn(self) -> None:
        """Start it without waiting (``wait_until_alive``): several start at once."""
        self.process = processes.spawn(self.module, self.port, self.env, self.log, self.command)

    def wait_until_alive(self) -> None:
        assert self.process is not None, f"{self.module} was not started"
        processes.wait_until_alive(self.process, self.port, self.log)

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process is not None:
            processes.stop(self.process, sig)

    def pause(self) -> None:
        """SIGSTOP: the port still accepts connections, nothing answers."""
        self.signal(signal.SIGSTOP)

    def resume(self) -> None:
        self.signal(signal.SIGCONT)

    def signal(self, sig: int) -> None:
        assert self.process is not None, f"{self.module} is not running"
        self.process.send_signal(sig)

    def is_running(self) -> bool:
        return self.process is not None and self.process.poll() is None


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


def _redis_url() -> str:
    # Not the database of the worker's other tests: those flush theirs between tests.
    base, _, database = REDIS_URL.rpartition("/")
    return f"{base}/{int(database) - 8}"


def _prepared(
    service: str, var_dir: Path, suffix: str, database_url: str, redis_url: str
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
) -> Iterator[DistributedPortal]:
    """The five services and ``gateways`` gateways on ``database_url`` (schemas of this run,
    dropped afterwards) and ``redis_url`` (default: a database of the shared test Redis that
    no other test flushes). ``gateway_settings`` adds ``GATEWAY_*`` variables (e.g. a short
    ``GATEWAY_UPSTREAM_DEADLINE_SEC``). Each process logs to ``<var_dir>/<name>.log``."""
    if redis_url is None:
        redis_url = _redis_url()
        # Emptied first: limits and codes of an earlier run must not carry over into this one.
        with Redis.from_url(redis_url) as kv:
            kv.flushdb()
    suffix = f"d{uuid.uuid4().hex[:8]}"
    ports = {service: free_port() for service in SERVICES}
    urls = {service: f"http://127.0.0.1:{port}" for service, port in ports.items()}
    prepared: dict[str, BaseServiceSettings] = {}
    servers: dict[str, Server] = {}
    try:
        for service in SERVICES:
            prepared[service] = _prepared(service, var_dir, suffix, database_url, redis_url)
        with ExitStack() as stack:
            for service in SERVICES:
                env = _environment(service, prepared[service], urls)
                servers[service] = Server(service, ports[service], env, var_dir / f"{service}.log")
            gateway_env = _gateway_environment(var_dir, urls, redis_url)
            gateway_env |= dict(gateway_settings or {})
            gateway_names = ["gateway", *(f"gateway-{n}" for n in range(2, gateways + 1))]
            for name in gateway_names:
                servers[name] = Server("gateway", free_port(), gateway_env, var_dir / f"{name}.log")
            servers["console"] = Server(
                "gateway", free_port(), gateway_env, var_dir / "console.log", "serve-console"
            )
            for server in servers.values():
                stack.callback(server.stop)
            # Auth first: in test mode it creates the token keys everybody verifies with.
            # Then the other services together, then the gateways, which ask auth for its key.
            servers["auth"].start()
            front = [*gateway_names, "console"]
            for group in ([s for s in SERVICES if s != "auth"], front):
                for name in group:
                    servers[name].spawn()
                for name in group:
                    servers[name].wait_until_alive()
            gateway_urls = tuple(servers[name].url for name in gateway_names)
            yield DistributedPortal(gateway_urls, urls, servers["console"].url, servers, redis_url)
    finally:
        for settings in prepared.values():
            drop_schema(settings)
