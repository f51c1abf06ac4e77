"""The portal under load: the six services and a gateway, each its own process (or its own
worker processes), in test mode (the dev outbox gives the captcha answers), on PostgreSQL
(schemas of this run, dropped afterwards) and on a Redis server of the run's own (or a given
Redis database, emptied afterwards)."""

import asyncio
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from redis import Redis
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from bench.gateway.instrumented import PROFILE_FILE_VARIABLE
from bench.gateway.processes import (
    Processes,
    Started,
    free_port,
    portal_environment,
    start_redis,
    wait_until_healthy,
)
from bench.load.users import LoadUser, add_users
from portal_kit.cli import migrate_and_seed
from portal_kit.db import HIDE_PARAMETERS
from portal_kit.settings import BaseServiceSettings, RunMode

SERVICES = ("auth", "customer", "message", "content", "reference", "backoffice")


@dataclass
class Portal:
    gateway_port: int
    redis_url: str = ""
    # Every process of the portal by name ("gateway", "auth", ..., "redis" when started here).
    processes: dict[str, Started] = field(default_factory=dict)
    # The processes run under bench.gateway's sampler, and where each writes its profile.
    profiles: dict[str, Path] = field(default_factory=dict)


def _prepare(
    service: str, var_dir: Path, database_url: str, schema: str, redis_url: str
) -> BaseServiceSettings:
    return migrate_and_seed(
        service,
        demo=True,
        mode=RunMode.TEST,
        var_dir=var_dir,
        token_keys_dir=var_dir / "keys" / "token",
        database_url=database_url,
        database_schema=schema,
        redis_url=redis_url,
    )


def _drop_schemas(database_url: str, schemas: list[str]) -> None:
    async def drop() -> None:
        engine = create_async_engine(database_url, hide_parameters=HIDE_PARAMETERS)
        try:
            async with engine.begin() as connection:
                for schema in schemas:
                    await connection.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        finally:
            await engine.dispose()

    asyncio.run(drop())


@contextmanager
def running_portal(
    tmp: Path,
    processes: Processes,
    users: list[LoadUser],
    database_url: str,
    redis_url: str | None,
    strong_passwords: bool,
    profiled: frozenset[str] = frozenset(),
    workers: dict[str, int] | None = None,
) -> Iterator[Portal]:
    """Prepared, started and healthy; every process is stopped and the schemas dropped after."""
    var_dir = tmp / "var"
    var_dir.mkdir()
    portal = Portal(gateway_port=free_port())
    portal.profiles = {name: tmp / f"profile-{name}.json" for name in profiled}
    if redis_url is None:
        redis_url, portal.processes["redis"] = start_redis(processes)
    portal.redis_url = redis_url
    suffix = f"_load{os.getpid()}"
    schemas = [f"{service}{suffix}" for service in SERVICES]
    try:
        began = time.monotonic()
        settings = {
            service: _prepare(service, var_dir, database_url, f"{service}{suffix}", redis_url)
            for service in SERVICES
        }
        add_users(settings["auth"], settings["customer"], users, strong_passwords)
        print(
            f"migrated, loaded the demo data and {len(users)} load users in "
            f"{time.monotonic() - began:.1f} s",
            flush=True,
        )
        yield from _started(portal, processes, var_dir, settings, redis_url, workers or {})
    finally:
        processes.stop_all()
        _drop_schemas(database_url, schemas)
        if "redis" not in portal.processes:
            Redis.from_url(redis_url).flushdb()


def _started(
    portal: Portal,
    processes: Processes,
    var_dir: Path,
    settings: dict[str, BaseServiceSettings],
    redis_url: str,
    workers: dict[str, int],
) -> Iterator[Portal]:
    began = time.monotonic()
    env = portal_environment(var_dir)
    ports = {service: free_port() for service in SERVICES}
    urls = {service: f"http://127.0.0.1:{port}" for service, port in ports.items()}
    keys = str(var_dir / "keys" / "token")
    for service in SERVICES:
        prefix = service.upper()
        env |= {
            f"{prefix}_DATABASE_URL": settings[service].sqlalchemy_url,
            f"{prefix}_DATABASE_SCHEMA": settings[service].database_schema,
            f"{prefix}_REDIS_URL": redis_url,
            f"{prefix}_TOKEN_KEYS_DIR": keys,
        }
        env |= {f"{prefix}_{peer.upper()}_URL": urls[peer] for peer in SERVICES if peer != service}
    env |= {f"GATEWAY_{service.upper()}_URL": url for service, url in urls.items()}
    env |= {
        "GATEWAY_REDIS_URL": redis_url,
        "GATEWAY_TOKEN_KEYS_DIR": keys,
        "GATEWAY_WEB_DIST": str(var_dir / "no-web-build"),
    }

    def start(name: str, port: int) -> Started:
        argv = [name, "serve", "--port", str(port), "--workers", str(workers.get(name, 1))]
        own_env = env
        if name in portal.profiles:
            # The same entry point, under the sampler: SIGUSR1 starts, SIGUSR2 writes it out.
            argv = ["bench.gateway.instrumented", *argv]
            own_env = env | {PROFILE_FILE_VARIABLE: str(portal.profiles[name])}
        started = processes.start(name, [sys.executable, "-m", *argv], own_env)
        portal.processes[name] = started
        return started

    # Auth first: in test mode it makes the token keys the others verify with.
    wait_until_healthy(start("auth", ports["auth"]), ports["auth"])
    others = {service: start(service, ports[service]) for service in SERVICES[1:]}
    for service, started in others.items():
        wait_until_healthy(started, ports[service])
    gateway = start("gateway", portal.gateway_port)
    wait_until_healthy(gateway, portal.gateway_port)
    several = ", ".join(f"{name} {count}" for name, count in workers.items() if count > 1)
    print(
        f"started the services and the gateway (:{portal.gateway_port}) in "
        f"{time.monotonic() - began:.1f} s; worker processes: {several or 'one each'}",
        flush=True,
    )
    yield portal
