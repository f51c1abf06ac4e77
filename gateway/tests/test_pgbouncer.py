"""Distributed mode through PgBouncer in transaction pooling mode (Debian's pgbouncer, started
by the ``distributed`` fixture): the services' traffic really goes through it, many clients
take turns on a few server connections, and migrations run again through it."""

import asyncio
import uuid
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import pytest
from sqlalchemy import make_url

from portal_kit.cli import migrate_and_seed
from portal_kit.local_pgbouncer import SERVER_POOL_SIZE, LocalPgBouncer
from portal_kit.settings import RunMode
from portal_kit.testing import POSTGRES_URL, drop_schema

from . import test_journey as journey
from .distributed import DistributedPortal
from .test_distributed import COMPANIES, page_on

DATABASE = make_url(POSTGRES_URL).database


def bouncer_of(portal: DistributedPortal) -> LocalPgBouncer:
    assert portal.pgbouncer is not None, "the distributed portal runs without PgBouncer"
    return portal.pgbouncer


def transactions(bouncer: LocalPgBouncer) -> int:
    return sum(int(row["total_xact_count"]) for row in bouncer.show("STATS") if is_ours(row))


def is_ours(row: dict[str, str]) -> bool:
    return row["database"] == DATABASE


class TestTrafficGoesThroughPgBouncer:
    async def test_a_sign_in_and_a_read_are_transactions_of_its_transaction_pool(
        self, distributed: DistributedPortal
    ) -> None:
        bouncer = bouncer_of(distributed)
        before = transactions(bouncer)

        async with page_on(distributed.gateway_urls[0]) as browser:
            signed_in = await journey.sign_in(browser, "13800000002")
            answer = await journey.call(
                browser, COMPANIES, headers=journey.bearer(signed_in["accessToken"])
            )

        assert [c["compCode"] for c in answer["body"]] == ["DEMO0001"]
        assert transactions(bouncer) > before
        pools = [row for row in bouncer.show("POOLS") if is_ours(row)]
        assert [row["pool_mode"] for row in pools] == ["transaction"]


class TestConcurrentRequests:
    async def test_many_clients_take_turns_on_a_few_server_connections_and_all_answer(
        self, distributed: DistributedPortal
    ) -> None:
        # Prepared statements of one client must never meet those of another on a shared
        # server connection: with asyncpg's statement caches on, these calls fail with
        # "prepared statement ... does not exist" or "already exists".
        async with (
            page_on(distributed.gateway_urls[0]) as first,
            page_on(distributed.gateway_urls[1]) as second,
        ):
            signed_in = await journey.sign_in(first, "13800000002")
            headers = journey.bearer(signed_in["accessToken"])

            async def read(client: httpx.AsyncClient) -> Any:
                answer = await journey.call(client, COMPANIES, headers=headers)
                return answer["ok"], [c["compCode"] for c in answer["body"] or []]

            answers = await asyncio.gather(*(read((first, second)[n % 2]) for n in range(60)))

        assert answers == [(True, ["DEMO0001"])] * 60
        # The services' pools hold more connections to PgBouncer than it holds to PostgreSQL.
        bouncer = bouncer_of(distributed)
        clients = [row for row in bouncer.show("CLIENTS") if is_ours(row)]
        servers = [row for row in bouncer.show("SERVERS") if is_ours(row)]
        assert 0 < len(servers) <= SERVER_POOL_SIZE < len(clients)


class TestMigrationsThroughPgBouncer:
    @pytest.mark.parametrize(
        ("service", "table"), [("customer", "review_step"), ("backoffice", "audit_entry")]
    )
    def test_a_second_run_finds_the_schema_at_its_head_and_changes_nothing(
        self, distributed: DistributedPortal, tmp_path: Path, service: str, table: str
    ) -> None:
        # customer's migrations copy rows with hand-written SQL; backoffice's create a
        # function and a trigger: both need the schema on their transaction's path.
        options: dict[str, Any] = {
            "mode": RunMode.TEST,
            "var_dir": tmp_path,
            "database_url": bouncer_of(distributed).url(),
            "database_schema": f"{service}_m{uuid.uuid4().hex[:8]}",
            "database_pgbouncer": True,
        }
        settings = migrate_and_seed(service, demo=False, **options)
        try:
            first = asyncio.run(schema_state(settings.database_schema))
            migrate_and_seed(service, demo=False, **options)
            second = asyncio.run(schema_state(settings.database_schema))
        finally:
            drop_schema(settings)

        assert first == second
        version, tables = first
        assert version
        assert {"alembic_version", table} <= set(tables)


async def schema_state(schema: str) -> tuple[str, list[str]]:
    """The schema's migration head and tables, read straight from PostgreSQL."""
    postgres = await asyncpg.connect(POSTGRES_URL.replace("+asyncpg", ""))
    try:
        version = await postgres.fetchval(
            f'SELECT version_num FROM "{schema}".alembic_version'  # noqa: S608 (our name)
        )
        tables = await postgres.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 "
            "ORDER BY table_name",
            schema,
        )
    finally:
        await postgres.close()
    return version, [row["table_name"] for row in tables]
