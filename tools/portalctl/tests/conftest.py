"""portalctl against real services, in-process, reached through the operator console's gateway
(and, for the break-glass commands, the gateway's operator port)."""

import asyncio
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from pydantic import SecretStr
from typer.testing import CliRunner, Result

from backoffice.demo import demo_api_token
from gateway.config import Settings as GatewaySettings
from gateway.forwarders import InProcessUpstream
from gateway.main import create_console_app
from gateway.operator_port import OperatorPort
from portal_kit.layout import load_service_spec
from portal_kit.settings import RunMode
from portal_kit.testing import PreparedDatabases, rolled_back
from portalctl.cli import app
from portalctl.runner import Runner
from portalctl.settings import Settings

SERVICES = ("auth", "customer", "message", "content", "reference", "backoffice")
# Services whose background consumers stay off (see ``services``).
CONSUMERS = ("message", "customer", "backoffice")

Portalctl = Callable[..., Coroutine[Any, Any, Result]]


@pytest.fixture
async def services(
    backend: str, prepared_databases: PreparedDatabases
) -> AsyncIterator[dict[str, FastAPI]]:
    """Every service with its demo data, running in-process; all writes rolled back.

    Background consumers stay off: a consumer started with the app would write on a connection
    of its own, outside the test's rolled-back transaction (and wait on SQLite's lock), maybe
    for events an earlier test left. Tests deliver events themselves (``deliver_events``).
    """
    apps: dict[str, FastAPI] = {}
    async with AsyncExitStack() as stack:
        for name in SERVICES:
            spec = load_service_spec(name)
            settings = await asyncio.to_thread(prepared_databases.get, spec, backend)
            if name in CONSUMERS:
                settings = settings.model_copy(update={"consume_events": False})
            service_app = await stack.enter_async_context(rolled_back(spec, settings))
            if not apps:
                await service_app.state.kv.flushdb()  # the services share one KV
            async with service_app.state.db.sessionmaker() as session:
                await spec.seed(session, True)
                await session.commit()
            apps[name] = service_app
        yield apps


class RunningServices:
    """The gateway's view of services already running (here: in the test)."""

    def __init__(self, apps: dict[str, FastAPI]) -> None:
        self.embedded_apps = apps
        self._clients = {
            name: httpx.AsyncClient(
                transport=httpx.ASGITransport(app=service, raise_app_exceptions=False),
                base_url=f"http://{name}.embedded",
            )
            for name, service in apps.items()
        }
        self._upstreams = {name: InProcessUpstream(service, name) for name, service in apps.items()}

    def client(self, service: str) -> httpx.AsyncClient:
        return self._clients[service]

    def upstream(self, service: str) -> InProcessUpstream:
        return self._upstreams[service]

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.aclose()


@pytest.fixture
async def console(services: dict[str, FastAPI], tmp_path: Path) -> AsyncIterator[FastAPI]:
    """The operator console's gateway in front of the services, as ``make run`` serves it."""
    backoffice = services["backoffice"].state.settings
    settings = GatewaySettings(
        mode=RunMode.TEST,
        var_dir=tmp_path / "gateway",
        redis_url=backoffice.redis_url,
        operator_token_keys_dir=backoffice.operator_token_key_directory,
        console_web_dist=tmp_path / "no-web-build",
    )
    running = RunningServices(services)
    beside = FastAPI()
    beside.state.upstreams = running
    console_app = create_console_app(settings, beside=beside)
    async with console_app.router.lifespan_context(console_app):
        yield console_app
    await running.aclose()


@pytest.fixture
async def portalctl(services: dict[str, FastAPI], console: FastAPI) -> Portalctl:
    """Run ``portalctl <args>`` as a demo operator (``as_=``: their username) would, with their
    personal API token; the calls run on the test's loop."""
    loop = asyncio.get_running_loop()

    def on_test_loop(work: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(work, loop).result()

    async def invoke(*args: str, as_: str = "admin", token: str | None = None) -> Result:
        runner = Runner(
            Settings(token=SecretStr(token if token is not None else demo_api_token(as_))),
            httpx.ASGITransport(app=console, client=("192.0.2.10", 40000)),
            on_test_loop,
            break_glass_transport=httpx.ASGITransport(app=OperatorPort(lambda: services)),
        )
        return await asyncio.to_thread(CliRunner().invoke, app, list(args), obj=runner)

    return invoke
