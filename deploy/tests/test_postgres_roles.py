"""deploy/compose/postgres-init.sql on a real PostgreSQL: every service migrates and seeds as its
own role into its own schema, and no role reads another's schema."""

import asyncio
import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from portal_kit.cli import run_seed
from portal_kit.layout import load_service_spec
from portal_kit.migrations import upgrade
from portal_kit.testing import POSTGRES_URL, require_servers

from .support import DEPLOY, SERVICES

pytestmark = [pytest.mark.process, pytest.mark.postgres_redis]

INIT_SQL = DEPLOY / "compose" / "postgres-init.sql"


@dataclass(frozen=True)
class Cluster:
    """Where the test database lives, and psql to talk to it."""

    psql: str
    host: str
    port: int
    admin: str
    database: str

    def run(
        self,
        sql_or_file: str,
        *,
        user: str | None = None,
        database: str | None = None,
        env: dict[str, str] | None = None,
        file: bool = False,
    ) -> subprocess.CompletedProcess[str]:
        command = [
            self.psql, "-X", "-At", "-v", "ON_ERROR_STOP=1", "-h", self.host, "-p", str(self.port),
            "-U", user or self.admin, "-d", database or self.database,
            "-f" if file else "-c", sql_or_file,
        ]  # fmt: skip
        # Only the passwords given here: none leaks in from the environment of the test run.
        inherited = {k: v for k, v in os.environ.items() if not k.startswith("PORTAL_")}
        return subprocess.run(
            command, capture_output=True, text=True, env={**inherited, **(env or {})}, check=False
        )


@pytest.fixture(scope="module")
def cluster() -> Cluster:
    require_servers()
    psql = shutil.which("psql")
    assert psql, "psql (PostgreSQL's client) runs the init script, as the postgres image does"
    url = make_url(POSTGRES_URL)
    return Cluster(psql, url.host or "127.0.0.1", url.port or 5432, url.username or "postgres",
                   url.database or "postgres")  # fmt: skip


@dataclass(frozen=True)
class Portal:
    """A throw-away database with the script's roles, renamed so parallel runs cannot clash."""

    cluster: Cluster
    database: str
    role_prefix: str
    passwords: dict[str, str]

    def role(self, service: str) -> str:
        return f"{self.role_prefix}{service}"

    def init(self, tmp_path: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
        script = tmp_path / "init.sql"
        script.write_text(INIT_SQL.read_text().replace("portal_", self.role_prefix))
        return self.cluster.run(str(script), database=self.database, env=env, file=True)

    def url(self, service: str) -> str:
        c = self.cluster
        return (
            f"postgresql+asyncpg://{self.role(service)}:{self.passwords[service]}"
            f"@{c.host}:{c.port}/{self.database}"
        )


@pytest.fixture
def portal(cluster: Cluster) -> Iterator[Portal]:
    suffix = uuid.uuid4().hex[:8]
    portal = Portal(
        cluster,
        database=f"portal_init_{suffix}",
        role_prefix=f"portal_{suffix}_",
        passwords={service: f"{service}-{suffix}" for service in SERVICES},
    )
    created = cluster.run(f'CREATE DATABASE "{portal.database}"')
    assert created.returncode == 0, created.stderr
    try:
        yield portal
    finally:
        cluster.run(f'DROP DATABASE IF EXISTS "{portal.database}" WITH (FORCE)')
        for service in SERVICES:
            cluster.run(f'DROP ROLE IF EXISTS "{portal.role(service)}"')


def password_environment(portal: Portal) -> dict[str, str]:
    return {
        f"PORTAL_{service.upper()}_DB_PASSWORD": password
        for service, password in portal.passwords.items()
    }


def test_each_service_migrates_and_seeds_as_its_own_role(portal: Portal, tmp_path: Path) -> None:
    initialised = portal.init(tmp_path, password_environment(portal))
    assert initialised.returncode == 0, initialised.stderr

    # What `python -m <service> migrate` and `seed` do, in this process (faster than ten starts).
    for service in SERVICES:
        spec = load_service_spec(service)
        settings = spec.settings_cls(
            database_url=portal.url(service), database_schema=service, var_dir=tmp_path / service
        )
        upgrade(spec.alembic_ini, settings)
        asyncio.run(run_seed(settings, spec.seed, False))

    for service in SERVICES:
        # Names from this test, not from input.
        query = f"SELECT count(*) FROM pg_tables WHERE schemaname = '{service}' AND tableowner = '{portal.role(service)}'"  # noqa: S608, E501
        owned = portal.cluster.run(query, database=portal.database)
        assert owned.returncode == 0, owned.stderr
        assert int(owned.stdout.strip()) >= 2, f"{service}: alembic_version and its tables"


def test_no_role_reads_another_schema_or_writes_public(portal: Portal, tmp_path: Path) -> None:
    assert portal.init(tmp_path, password_environment(portal)).returncode == 0
    owner = portal.role("customer")
    made = portal.cluster.run(
        "CREATE TABLE customer.employee (id int)", user=owner, database=portal.database
    )
    assert made.returncode == 0, made.stderr

    intruder = portal.role("auth")
    read = portal.cluster.run(
        "SELECT * FROM customer.employee", user=intruder, database=portal.database
    )
    assert read.returncode != 0
    assert "permission denied for schema customer" in read.stderr
    public = portal.cluster.run(
        "CREATE TABLE public.x (id int)", user=intruder, database=portal.database
    )
    assert public.returncode != 0
    assert "permission denied for schema public" in public.stderr


def test_a_missing_password_stops_the_script_and_names_it(portal: Portal, tmp_path: Path) -> None:
    env = password_environment(portal)
    del env["PORTAL_REFERENCE_DB_PASSWORD"]
    result = portal.init(tmp_path, env)
    assert result.returncode != 0
    assert "PORTAL_REFERENCE_DB_PASSWORD is not set" in result.stderr
    assert "a service database password is not set" in result.stderr


def test_run_again_it_adds_a_new_service_and_keeps_the_rest(portal: Portal, tmp_path: Path) -> None:
    env = password_environment(portal)
    assert portal.init(tmp_path, env).returncode == 0
    owner = portal.role("customer")
    made = portal.cluster.run("CREATE TABLE customer.employee (id int)", user=owner,
                              database=portal.database)  # fmt: skip
    assert made.returncode == 0, made.stderr
    # A database made before the back office existed.
    newcomer = portal.role("backoffice")
    forgotten = portal.cluster.run(
        f'DROP SCHEMA backoffice; REVOKE CREATE ON DATABASE "{portal.database}" FROM "{newcomer}";'
        f' DROP ROLE "{newcomer}"',
        database=portal.database,
    )
    assert forgotten.returncode == 0, forgotten.stderr

    again = portal.init(tmp_path, env)
    assert again.returncode == 0, again.stderr
    spec = load_service_spec("backoffice")
    settings = spec.settings_cls(
        database_url=portal.url("backoffice"), database_schema="backoffice", var_dir=tmp_path
    )
    upgrade(spec.alembic_ini, settings)
    kept = portal.cluster.run("SELECT count(*) FROM customer.employee", user=owner,
                              database=portal.database)  # fmt: skip
    assert (kept.returncode, kept.stdout.strip()) == (0, "0"), kept.stderr
