"""The app factory every service uses: lifespan-owned resources, envelope errors, probes."""

from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import APIRouter, Depends, FastAPI, Request

from portal_kit.backlog_gauges import BacklogReader
from portal_kit.body_limit import BodyLimit
from portal_kit.db import Database, is_sqlite
from portal_kit.errors import install_error_handlers
from portal_kit.event_outbox import OutboxRelay
from portal_kit.health import Check, Gate, health_router
from portal_kit.kv import create_kv
from portal_kit.kv_persistence import check_kv_persistence
from portal_kit.metrics import forget_pool, watch_pool
from portal_kit.observe import RequestObserver
from portal_kit.openapi import install_envelope_openapi
from portal_kit.peers import remote_peer
from portal_kit.pending import pending_router
from portal_kit.schema_check import schema_check
from portal_kit.senders import open_providers
from portal_kit.settings import BaseServiceSettings
from portal_kit.storable_text import refuse_unstorable_text
from portal_kit.tracing import instrument

# A service's own start-up work (e.g. loading its keys), run once the database and KV exist.
StartupStep = Callable[[FastAPI], Awaitable[None]]
# Its shutdown work (e.g. stopping a background task), run while the database and KV still exist.
ShutdownStep = Callable[[FastAPI], Awaitable[None]]


async def _database_ready(request: Request) -> None:
    await request.app.state.db.ping()


async def _kv_ready(request: Request) -> None:
    await request.app.state.kv.ping()


def readiness_checks(settings: BaseServiceSettings, migrations: Path | None) -> dict[str, Check]:
    """The database answers and (with ``migrations``) is at their head; Redis answers, but
    once it has, a Redis outage leaves the service ready (docs/decisions.md, "Readiness")."""
    checks = {"database": Check(_database_ready)}
    if migrations is not None:
        schema = None if is_sqlite(settings.sqlalchemy_url) else settings.database_schema
        checks["schema"] = schema_check(migrations, settings.service_name, schema)
    checks["kv"] = Check(_kv_ready, gate=Gate.UNTIL_FIRST_SUCCESS)
    return checks


def create_service_app(
    settings: BaseServiceSettings,
    routers: Sequence[APIRouter],
    pending_calls: Iterable[str] = (),
    description: str = "",
    on_startup: Sequence[StartupStep] = (),
    peers: Sequence[str] = (),
    on_shutdown: Sequence[ShutdownStep] = (),
    event_outbox: bool = False,
    upload_paths: Iterable[str] = (),
    migrations: Path | None = None,
) -> FastAPI:
    """A service: its routers, 501 answers for the calls it owns but has not built yet.

    ``on_startup`` steps run in order inside the lifespan; one that raises stops the start.
    ``on_shutdown`` steps run in reverse order when the app stops (also after a failed start),
    before the database and KV are closed.
    ``peers`` are the services it calls: a client for each one whose URL its settings name
    (``<PREFIX>_<PEER>_URL``); in embedded mode the gateway provides the rest.
    The SMS and e-mail adapters its settings configure (``portal_kit.senders``) live as long.
    ``event_outbox``: the service stages events in its ``event_outbox`` table
    (``portal_kit.event_outbox``), and a relay publishes them for as long as the app runs.
    With metrics on, a reader reports the outbox's backlog and the lag of the consumers the
    steps started (``portal_kit.backlog_gauges``).
    ``upload_paths``: the routes that take a file upload; every other body is capped as the
    gateway caps it (``portal_kit.body_limit``), whoever calls the service.
    ``migrations``: the service's ``alembic.ini``; it is not ready until its database is at
    their head (``portal_kit.schema_check``).
    """

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.settings = settings
        app.state.db = Database.of(settings)
        watch_pool(settings.service_name, app.state.db.engine)
        app.state.kv = create_kv(
            settings.redis_url, settings.kv_pool_size, settings.kv_pool_wait_sec
        )
        own_peers = {
            name: remote_peer(url, settings.service_token)
            for name in peers
            if (url := getattr(settings, f"{name}_url", None))
        }
        app.state.peers = dict(own_peers)
        app.state.providers = open_providers(settings)
        relay = OutboxRelay(app.state.db.engine, app.state.kv) if event_outbox else None
        app.state.outbox_relay = relay
        # Its outbox and its consumers' lag, for /metrics (portal_kit.backlog_gauges).
        backlog = (
            BacklogReader(
                settings.service_name, app.state.kv, app.state.db if event_outbox else None
            )
            if settings.metrics_enabled
            else None
        )
        app.state.backlog_reader = backlog
        try:
            await check_kv_persistence(settings, app.state.kv)
            if relay is not None:
                app.state.db.on_events_committed = relay.nudge
                relay.start()
            for step in on_startup:
                await step(app)
            # After the steps: they start the consumers whose lag it reads.
            if backlog is not None:
                backlog.start()
            yield
        finally:
            try:
                if backlog is not None:
                    await backlog.stop()
                for stop in reversed(on_shutdown):
                    await stop(app)
                if relay is not None:
                    await relay.stop()
            finally:
                for client in own_peers.values():
                    await client.aclose()
                await app.state.providers.aclose()
                await app.state.kv.aclose()
                forget_pool(settings.service_name, app.state.db.engine)
                await app.state.db.dispose()

    app = FastAPI(
        title=f"portal {settings.service_name} service",
        description=description,
        lifespan=lifespan,
        docs_url=None if settings.mode == "prod" else "/docs",
        redoc_url=None,
        dependencies=[Depends(refuse_unstorable_text)],
    )
    install_error_handlers(app)
    install_envelope_openapi(app)
    app.include_router(health_router(settings.service_name, readiness_checks(settings, migrations)))
    for router in routers:
        app.include_router(router)
    app.include_router(pending_router(pending_calls))
    app.add_middleware(BodyLimit, upload_paths=frozenset(upload_paths))
    # Outermost of ours: the request id is set before anything below logs.
    app.add_middleware(RequestObserver, service=settings.service_name)
    instrument(app, settings)
    return app
