"""pytest plugin: run every service test on both backends of DESIGN §2.

``embedded``: a SQLite file and the in-process KV, always.
``postgres-redis``: a throw-away PostgreSQL schema and Redis database 15, when reachable;
with ``CI=true`` they must be reachable, and an unreachable server fails the run.

A service's ``tests/conftest.py`` only provides ``service_spec``; the plugin then gives
``service_settings`` (migrated and seeded once per session), ``service_app`` (running, each
test rolled back) and ``client`` (an httpx client calling the app in-process).
"""

import asyncio
import json
import os
import socket
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from redis.asyncio import Redis
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from portal_kit.audit import AUDIT_RECORDED, AuditEntry
from portal_kit.cli import run_seed
from portal_kit.clock import Clock
from portal_kit.db import HIDE_PARAMETERS, READS_ONLY, Database, schema_on_path
from portal_kit.event_outbox import relay_batch
from portal_kit.layout import ServiceSpec
from portal_kit.listeners import free_port
from portal_kit.local_pgbouncer import pgbouncer_binary
from portal_kit.metrics_port import metrics_url, serve_metrics
from portal_kit.migrations import upgrade
from portal_kit.operator_tokens import OperatorRole, SignedInVia, issue_operator_token
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.tokens import TokenSigner

# Every test's tier (unit, service, process, ...): marked as the suite is collected.
pytest_plugins = ["portal_kit.tiers", "portal_kit.hang_report"]

POSTGRES_URL = os.environ.get(
    "PORTAL_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)


def _redis_url() -> str:
    """Redis database 15 (or ``PORTAL_TEST_REDIS_URL``'s), one lower per pytest-xdist worker:
    tests flush their database, so parallel workers must never share one."""
    base, _, database = os.environ.get(
        "PORTAL_TEST_REDIS_URL", "redis://127.0.0.1:6379/15"
    ).rpartition("/")
    worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)
    return f"{base}/{int(database) - worker}"


REDIS_URL = _redis_url()
BACKENDS = ("embedded", "postgres-redis")


