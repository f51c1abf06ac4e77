"""The portal as distributed mode runs it: every service and two gateways as processes of
their own, on PostgreSQL (a fresh schema per service) and Redis, with the demo data.

Started once per test run, and only when a test asks for it (``distributed_portal``).
"""

import asyncio
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

from gateway.config import SERVICES
from portal_kit.cli import run_seed
from portal_kit.layout import load_service_spec
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import POSTGRES_URL, REDIS_URL, drop_schema

from .processes import free_port, running, service_environment


@dataclass(frozen=True)
class DistributedPortal:
    # Two gateways in front of the same services, as a scaled-out deployment has them.
    gateway_urls: tuple[str, str]
    service_urls: dict[str, str]


def _redis_url() -> str:
    # Not the database of the worker's other tests: those flush theirs between tests.
    base, _, database = REDIS_URL.rpartition("/")
    return f"{base}/{int(database) - 8}"


def _prepared(service: str, var_dir: Path, suffix: str) -> BaseServiceSettings:
    """``service`` migrated and loaded with the demo data in a schema of its own."""
    spec = load_service_spec(service)
    settings = spec.settings_cls(
        mode=RunMode.TEST,
        var_dir=var_dir,
        token_keys_dir=var_dir / "keys" / "token",
        database_url=POSTGRES_URL,
        database_schema=f"{service}_{suffix}",
        redis_url=_redis_url(),
    )
    upgrade(spec.alembic_ini, settings)
    asyncio.run(run_seed(settings, spec.seed, demo=True))
    return settings


def _environment(
    service: str, settings: BaseServiceSettings, peers: dict[str, str]
) -> dict[str, str]:
    prefix = f"{service.upper()}_"
    env = service_environment(prefix, settings)
    env[f"{prefix}TOKEN_KEYS_DIR"] = str(settings.token_key_directory)
    env |= {f"{prefix}{peer.upper()}_URL": url for peer, url in peers.items() if peer != service}
    return env


def _gateway_environment(var_dir: Path, services: dict[str, str]) -> dict[str, str]:
    env = {
        "GATEWAY_MODE": "test",
        "GATEWAY_VAR_DIR": str(var_dir),
        "GATEWAY_TOKEN_KEYS_DIR": str(var_dir / "keys" / "token"),
        "GATEWAY_REDIS_URL": _redis_url(),
        "GATEWAY_WEB_DIST": str(var_dir / "no-web-build"),
    }
    return env | {f"GATEWAY_{name.upper()}_URL": url for name, url in services.items()}


@contextmanager
def distributed_portal(var_dir: Path) -> Iterator[DistributedPortal]:
    suffix = f"d{uuid.uuid4().hex[:8]}"
    ports = {service: free_port() for service in SERVICES}
    urls = {service: f"http://127.0.0.1:{port}" for service, port in ports.items()}
    prepared = {service: _prepared(service, var_dir, suffix) for service in SERVICES}
    try:
        with ExitStack() as stack:
            # Auth first (SERVICES starts with it): in test mode it creates the token keys
            # everybody verifies with.
            for service in SERVICES:
                env = _environment(service, prepared[service], urls)
                stack.enter_context(running(service, ports[service], env))
            gateway_env = _gateway_environment(var_dir, urls)
            gateways = []
            for _ in range(2):
                port = free_port()
                stack.enter_context(running("gateway", port, gateway_env))
                gateways.append(f"http://127.0.0.1:{port}")
            yield DistributedPortal((gateways[0], gateways[1]), urls)
    finally:
        for settings in prepared.values():
            drop_schema(settings)
