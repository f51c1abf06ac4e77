from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from gateway.config import SERVICES, Settings
from gateway.main import create_app
from portal_kit.layout import load_service_spec
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import PreparedDatabases


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><div id=root></div>")
    (dist / "assets" / "app-1a2b.js").write_text("console.log('app')")
    return dist


@pytest.fixture
def embedded_settings(
    backend: str, prepared_databases: PreparedDatabases
) -> dict[str, BaseServiceSettings]:
    """Every service migrated and seeded with platform data on ``backend``."""
    return {
        service: prepared_databases.get(load_service_spec(service), backend) for service in SERVICES
    }


@pytest.fixture
async def gateway_app(
    embedded_settings: dict[str, BaseServiceSettings], web_dist: Path
) -> AsyncIterator[FastAPI]:
    redis_url = embedded_settings["auth"].redis_url
    settings = Settings(mode=RunMode.TEST, web_dist=web_dist, redis_url=redis_url)
    app = create_app(settings, embedded_settings)
    async with app.router.lifespan_context(app):
        yield app


@pytest.fixture
async def gateway(gateway_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=gateway_app, client=("203.0.113.7", 50000))
    async with httpx.AsyncClient(transport=transport, base_url="http://portal.test") as client:
        yield client
