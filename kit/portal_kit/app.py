"""The app factory every service uses: lifespan-owned resources, envelope errors, probes."""

from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI, Request

from portal_kit.db import Database
from portal_kit.errors import install_error_handlers
from portal_kit.health import health_router
from portal_kit.kv import create_kv
from portal_kit.pending import pending_router
from portal_kit.settings import BaseServiceSettings


async def _database_ready(request: Request) -> None:
    await request.app.state.db.ping()


async def _kv_ready(request: Request) -> None:
    await request.app.state.kv.ping()


def create_service_app(
    settings: BaseServiceSettings,
    routers: Sequence[APIRouter],
    pending_calls: Iterable[str] = (),
    description: str = "",
) -> FastAPI:
    """A service: its routers, 501 answers for the calls it owns but has not built yet."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.settings = settings
        app.state.db = Database(settings.sqlalchemy_url, settings.database_schema)
        app.state.kv = create_kv(settings.redis_url)
        try:
            yield
        finally:
            await app.state.kv.aclose()
            await app.state.db.dispose()

    app = FastAPI(
        title=f"portal {settings.service_name} service",
        description=description,
        lifespan=lifespan,
        docs_url=None if settings.mode == "prod" else "/docs",
        redoc_url=None,
    )
    install_error_handlers(app)
    app.include_router(health_router({"database": _database_ready, "kv": _kv_ready}))
    for router in routers:
        app.include_router(router)
    app.include_router(pending_router(pending_calls))
    return app
