"""Readiness means ready (portal_kit.health): a Redis outage leaves a pod ready, a database
behind the code's migrations does not, and the answer comes within the probe's timeout
however a dependency hangs. And production's warning about a Redis that keeps nothing.

Against real servers: Redis servers of the test's own (stopped and started), SQLite and
PostgreSQL, and a TCP server that accepts connections and never answers.
"""

import asyncio
import logging
import socket
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import httpx
import pytest
from fastapi import APIRouter, FastAPI
from prometheus_client import REGISTRY
from pydantic_settings import SettingsConfigDict
from sqlalchemy import text

from gateway.config import SERVICES, Settings
from gateway.main import create_app
from portal_kit.app import create_service_app
from portal_kit.deps import KVDep
from portal_kit.envelope import Envelope, ok
from portal_kit.kv_persistence import Persistence, check_kv_persistence
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import PreparedDatabases, backend_settings, drop_schema, served

from .private_servers import private_redis, require_binaries
from .processes import free_port

PROD_TOKEN = "a-production-service-token-of-enough-length"
# The readiness probes' timeout in deploy/k8s (base/patches/server.yaml).
PROBE_TIMEOUT_S = 3.0
SERVICE_UNAVAILABLE = {
    "ok": False,
    "status": 503,
    "msg": "The service is temporarily unavailable; please try again later.",
    "body": None,
}


class ProbeSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="PROBETEST_", extra="ignore")

    service_name: str = "probetest"


router = APIRouter()


@router.post("/kv-read")
async def kv_read(kv: KVDep) -> Envelope[str | None]:
    return ok(await kv.get("probetest:anything"))


