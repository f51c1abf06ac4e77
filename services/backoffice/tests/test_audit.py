"""The audit log: every operator action appended once, chained, searchable, exportable, and
provably whole."""

import csv
import io
from datetime import UTC, datetime

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, text

from backoffice.audit.chain import append, verify
from backoffice.audit.consumer import audit_consumer
from backoffice.models import AuditLogEntry
from portal_kit.audit import AUDIT_RECORDED, GENESIS_HASH, AuditEntry, canonical_text, link_hash
from portal_kit.db import schema_on_path
from portal_kit.events import publish

from .conftest import SignIn, call

EN = {"Accept-Language": "en"}


def entry(entry_id: str, **changes: object) -> AuditEntry:
    fields: dict[str, object] = {
        "entry_id": entry_id,
        "at": datetime(2026, 11, 26, 8, 0, tzinfo=UTC),
        "source": "customer",
        "operator_code": "OPDEMO1",
        "operator_name": "赵审核",
        "via": "console",
        "token_id": "",
        "ip": "10.0.0.7",
        "user_agent": "Chromium",
        "request_id": "r1",
        "action": "registration.recommend",
        "target_type": "registration",
        "target_id": "3",
        "summary": "recommended approval",
        "before": {"stage": "awaitingReview"},
        "after": {"stage": "awaitingDecision"},
    }
    fields.update(changes)
    return AuditEntry.model_validate(fields)


class TestChain:
    async def test_entries_link_to_the_one_before(self, service_app: FastAPI) -> None:
        async with service_app.state.db.transaction() as session:
            first = await append(session, entry("e1"))
            second = await append(session, entry("e2", action="registration.decide"))
            again = await append(session, entry("e1"))
        assert first is not None
        assert second is not None
        assert again is None  # delivered twice, appended once
        assert first.previous_hash == GENESIS_HASH
        assert second.previous_hash == first.hash
        assert second.hash == link_hash(
            first.hash, canonical_text(second.sequence, entry("e2", action="registration.decide"))
        )
        async with service_app.state.db.transaction() as session:
            check = await verify(session)
        assert (check.intact, check.entries, check.head_hash) == (True, 2, second.hash)

    async def test_the_database_refuses_to_change_an_entry(self, service_app: FastAPI) -> None:
        async with service_app.state.db.transaction() as session:
            await append(session, entry("e1"))
        with pytest.raises(Exception, match="append-only"):
            await run_sql(service_app, "UPDATE audit_entry SET summary = 'nothing happened'")
        with pytest.raises(Exception, match="append-only"):
            await run_sql(service_app, "DELETE FROM audit_entry")

    async def test_a_change_made_around_the_database_breaks_the_chain(
        self, service_app: FastAPI
    ) -> None:
        async with service_app.state.db.transaction() as session:
            for number in range(1, 4):
                await append(session, entry(f"e{number}"))
        # Someone with the owner's rights drops the guard and edits the second entry.
        async with service_app.state.db.transaction() as session:
            await schema_on_path(session, service_app.state.settings.database_schema)
            sqlite = session.bind.dialect.name == "sqlite"
            if sqlite:
                await session.execute(text("DROP TRIGGER audit_entry_no_update"))
            else:
                await session.execute(text("DROP TRIGGER audit_entry_append_only ON audit_entry"))
            await session.execute(
                text("UPDATE audit_entry SET operator_code = 'OPDEMO2' WHERE sequence = 2")
            )
            check = await verify(session)
        assert (check.intact, check.broken_at) == (False, 2)
        assert check.reason == "its fields differ from the text its hash covers"


async def run_sql(app: FastAPI, statement: str) -> None:
    """``statement`` in a transaction of its own, written as someone with the owner's rights
    would: naming the tables without their schema."""
    async with app.state.db.transaction() as session:
        await schema_on_path(session, app.state.settings.database_schema)
        await session.execute(text(statement))


class TestConsumer:
    async def test_an_event_from_another_service_is_appended_once(
        self, service_app: FastAPI
    ) -> None:
        consumer = audit_consumer(service_app)
        await consumer.setup()
        recorded = entry("e-from-customer").model_dump(mode="json", by_alias=True)
        await publish(service_app.state.kv, AUDIT_RECORDED, recorded)
        await publish(service_app.state.kv, AUDIT_RECORDED, recorded)
        assert await consumer.handle_new(block_ms=10) == 2
        async with service_app.state.db.transaction() as session:
            rows = (await session.scalars(select(AuditLogEntry))).all()
        assert [(row.entry_id, row.source, row.action) for row in rows] == [
            ("e-from-customer", "customer", "registration.recommend")
        ]


@pytest.mark.usefixtures("demo")
class TestReading:
    async def test_search_by_action_and_operator(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        async with service_app.state.db.transaction() as session:
            await append(session, entry("e1"))
            await append(session, entry("e2", action="permit.decide", operator_code="OPDEMO2"))
        auditor = await sign_in("auditor")
        found = await call(client, "/ops/audit/list", {"action": "registration."}, auditor)
        assert [row["entryId"] for row in found["body"]["rows"]] == ["e1"]  # type: ignore[index]
        mine = await call(client, "/ops/audit/list", {"operatorCode": "OPDEMO2"}, auditor)
        assert found["body"]["rows"][0]["before"] == {"stage": "awaitingReview"}  # type: ignore[index]
        assert [row["action"] for row in mine["body"]["rows"]] == ["permit.decide"]  # type: ignore[index]

    async def test_the_export_is_excel_ready_and_runs_no_formula(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        async with service_app.state.db.transaction() as session:
            await append(session, entry("e1", summary='=HYPERLINK("http://x")'))
        auditor = await sign_in("auditor")
        response = await client.get(
            "/ops/audit/export", params={"action": "registration."}, headers=auditor
        )
        assert response.headers["content-type"] == "text/csv; charset=utf-8"
        assert response.content.startswith("\ufeff".encode())
        rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
        assert rows[0][:3] == ["sequence", "at", "operator_code"]
        assert rows[1][11] == '\'=HYPERLINK("http://x")'
        assert rows[1][3] == "赵审核"
        # The export itself is in the log.
        exported = await call(client, "/ops/audit/list", {"action": "audit.export"}, auditor)
        assert exported["body"]["total"] == 1  # type: ignore[index]

    async def test_verify_and_the_chain_for_an_independent_check(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        admin = await sign_in("admin")
        check = await call(client, "/ops/audit/verify", None, admin)
        assert check["body"]["intact"] is True  # type: ignore[index]
        chain = await call(client, "/ops/audit/chain", {"afterSequence": 0}, admin)
        links = chain["body"]["links"]  # type: ignore[index]
        previous = GENESIS_HASH
        for link in links:
            assert link["previousHash"] == previous
            assert link_hash(previous, link["canonical"]) == link["hash"]
            previous = link["hash"]
        assert previous == chain["body"]["headHash"]  # type: ignore[index]

    async def test_only_auditors_and_administrators_read_it(
        self, client: httpx.AsyncClient, sign_in: SignIn
    ) -> None:
        editor = {**(await sign_in("editor")), **EN}
        refused = await call(client, "/ops/audit/list", {}, editor)
        assert refused["status"] == 403
