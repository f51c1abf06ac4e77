from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from gateway.config import SERVICES, Settings
from gateway.main import create_app, create_console_app
from portal_client.protection import CONSOLE_KEYS_PATH, Protected
from portal_kit.clock import ManualClock
from portal_kit.layout import load_service_spec
from portal_kit.local_pgbouncer import local_pgbouncer
from portal_kit.sessions import Session, SessionStore
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import POSTGRES_URL, PreparedDatabases, require_pgbouncer, require_servers

from .distributed import DistributedPortal, distributed_portal
from .support import bearer_for


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><div id=root></div>")
    (dist / "assets" / "app-1a2b.js").write_text("console.log('app')")
    return dist


@pytest.fixture(scope="session")
def gateway_var_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder for the whole run: the transport key is generated once, not per test."""
    return tmp_path_factory.mktemp("gateway-var")


@pytest.fixture
def shared_settings() -> dict[str, Any]:
    """Settings the gateway and every embedded service take alike, beyond their defaults;
    a test module overrides this fixture to run the portal configured otherwise."""
    return {}


@pytest.fixture
def embedded_settings(
    backend: str, prepared_databases: PreparedDatabases, shared_settings: dict[str, Any]
) -> dict[str, BaseServiceSettings]:
    """Every service migrated and seeded with platform data on ``backend``, in databases of
    the gateway's suite: its calls commit for real, unlike the service suites' tests."""
    return {
        service: prepared_databases.get(
            load_service_spec(service), backend, owner="gateway"
        ).model_copy(update=shared_settings)
        for service in SERVICES
    }


@pytest.fixture
async def gateway_app(
    embedded_settings: dict[str, BaseServiceSettings],
    shared_settings: dict[str, Any],
    web_dist: Path,
    gateway_var_dir: Path,
) -> AsyncIterator[FastAPI]:
    redis_url = embedded_settings["auth"].redis_url
    settings = Settings(
        mode=RunMode.TEST,
        web_dist=web_dist,
        redis_url=redis_url,
        var_dir=gateway_var_dir,
        token_keys_dir=embedded_settings["auth"].token_key_directory,
        operator_token_keys_dir=embedded_settings["auth"].operator_token_key_directory,
        console_web_dist=web_dist,
        **shared_settings,
    )
    clock = ManualClock()
    app = create_app(settings, embedded_settings, clock=clock)
    async with app.router.lifespan_context(app):
        # One time for the whole portal, as on one machine: the services read it too.
        for service_app in app.state.upstreams.embedded_apps.values():
            service_app.state.clock = clock
        yield app


@pytest.fixture
async def console_app(gateway_app: FastAPI) -> AsyncIterator[FastAPI]:
    """The operator console's listener beside the portal, as ``serve`` runs it embedded."""
    settings: Settings = gateway_app.state.settings
    app = create_console_app(settings, beside=gateway_app, clock=gateway_app.state.clock)
    async with app.router.lifespan_context(app):
        yield app


@pytest.fixture
async def console(console_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """An operator's browser on the console: every ``/api`` call protected, keys from the
    console's own handout."""
    transport = httpx.ASGITransport(app=console_app, client=("198.51.100.9", 50000))
    async with httpx.AsyncClient(
        transport=transport,
        base_url="http://console.test",
        auth=Protected(keys_path=CONSOLE_KEYS_PATH),
    ) as client:
        yield client


@pytest.fixture
async def gateway(gateway_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """A browser page: every ``/api`` call is protected as DESIGN §5 says."""
    transport = httpx.ASGITransport(app=gateway_app, client=("203.0.113.7", 50000))
    async with httpx.AsyncClient(
        transport=transport, base_url="http://portal.test", auth=Protected()
    ) as client:
        yield client


@pytest.fixture
async def session(gateway_app: FastAPI) -> Session:
    """A live session of demo user U0001, made as auth makes one at sign-in."""
    created, _ = await SessionStore(gateway_app.state.kv, gateway_app.state.clock).create(
        user_code="U0001",
        employee_code="EMP0001",
        comp_code="DEMO0001",
        role="C101",
        biz="DEMO0001-EC-C101",
        idle_limit_sec=1800,
    )
    return created


@pytest.fixture
def signed_in(gateway_app: FastAPI, session: Session) -> dict[str, str]:
    """The Authorization header of ``session``."""
    return bearer_for(gateway_app, session)


@pytest.fixture(scope="session")
def distributed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DistributedPortal]:
    """Distributed mode: every service and two gateways as processes, PostgreSQL and Redis;
    the services reach PostgreSQL through a PgBouncer in transaction pooling mode."""
    require_servers()
    require_pgbouncer()
    with (
        local_pgbouncer(POSTGRES_URL, tmp_path_factory.mktemp("pgbouncer")) as pgbouncer,
        distributed_portal(tmp_path_factory.mktemp("distributed"), pgbouncer=pgbouncer) as portal,
    ):
        yield portal