@asynccontextmanager
async def running(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://probe.test") as client:
            yield client


def gauge(name: str, **labels: str) -> float | None:
    return REGISTRY.get_sample_value(name, labels)


@contextmanager
def silent_server() -> Iterator[int]:
    """A loopback port whose connections are accepted (by the kernel, into the backlog) and
    never answered: a dependency that hangs."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(64)
        yield listener.getsockname()[1]


@pytest.fixture(autouse=True)
def redis_binaries() -> None:
    require_binaries()


class TestRedisOutage:
    @pytest.mark.process
    async def test_a_service_stays_ready_and_answers_503_until_redis_is_back(
        self, tmp_path: Path
    ) -> None:
        with private_redis() as redis:
            settings = ProbeSettings(mode=RunMode.TEST, var_dir=tmp_path, redis_url=redis.url)
            async with running(create_service_app(settings, [router])) as client:
                before = await client.get("/readyz")
                redis.stop()
                during = await client.get("/readyz")
                kv_gauge = gauge("portal_readiness_check", service="probetest", check="kv")
                call = await client.post("/kv-read", headers={"Accept-Language": "en"})
                redis.start()
                after = await client.get("/readyz")
                call_after = await client.post("/kv-read")

        assert before.json() == {"status": "ready", "checks": {"database": "ok", "kv": "ok"}}
        assert during.status_code == 200
        assert during.json() == {
            "status": "degraded",
            "checks": {"database": "ok", "kv": "unavailable"},
        }
        assert kv_gauge == 0
        assert call.json() == SERVICE_UNAVAILABLE
        assert after.json() == {"status": "ready", "checks": {"database": "ok", "kv": "ok"}}
        assert call_after.json()["ok"] is True
        assert gauge("portal_readiness_check", service="probetest", check="kv") == 1

    async def test_a_process_that_never_reached_redis_is_not_ready(self, tmp_path: Path) -> None:
        settings = ProbeSettings(
            mode=RunMode.TEST, var_dir=tmp_path, redis_url=f"redis://127.0.0.1:{free_port()}/0"
        )
        async with running(create_service_app(settings, [router])) as client:
            response = await client.get("/readyz")

        assert response.status_code == 503
        assert response.json() == {
            "status": "not ready",
            "checks": {"database": "ok", "kv": "unavailable"},
        }


@pytest.fixture
def reference() -> ServiceSpec:
    return load_service_spec("reference")


@pytest.fixture
def fresh_reference(
    reference: ServiceSpec, backend: str, tmp_path: Path
) -> Iterator[BaseServiceSettings]:
    """The reference service's settings on an empty database (a schema of its own)."""
    settings = backend_settings(reference.settings_cls, backend, tmp_path, tmp_path / "keys")
    try:
        yield settings
    finally:
        drop_schema(settings)


@pytest.fixture
def services_but_reference(
    backend: str,
    prepared_databases: PreparedDatabases,
    fresh_reference: BaseServiceSettings,
) -> dict[str, BaseServiceSettings]:
    """Every service migrated, but the reference service on an empty database."""
    services = {
        service: prepared_databases.get(load_service_spec(service), backend, "gateway")
        for service in SERVICES
        if service != "reference"
    }
    return services | {"reference": fresh_reference}


class TestMigrationHead:
    async def test_not_ready_until_the_database_is_migrated_to_the_head(
        self, reference: ServiceSpec, fresh_reference: BaseServiceSettings
    ) -> None:
        async with running(reference.create_app(fresh_reference)) as client:
            unmigrated = await client.get("/readyz")
            await asyncio.to_thread(upgrade, reference.alembic_ini, fresh_reference, "0001")
            behind = await client.get("/readyz")
            await asyncio.to_thread(upgrade, reference.alembic_ini, fresh_reference)
            migrated = await client.get("/readyz")

        migrate = "run `python -m reference migrate`"
        assert unmigrated.status_code == 503
        assert unmigrated.json()["status"] == "not ready"
        assert unmigrated.json()["checks"]["schema"] == (
            f"not migrated: no revision applied, code at 0002; {migrate}"
        )
        assert behind.status_code == 503
        assert behind.json()["checks"]["schema"] == (
            f"behind: database at 0001, code at 0002; {migrate}"
        )
        assert migrated.status_code == 200
        assert migrated.json() == {
            "status": "ready",
            "checks": {"database": "ok", "schema": "ok", "kv": "ok"},
        }

    async def test_a_database_a_newer_release_migrated_stays_ready(
        self,
        reference: ServiceSpec,
        fresh_reference: BaseServiceSettings,
        caplog: pytest.LogCaptureFixture,
    ) -> None:
        await asyncio.to_thread(upgrade, reference.alembic_ini, fresh_reference)
        app = reference.create_app(fresh_reference)
        async with running(app) as client:
            table = (
                f'"{fresh_reference.database_schema}".alembic_version'
                if fresh_reference.database_url
                else "alembic_version"
            )
            async with app.state.db.transaction() as session:
                # The schema is a plain identifier (settings refuse any other).
                await session.execute(text(f"UPDATE {table} SET version_num = '0003'"))  # noqa: S608
            with caplog.at_level(logging.INFO):
                response = await client.get("/readyz")

        # Its migrations keep this release's code working: a rollout or a rollback goes on.
        assert response.status_code == 200
        assert response.json()["checks"]["schema"] == (
            "ahead: database at 0003, unknown to this code (at 0002)"
        )
        # A probe every few seconds logs nothing while all is well (Alembic's own reader
        # would log two lines each time).
        assert [record.name for record in caplog.records if record.name != "httpx"] == []

    @pytest.mark.parametrize("backend", ["embedded"], indirect=True)
    async def test_the_gateway_names_the_embedded_service_behind(
        self, services_but_reference: dict[str, BaseServiceSettings], tmp_path: Path
    ) -> None:
        services = services_but_reference
        settings = Settings(
            mode=RunMode.TEST,
            var_dir=tmp_path,
            web_dist=tmp_path,
            console_web_dist=tmp_path,
            token_keys_dir=services["auth"].token_key_directory,
            operator_token_keys_dir=services["auth"].operator_token_key_directory,
        )
        async with running(create_app(settings, services)) as gateway:
            response = await gateway.get("/readyz")

        assert response.status_code == 503
        assert response.json()["checks"] == {
            "kv": "ok",
            "services": "not ready: reference (schema: not migrated: no revision applied, "
            "code at 0002; run `python -m reference migrate`)",
        }


class TestDeadlines:
    async def test_hanging_dependencies_are_named_within_the_probe_timeout(
        self, reference: ServiceSpec, tmp_path: Path
    ) -> None:
        with silent_server() as port:
            settings = ProbeSettings(
                mode=RunMode.TEST,
                var_dir=tmp_path,
                database_url=f"postgresql+asyncpg://portal@127.0.0.1:{port}/portal",
                redis_url=f"redis://127.0.0.1:{port}/0",
            )
            app = create_service_app(settings, [router], migrations=reference.alembic_ini)
            async with app.router.lifespan_context(app), served(app) as app_port:
                started = time.monotonic()
                async with httpx.AsyncClient(timeout=PROBE_TIMEOUT_S) as probe:
                    response = await probe.get(f"http://127.0.0.1:{app_port}/readyz")
                took = time.monotonic() - started

        # Each check has 1 s, and they run together.
        assert took < PROBE_TIMEOUT_S
        assert response.status_code == 503
        assert response.json() == {
            "status": "not ready",
            "checks": {
                "database": "timed out after 1 s",
                "schema": "timed out after 1 s",
                "kv": "timed out after 1 s",
            },
        }
        assert gauge("portal_readiness_check", service="probetest", check="database") == 0


# Redis as a managed one may run it: CONFIG refused, no append-only file.
CONFIG_REFUSED = ("--rename-command", "CONFIG", "", "--appendonly", "no", "--save", "")


@pytest.mark.process
class TestRedisPersistence:
    async def test_prod_warns_at_start_when_redis_keeps_nothing(
        self,
        tmp_path: Path,
        caplog: pytest.LogCaptureFixture,
        metrics_page: Callable[[], str],
    ) -> None:
        with private_redis(("--appendonly", "no", "--save", "")) as redis:
            settings = ProbeSettings(
                mode=RunMode.PROD, var_dir=tmp_path, redis_url=redis.url, service_token=PROD_TOKEN
            )
            with caplog.at_level(logging.WARNING, "portal_kit.kv_persistence"):
                async with running(create_service_app(settings, [router])):
                    metrics = metrics_page()

        assert 'portal_kv_persistence{service="probetest"} 0.0' in metrics.splitlines()
        assert [record.getMessage() for record in caplog.records] == [
            "Redis keeps nothing on disk (no appendonly, no save points): a Redis restart "
            "signs every user out and loses undelivered events; turn on appendonly "
            "(docs/monitoring.md, 'Redis persistence')"
        ]

    @pytest.mark.parametrize(
        ("options", "found", "metric"),
        [
            (("--appendonly", "yes", "--save", ""), Persistence.AOF, 1),
            (("--appendonly", "no", "--save", "3600 1"), Persistence.RDB, 1),
            (CONFIG_REFUSED, Persistence.UNKNOWN, None),
        ],
        ids=["append-only", "save-points", "config-refused"],
    )
    async def test_what_redis_keeps_is_told(
        self,
        tmp_path: Path,
        caplog: pytest.LogCaptureFixture,
        options: tuple[str, ...],
        found: Persistence,
        metric: float | None,
    ) -> None:
        service = f"persist_{found.name.lower()}"
        with private_redis(options) as redis:
            settings = ProbeSettings(
                mode=RunMode.PROD,
                var_dir=tmp_path,
                redis_url=redis.url,
                service_token=PROD_TOKEN,
                service_name=service,
            )
            app = create_service_app(settings, [router])
            with caplog.at_level(logging.WARNING, "portal_kit.kv_persistence"):
                async with app.router.lifespan_context(app):
                    told = await check_kv_persistence(settings, app.state.kv)

        assert told is found
        assert gauge("portal_kv_persistence", service=service) == metric
        warnings = [record.getMessage() for record in caplog.records]
        if found is Persistence.UNKNOWN:
            assert warnings[0].startswith("could not tell whether Redis keeps its data on disk")
        else:
            assert warnings == []

    async def test_outside_prod_nothing_is_asked(self, tmp_path: Path) -> None:
        with private_redis(("--appendonly", "no", "--save", "")) as redis:
            settings = ProbeSettings(
                mode=RunMode.DEV, var_dir=tmp_path, redis_url=redis.url, service_name="devprobe"
            )
            app = create_service_app(settings, [router])
            async with app.router.lifespan_context(app):
                told = await check_kv_persistence(settings, app.state.kv)

        assert told is None
        assert gauge("portal_kv_persistence", service="devprobe") is None
