"""compose.yaml (and its production override) against the compose specification, and the
promises of issue 8 item 2: migrations first, healthchecks, the published ports, who reaches the
databases. The console's and the back office's own promises: test_compose_console.py."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from .support import (
    DEPLOY,
    ROOT,
    SERVERS,
    SERVICES,
    compose,
    compose_package,
    load_yaml,
    member_by_name,
    prefix_of,
    routed,
)

PROD_OVERRIDE = DEPLOY / "compose" / "prod.yaml"
MAIL_UI_OVERRIDE = DEPLOY / "compose" / "mail-ui.yaml"
INIT_SQL = DEPLOY / "compose" / "postgres-init.sql"


def check_jsonschema(*files: Path) -> subprocess.CompletedProcess[str]:
    command = Path(sys.executable).parent / "check-jsonschema"
    return subprocess.run(
        [str(command), "--builtin-schema", "vendor.compose-spec", *map(str, files)],
        capture_output=True,
        text=True,
        check=False,
    )


def services() -> dict[str, Any]:
    found: dict[str, Any] = compose()["services"]
    return found


def members(*networks: str) -> set[str]:
    """The compose services on any of ``networks``."""
    return {
        name for name, svc in services().items() if set(networks) & set(svc.get("networks", []))
    }


TOOLS = ("portalctl", "portalctl-break-glass")
MIGRATIONS = tuple(f"{name}-migrate" for name in SERVICES)


class TestSchema:
    @pytest.mark.parametrize(
        "path", [ROOT / "compose.yaml", PROD_OVERRIDE, MAIL_UI_OVERRIDE], ids=lambda p: p.name
    )
    def test_validates_against_the_compose_specification(self, path: Path) -> None:
        result = check_jsonschema(path)
        assert result.returncode == 0, result.stdout + result.stderr

    def test_the_validator_refuses_a_broken_file(self, tmp_path: Path) -> None:
        broken = tmp_path / "compose.yaml"
        broken.write_text("services:\n  gateway:\n    image: x\n    depends_on: 7\n")
        result = check_jsonschema(broken)
        assert result.returncode != 0
        assert "depends_on" in result.stdout + result.stderr


class TestShape:
    def test_every_server_and_its_migration_is_a_service(self) -> None:
        expected = {*SERVERS, *MIGRATIONS, *TOOLS}
        assert expected | {"postgres", "pgbouncer", "redis", "mailpit"} == set(services())

    @pytest.mark.parametrize("name", SERVICES)
    def test_a_service_starts_after_its_migration_succeeded(self, name: str) -> None:
        service, migration = services()[name], services()[f"{name}-migrate"]
        assert service["depends_on"][f"{name}-migrate"] == {
            "condition": "service_completed_successfully"
        }
        assert migration["image"] == service["image"]
        script = " ".join(migration["command"])
        assert re.search(rf"python -m {name} migrate && exec python -m {name} seed\b", script)
        assert migration["depends_on"]["postgres"] == {"condition": "service_healthy"}

    @pytest.mark.parametrize("name", SERVERS)
    def test_servers_are_health_checked_on_readiness(self, name: str) -> None:
        test = " ".join(services()[name]["healthcheck"]["test"])
        assert "http://127.0.0.1:8000/readyz" in test

    @pytest.mark.parametrize(("name", "listener"), [("gateway", "portal"), ("console", "console")])
    def test_a_gateway_waits_for_every_service_it_routes_to(self, name: str, listener: str) -> None:
        depends = services()[name]["depends_on"]
        assert set(depends) == {*routed(listener), "redis"}
        assert all(
            dependency == {"condition": "service_healthy"} for dependency in depends.values()
        )

    def test_the_gateway_and_the_console_are_the_only_published_ports(self) -> None:
        published = {name: svc["ports"] for name, svc in services().items() if svc.get("ports")}
        assert published == {
            "gateway": ["${PORTAL_BIND:-127.0.0.1}:${PORTAL_PORT:-8000}:8000"],
            "console": ["${PORTAL_CONSOLE_BIND:-127.0.0.1}:${PORTAL_CONSOLE_PORT:-8002}:8000"],
        }
        assert all("expose" not in svc for svc in services().values())

    def test_redis_appends_every_write_to_its_volume(self) -> None:
        redis = services()["redis"]
        assert redis["command"][redis["command"].index("--appendonly") + 1] == "yes"
        assert "redis-data:/data" in redis["volumes"]

    def test_servers_run_without_privileges_on_a_read_only_root(self) -> None:
        for name in (*SERVERS, *MIGRATIONS, *TOOLS):
            service = services()[name]
            assert service["read_only"] is True, name
            assert service["cap_drop"] == ["ALL"], name
            assert "no-new-privileges:true" in service["security_opt"], name


class TestNetworks:
    def test_only_services_and_their_migrations_reach_postgresql(self) -> None:
        assert members(*services()["postgres"]["networks"]) == {
            "postgres",
            "pgbouncer",
            *SERVICES,
            *MIGRATIONS,
        }

    def test_only_services_and_their_migrations_reach_pgbouncer(self) -> None:
        assert members(*services()["pgbouncer"]["networks"]) <= {
            "postgres",
            "pgbouncer",
            *SERVICES,
            *MIGRATIONS,
        }

    def test_only_the_gateways_and_the_services_reach_redis(self) -> None:
        assert members(*services()["redis"]["networks"]) == {"redis", *SERVERS}

    def test_the_services_are_reached_only_inside(self) -> None:
        services_but_backoffice = {name for name in SERVICES if name != "backoffice"}
        assert members("services") == {"gateway", "console", *services_but_backoffice}
        assert members("edge") == {"gateway"}
        assert members("ops-edge") == {"console"}
        for network in ("services", "kv", "db", "mail", "ops", "ops-kv", "ops-db"):
            assert compose()["networks"][network] == {"internal": True}


class TestBuilds:
    @pytest.mark.parametrize(
        "name", [name for name, svc in compose()["services"].items() if compose_package(svc)]
    )
    def test_each_image_builds_a_workspace_package_and_runs_its_program(self, name: str) -> None:
        build = services()[name]["build"]
        assert build["dockerfile"] == "deploy/docker/Dockerfile"
        member = member_by_name(build["args"]["PACKAGE"])
        program = build["args"]["COMMAND"].split()
        if program[:2] == ["python", "-m"]:
            assert program[2] in member.modules
            assert (ROOT / member.folder / program[2] / "__main__.py").is_file()
        else:
            project = tomllib.loads((ROOT / member.folder / "pyproject.toml").read_text())
            assert program == [next(iter(project["project"]["scripts"]))]
        expected_target = {"portal-gateway": "gateway", "portalctl": "tool"}
        assert build["target"] == expected_target.get(member.name, "service")


class TestDatabase:
    def test_each_service_has_its_role_and_schema(self) -> None:
        sql = INIT_SQL.read_text()
        for name in SERVICES:
            assert f"SELECT 'CREATE ROLE portal_{name}'" in sql
            assert f"ALTER ROLE portal_{name} LOGIN PASSWORD :'password';" in sql
            assert f"CREATE SCHEMA IF NOT EXISTS {name} AUTHORIZATION portal_{name};" in sql
            assert f"portal_{name}" in sql.split("GRANT CREATE ON DATABASE")[1]
            environment = services()[name]["environment"]
            prefix = name.upper()
            assert environment[f"{prefix}_DATABASE_SCHEMA"] == name
            assert environment[f"{prefix}_DATABASE_URL"].startswith(
                f"postgresql+asyncpg://portal_{name}:"
            )

    def test_the_init_script_and_the_services_share_each_password(self) -> None:
        postgres = services()["postgres"]
        assert (
            "./deploy/compose/postgres-init.sql:/docker-entrypoint-initdb.d/10-portal.sql:ro"
            in postgres["volumes"]
        )
        for name in SERVICES:
            variable = f"PORTAL_{name.upper()}_DB_PASSWORD"
            in_postgres = postgres["environment"][variable]
            url = services()[name]["environment"][f"{name.upper()}_DATABASE_URL"]
            assert in_postgres.startswith(f"${{{variable}:-")
            if name == "backoffice":
                # On its own network (ops-db), it keeps its direct connection.
                assert f":{in_postgres}@postgres:5432/portal" in url
                continue
            assert f":{in_postgres}@pgbouncer:6432/portal" in url
            assert services()[name]["environment"][f"{name.upper()}_DATABASE_PGBOUNCER"] == "true"
            # PgBouncer logs in to PostgreSQL as the service's role, with the same password.
            assert services()["pgbouncer"]["environment"][variable] == in_postgres

    def test_pgbouncer_pools_transactions_and_drops_what_a_client_prepared(self) -> None:
        config = (DEPLOY / "compose" / "pgbouncer.ini").read_text()
        assert "pool_mode = transaction" in config
        assert "server_reset_query = DISCARD ALL" in config
        assert "server_reset_query_always = 1" in config
        # Its auth file holds the roles of the services that connect through it.
        script = (DEPLOY / "compose" / "pgbouncer-start.sh").read_text()
        pooled = [name for name in SERVICES if name != "backoffice"]
        assert f"for service in {' '.join(pooled)}; do" in script


class TestProductionOverride:
    def override(self) -> dict[str, Any]:
        loaded: dict[str, Any] = load_yaml(PROD_OVERRIDE)["services"]
        return loaded

    @pytest.mark.parametrize("name", [*SERVERS, *MIGRATIONS])
    def test_production_mode_with_a_required_service_token(self, name: str) -> None:
        prefix = prefix_of(name)
        environment = self.override()[name]["environment"]
        assert environment[f"{prefix}MODE"] == "prod"
        assert environment[f"{prefix}SERVICE_TOKEN"].startswith("${PORTAL_SERVICE_TOKEN:?")

    @pytest.mark.parametrize("name", SERVICES)
    def test_no_demo_data_and_required_passwords(self, name: str) -> None:
        migration = self.override()[f"{name}-migrate"]
        assert "--demo" not in " ".join(migration["command"])
        url = migration["environment"][f"{name.upper()}_DATABASE_URL"]
        assert f"${{PORTAL_{name.upper()}_DB_PASSWORD:?" in url

    def test_keys_are_installed_before_every_server(self) -> None:
        for name in SERVERS:
            assert self.override()[name]["depends_on"]["install-keys"] == {
                "condition": "service_completed_successfully"
            }
        script = self.override()["install-keys"]["command"][0]
        for folder in ("transport", "credential", "identity", "token", "token-public"):
            assert f"install_keys /secrets/{folder} " in script
        for folder in ("operator-credential", "operator-secret", "operator-token"):
            assert f"install_keys /secrets/{folder} " in script
        assert "install_keys /secrets/operator-token-public " in script

    @pytest.mark.parametrize(
        ("volume", "signer"), [("token-signing", "auth"), ("operator-token-signing", "backoffice")]
    )
    def test_only_the_signer_holds_a_signing_key(self, volume: str, signer: str) -> None:
        holders = {
            name
            for name, svc in self.override().items()
            if any(str(mount).startswith(f"{volume}:") for mount in svc.get("volumes", []))
        }
        assert holders == {signer, "install-keys"}


class TestMail:
    def test_auth_mails_the_catcher_in_development(self) -> None:
        environment = services()["auth"]["environment"]
        assert environment["AUTH_SMTP_HOST"] == "${PORTAL_SMTP_HOST:-mailpit}"
        assert environment["AUTH_SMTP_PORT"] == "${PORTAL_SMTP_PORT:-1025}"
        assert environment["AUTH_SMTP_SECURITY"] == "${PORTAL_SMTP_SECURITY:-none}"
        assert environment["AUTH_SMTP_FROM"].startswith("${PORTAL_SMTP_FROM:-")
        # Only what sends e-mail reaches the catcher, and the catcher reaches nothing else.
        mail = {name for name, svc in services().items() if "mail" in svc.get("networks", [])}
        assert mail == {"auth", "mailpit"}
        assert services()["mailpit"]["networks"] == ["mail"]

    def test_the_page_override_publishes_the_catcher_on_loopback_only(self) -> None:
        override = load_yaml(MAIL_UI_OVERRIDE)["services"]
        assert set(override) == {"mailpit"}
        assert override["mailpit"]["ports"] == ["127.0.0.1:8025:8025"]
        # An internal network publishes nothing: the page needs the edge network.
        assert "edge" in override["mailpit"]["networks"]
        assert compose()["networks"]["edge"] == {}

    def test_production_drops_the_catcher_defaults(self) -> None:
        override = load_yaml(PROD_OVERRIDE)["services"]
        for name in ("auth", "auth-migrate"):
            environment = override[name]["environment"]
            assert environment["AUTH_SMTP_HOST"] == "${PORTAL_SMTP_HOST:-}"
            assert environment["AUTH_SMTP_SECURITY"] == "${PORTAL_SMTP_SECURITY:-starttls}"
            assert environment["AUTH_SMTP_FROM"] == "${PORTAL_SMTP_FROM:-}"
        assert override["mailpit"]["profiles"] == ["dev-mail"]
