"""The PostgreSQL connection budget of deploy/k8s/README.md ("Database connections"), computed
from the rendered prod overlay: every service at its autoscaler's maximum, each process's pool
full, PgBouncer's own cap; the total stays under PostgreSQL's default max_connections."""

import configparser
from dataclasses import dataclass

from .support import K8S, SERVICES, by_kind, render

# PostgreSQL's defaults: max_connections and the connections kept for superusers.
MAX_CONNECTIONS = 100
SUPERUSER_RESERVED = 3
# Kept free for an operator's psql, monitoring and a migration Job that goes straight there.
HEADROOM = 10
# The settings' defaults (portal_kit.db) where a ConfigMap sets nothing.
DEFAULTS = {"POOL_SIZE": 10, "POOL_OVERFLOW": 10, "WORKERS": 1, "PGBOUNCER": "false"}


@dataclass(frozen=True)
class ServiceBudget:
    name: str
    replicas: int
    workers: int
    pool: int
    through_pgbouncer: bool

    @property
    def connections(self) -> int:
        return self.replicas * self.workers * self.pool


def setting(config: dict[str, str], name: str, key: str) -> str:
    variable = f"{name.upper()}_{'WORKERS' if key == 'WORKERS' else f'DATABASE_{key}'}"
    return config.get(variable, str(DEFAULTS[key]))


def budgets() -> list[ServiceBudget]:
    docs = render("prod")
    config_maps = by_kind(docs, "ConfigMap")
    autoscalers = by_kind(docs, "HorizontalPodAutoscaler")
    found = []
    for name in SERVICES:
        (config_map,) = [c for n, c in config_maps.items() if n.startswith(f"{name}-config")]
        config = config_map["data"]
        pool = int(setting(config, name, "POOL_SIZE")) + int(setting(config, name, "POOL_OVERFLOW"))
        found.append(
            ServiceBudget(
                name,
                autoscalers[name]["spec"]["maxReplicas"],
                int(setting(config, name, "WORKERS")),
                pool,
                setting(config, name, "PGBOUNCER") == "true",
            )
        )
    return found


def pgbouncer() -> tuple[int, configparser.ConfigParser]:
    docs = render("prod")
    (config_map,) = [
        c for n, c in by_kind(docs, "ConfigMap").items() if n.startswith("pgbouncer-config")
    ]
    ini = configparser.ConfigParser(inline_comment_prefixes=(";",), comment_prefixes=(";",))
    ini.read_string(config_map["data"]["pgbouncer.ini"])
    return by_kind(docs, "Deployment")["pgbouncer"]["spec"]["replicas"], ini


class TestBudget:
    def test_postgresql_never_sees_more_than_its_max_connections(self) -> None:
        replicas, ini = pgbouncer()
        through_pgbouncer = replicas * ini.getint("pgbouncer", "max_db_connections")
        direct = sum(b.connections for b in budgets() if not b.through_pgbouncer)

        assert through_pgbouncer + direct <= MAX_CONNECTIONS - SUPERUSER_RESERVED - HEADROOM

    def test_pgbouncer_accepts_every_client_connection_the_services_may_open(self) -> None:
        _, ini = pgbouncer()
        clients = sum(b.connections for b in budgets() if b.through_pgbouncer)
        # Worst case: every connection lands on the same replica.
        assert clients <= ini.getint("pgbouncer", "max_client_conn")

    def test_pgbouncer_pools_transactions(self) -> None:
        _, ini = pgbouncer()
        assert ini.get("pgbouncer", "pool_mode") == "transaction"
        assert ini.get("pgbouncer", "server_reset_query") == "DISCARD ALL"
        assert ini.getint("pgbouncer", "server_reset_query_always") == 1

    def test_the_readme_shows_the_same_sums(self) -> None:
        readme = (K8S / "README.md").read_text()
        replicas, ini = pgbouncer()
        for budget in budgets():
            row = (
                f"| {budget.name} | {budget.replicas} | {budget.workers} | {budget.pool} | "
                f"{budget.connections} | {'PgBouncer' if budget.through_pgbouncer else 'direct'} |"
            )
            assert row in readme
        through = replicas * ini.getint("pgbouncer", "max_db_connections")
        direct = sum(b.connections for b in budgets() if not b.through_pgbouncer)
        assert f"**{through + direct}** of PostgreSQL's {MAX_CONNECTIONS}" in readme