def child_pids(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (from ``/proc``): a server's workers."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2 :].split()[1]) == pid:
                found.add(int(entry))
    return found


@cache
def servers_unreachable_reason() -> str | None:
    """Why PostgreSQL or Redis cannot be used (``None`` when both answer)."""

    async def probe() -> str | None:
        engine = create_async_engine(POSTGRES_URL, hide_parameters=HIDE_PARAMETERS)
        try:
            async with engine.connect() as connection:
                await connection.execute(text("SELECT 1"))
        except Exception as exc:
            return f"PostgreSQL at {POSTGRES_URL} unreachable: {exc!r}"
        finally:
            await engine.dispose()
        redis = Redis.from_url(REDIS_URL, socket_connect_timeout=2)
        try:
            await redis.ping()
        except Exception as exc:
            return f"Redis at {REDIS_URL} unreachable: {exc!r}"
        finally:
            await redis.aclose()
        return None

    return asyncio.run(probe())


def missing(reason: str) -> NoReturn:
    """What a test needs is missing: it fails with ``CI=true`` (CI must run every test, a
    skipped check is no check) and is skipped with ``reason`` elsewhere."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI needs it: {reason}")
    pytest.skip(reason)


def require_servers() -> None:
    reason = servers_unreachable_reason()
    if reason is not None:
        missing(f"PostgreSQL and Redis: {reason}")


def require_pgbouncer() -> None:
    """PgBouncer installed (scripts/ci-services.sh installs Debian's package)."""
    if pgbouncer_binary() is None:
        missing("pgbouncer is not installed (apt-get install pgbouncer)")


@pytest.fixture(scope="session", params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    if name == "postgres-redis":
        require_servers()
    return name


def backend_settings(
    settings_cls: type[BaseServiceSettings],
    backend: str,
    var_dir: Path,
    token_keys_dir: Path,
    operator_token_keys_dir: Path | None = None,
) -> BaseServiceSettings:
    """Settings of one service on ``backend``; a fresh schema on PostgreSQL.

    Every service of a run shares ``token_keys_dir`` (and ``operator_token_keys_dir``), as
    they share ``var/`` in embedded mode: a token auth (or the back office) signs is one the
    others can verify.
    """
    operator_keys = operator_token_keys_dir or token_keys_dir.parent / "operator-token-keys"
    if backend == "embedded":
        return settings_cls(
            mode=RunMode.TEST,
            var_dir=var_dir,
            token_keys_dir=token_keys_dir,
            operator_token_keys_dir=operator_keys,
        )
    probe = settings_cls(mode=RunMode.TEST)
    schema = f"{probe.service_name}_t{uuid.uuid4().hex[:10]}"
    return settings_cls(
        mode=RunMode.TEST,
        var_dir=var_dir,
        token_keys_dir=token_keys_dir,
        operator_token_keys_dir=operator_keys,
        database_url=POSTGRES_URL,
        database_schema=schema,
        redis_url=REDIS_URL,
    )


def drop_schema(settings: BaseServiceSettings) -> None:
    if not settings.database_url:
        return

    async def drop() -> None:
        engine = create_async_engine(settings.sqlalchemy_url, hide_parameters=HIDE_PARAMETERS)
        try:
            async with engine.begin() as connection:
                await connection.execute(
                    text(f'DROP SCHEMA IF EXISTS "{settings.database_schema}" CASCADE')
                )
        finally:
            await engine.dispose()

    asyncio.run(drop())


class PreparedDatabases:
    """Databases migrated and seeded with platform data once per service and backend.

    Session fixtures are cached by name, not by the ``service_spec`` each folder overrides,
    so the cache is keyed here explicitly.
    """

    def __init__(self, tmp_path_factory: pytest.TempPathFactory) -> None:
        self._tmp_path_factory = tmp_path_factory
        self._prepared: dict[tuple[str, str, str], BaseServiceSettings] = {}
        self.token_keys_dir = tmp_path_factory.mktemp("token-keys")
        self.operator_token_keys_dir = tmp_path_factory.mktemp("operator-token-keys")

    def get(self, spec: ServiceSpec, backend: str, owner: str = "service") -> BaseServiceSettings:
        """``owner`` separates suites that commit for real (the gateway's) from the service
        suites, whose tests roll back and must never see another suite's rows."""
        key = (spec.settings_cls.__module__, backend, owner)
        if key not in self._prepared:
            var_dir = self._tmp_path_factory.mktemp(f"{key[0].split('.')[0]}-{backend}-{owner}")
            settings = backend_settings(
                spec.settings_cls,
                backend,
                var_dir,
                self.token_keys_dir,
                self.operator_token_keys_dir,
            )
            upgrade(spec.alembic_ini, settings)
            asyncio.run(run_seed(settings, spec.seed, demo=False))
            self._prepared[key] = settings
        return self._prepared[key]

    def drop_all(self) -> None:
        for settings in self._prepared.values():
            drop_schema(settings)


@pytest.fixture(scope="session")
def prepared_databases(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[PreparedDatabases]:
    databases = PreparedDatabases(tmp_path_factory)
    try:
        yield databases
    finally:
        databases.drop_all()


@pytest.fixture
def service_settings(
    service_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    return prepared_databases.get(service_spec, backend)


@asynccontextmanager
async def rolled_back(spec: ServiceSpec, settings: BaseServiceSettings) -> AsyncIterator[FastAPI]:
    """A service running in-process whose writes are all rolled back when the block ends."""
    app = spec.create_app(settings)
    async with app.router.lifespan_context(app):
        database: Database = app.state.db
        async with database.engine.connect() as connection:
            # Deferred on SQLite: the test's transaction takes the write lock only when its
            # calls write, so another app on the same file (a test's second app) is not kept
            # waiting by a test that only reads.
            connection = await connection.execution_options(**{READS_ONLY: True})
            transaction = await connection.begin()
            # Requests commit to a savepoint of this outer transaction, which is rolled back.
            database.bind_to(connection)
            try:
                yield app
            finally:
                await transaction.rollback()


@pytest.fixture
async def service_app(
    service_spec: ServiceSpec, service_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The running app with an empty KV; everything a test writes is rolled back afterwards."""
    async with rolled_back(service_spec, service_settings) as app:
        await app.state.kv.flushdb()
        yield app


@pytest.fixture
async def client(service_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=service_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://service.test") as client:
        yield client


def operator_headers(
    settings: BaseServiceSettings,
    clock: Clock,
    *roles: OperatorRole,
    code: str = "OP9001",
    name: str = "测试操作员",
    via: SignedInVia = SignedInVia.CONSOLE,
) -> dict[str, str]:
    """The ``Authorization`` header of an operator holding ``roles``, signed with the run's
    operator key (made on first use, as the back office makes it in test mode)."""
    signer = TokenSigner.load_or_create(settings.operator_token_key_directory, clock, create=True)
    token = issue_operator_token(
        signer,
        operator_code=code,
        name=name,
        session_id=f"test-{code}",
        roles=roles,
        via=via,
        token_id="T1" if via is SignedInVia.API_TOKEN else "",
    )
    return {"Authorization": f"Bearer {token}"}


async def staged_events(app: FastAPI, event_type: str) -> list[dict[str, Any]]:
    """The payloads of the ``event_type`` events the app's transactions staged and its relay
    has not sent yet, oldest first: in a rolled-back test (``service_app``), every one its
    calls staged."""
    async with app.state.db.transaction() as session:
        await schema_on_path(session, app.state.settings.database_schema)
        rows = await session.execute(
            text("SELECT payload FROM event_outbox WHERE event_type = :type ORDER BY id"),
            {"type": event_type},
        )
        return [json.loads(payload) for (payload,) in rows]


async def staged_audit_entries(app: FastAPI) -> list[AuditEntry]:
    """The audit entries the app's transactions staged and its relay has not sent yet, oldest
    first: in a rolled-back test (``service_app``), every entry its calls recorded."""
    return [AuditEntry.model_validate(p) for p in await staged_events(app, AUDIT_RECORDED)]


async def relay_staged_events(app: FastAPI, kv: Redis | None = None) -> int:
    """Publish and delete the events the app's transactions staged, as its relay does once they
    commit (a rolled-back test's calls never commit, so the app's own relay never sees them);
    how many. ``kv``: the client to publish through instead of the app's."""
    relayed = 0
    while True:
        async with app.state.db.transaction() as session:
            batch = await relay_batch(session, kv or app.state.kv)
        if not batch:
            return relayed
        relayed += batch


@asynccontextmanager
async def served(app: Any, **options: Any) -> AsyncIterator[int]:
    """``app`` served by uvicorn in this event loop on a free loopback port (yielded) until the
    block ends; ``options`` go to ``uvicorn.Config`` (by default no lifespan, no log set-up, so
    caplog keeps working, and one second of grace for a request still waiting for its body)."""
    config = uvicorn.Config(
        app, **{"lifespan": "off", "log_config": None, "timeout_graceful_shutdown": 1} | options
    )
    server = uvicorn.Server(config)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    try:
        async with asyncio.timeout(10):
            while not server.started and not serving.done():  # noqa: ASYNC110 (a flag, no event)
                await asyncio.sleep(0.01)
        yield listener.getsockname()[1]
    finally:
        server.should_exit = True
        await serving
        listener.close()


@pytest.fixture(scope="session")
def metrics_page() -> Iterator[Callable[[], str]]:
    """A scrape of this test process's metrics, as Prometheus gets one: through the listener a
    served process opens on its metrics port (``portal_kit.metrics_port``)."""
    port = free_port()
    listener = serve_metrics(BaseServiceSettings(metrics_port=port))
    assert listener is not None

    def scrape() -> str:
        answer = httpx.get(metrics_url("127.0.0.1", port), timeout=10)
        assert answer.status_code == 200, answer.text
        return answer.text

    yield scrape
    listener.close()
