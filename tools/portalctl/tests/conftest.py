"""portalctl against real services, in-process, reached through the gateway's operator port."""

import asyncio
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import AsyncExitStack
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from typer.testing import CliRunner, Result

from gateway.operator_port import OperatorPort
from portal_kit.layout import load_service_spec
from portal_kit.testing import PreparedDatabases, rolled_back
from portalctl.cli import app
from portalctl.runner import Runner
from portalctl.settings import Settings

SERVICES = ("auth", "customer", "message", "content", "reference")

Portalctl = Callable[..., Coroutine[Any, Any, Result]]


@pytest.fixture
async def services(
    backend: str, prepared_databases: PreparedDatabases
) -> AsyncIterator[dict[str, FastAPI]]:
    """Every service with its demo data, running in-process; all writes rolled back.

    The message and customer services' background consumers stay off: a consumer started with
    the app would write on a connection of its own, outside the test's rolled-back transaction (and
    wait on SQLite's lock), maybe for events an earlier test left. Tests deliver events
    themselves (``deliver_events``).
    """
    apps: dict[str, FastAPI] = {}
    async with AsyncExitStack() as stack:
        for name in SERVICES:
            spec = load_service_spec(name)
            settings = await asyncio.to_thread(prepared_databases.get, spec, backend)
            if name in ("message", "customer"):
                settings = settings.model_copy(update={"consume_events": False})
            service_app = await stack.enter_async_context(rolled_back(spec, settings))
            if not apps:
                await service_app.state.kv.flushdb()  # the services share one KV
            async with service_app.state.db.sessionmaker() as session:
                await spec.seed(session, True)
                await session.commit()
            apps[name] = service_app
        yield apps


@pytest.fixture
async def portalctl(services: dict[str, FastAPI]) -> Portalctl:
    """Run ``portalctl <args>`` as an operator would; the calls run on the test's loop."""
    transport = httpx.ASGITransport(app=OperatorPort(lambda: services))
    loop = asyncio.get_running_loop()

    def on_test_loop(work: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(work, loop).result()

    runner = Runner(Settings(), transport, on_test_loop)

    async def invoke(*args: str) -> Result:
        return await asyncio.to_thread(CliRunner().invoke, app, list(args), obj=runner)

    return invoke
