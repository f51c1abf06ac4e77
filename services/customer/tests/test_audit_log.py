"""The company audit log: each change writes exactly one entry with it, administrators read
and filter it, newest first, and export it as CSV."""

import csv
import io
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.audit.models import CompanyAuditEntry
from customer.audit.recorder import Actor, record
from customer.events.handlers import event_handlers
from customer.models import Employee
from portal_kit.errors import ServiceUnavailable
from portal_kit.events import Event

from .conftest import Headers
from .support import API, call

LIST = "company/audit/list"
EXPORT = f"{API}/company/audit/export"
ADMIN = "EMP0004"
PLAIN = "EMP0006"

pytestmark = pytest.mark.usefixtures("demo")


async def entries(app: FastAPI) -> list[tuple[str, str, str, str]]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(select(CompanyAuditEntry).order_by(CompanyAuditEntry.id))
        return [(row.kind, row.actor_code, row.subject_code, row.detail) for row in rows]


async def write(app: FastAPI, kind: str, at: datetime, **values: str) -> None:
    """An entry as a change would have written it, at a chosen time."""
    async with app.state.db.sessionmaker() as session:
        employee = await session.get(Employee, values.pop("by", ADMIN))
        assert employee is not None
        record(
            session, values.pop("comp", "DEMO0001"), kind, Actor.employee(employee), at, **values
        )
        await session.commit()


class TestEachChangeWritesOneEntry:
    @pytest.mark.parametrize(
        ("path", "body", "kind", "detail"),
        [
            (
                "company/employee/roles/update",
                {"roleCodes": ["E105"]},
                "employee.rolesChanged",
                "E105",
            ),
            ("company/employee/disable", {}, "employee.disabled", ""),
            ("company/employee/enable", {}, "employee.enabled", ""),
            ("company/employee/remove", {}, "employee.removed", ""),
        ],
    )
    async def test_a_personnel_change(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        path: str,
        body: dict[str, Any],
        kind: str,
        detail: str,
    ) -> None:
        envelope = await call(client, path, signed_in(ADMIN), body={"employeeCode": PLAIN} | body)

        assert envelope["status"] == 200, envelope
        assert await entries(service_app) == [(kind, ADMIN, PLAIN, detail)]

    async def test_a_refused_change_writes_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        envelope = await call(
            client, "company/employee/disable", signed_in(ADMIN), body={"employeeCode": ADMIN}
        )

        assert envelope["status"] != 200
        assert await entries(service_app) == []

    async def test_a_change_that_fails_before_commit_leaves_no_entry(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        # Disabling ends the sessions after the entry is written, before the commit.
        async def broken(*_: object) -> None:
            raise ServiceUnavailable()

        monkeypatch.setattr("portal_kit.sessions.SessionStore.revoke_user_in_company", broken)

        envelope = await call(
            client, "company/employee/disable", signed_in(ADMIN), body={"employeeCode": PLAIN}
        )

        assert envelope["status"] == 503
        assert await entries(service_app) == []
        async with service_app.state.db.sessionmaker() as session:
            employee = await session.get(Employee, PLAIN)
            assert employee is not None
            assert employee.status == 1

    async def test_a_sign_in_told_by_auth_is_recorded_once(self, service_app: FastAPI) -> None:
        handle = event_handlers(service_app)["employee.signed_in"]
        payload = {
            "compCode": "DEMO0001",
            "employeeCode": PLAIN,
            "userCode": "U0006",
            "ip": "10.1.2.3",
            "signedInAt": "2026-11-20T02:00:00+00:00",
        }
        event = Event(id="1-0", type="employee.signed_in", payload=payload, deliveries=1)

        await handle(event)
        await handle(event)

        assert await entries(service_app) == [("signIn", PLAIN, PLAIN, "10.1.2.3")]


class TestList:
    async def test_newest_first_with_who_what_and_whom(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await write(
            service_app,
            "employee.disabled",
            datetime(2026, 11, 1, tzinfo=UTC),
            subject_code=PLAIN,
            subject_name="Old",
        )
        await write(
            service_app,
            "employee.enabled",
            datetime(2026, 11, 2, tzinfo=UTC),
            subject_code=PLAIN,
            subject_name="Zhao Liu",
        )

        envelope = await call(client, LIST, signed_in(ADMIN), body={"pageSize": 1})

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["total"] == 2
        [row] = envelope["body"]["rows"]
        assert row["kind"] == "employee.enabled"
        assert row["text"] == "Enabled employee Zhao Liu"
        assert row["actorCode"] == ADMIN
        assert row["actorMobile"].count("*") == 4
        second = await call(client, LIST, signed_in(ADMIN), body={"pageSize": 1, "pageNum": 2})
        assert [r["text"] for r in second["body"]["rows"]] == ["Disabled employee Old"]

    async def test_text_in_the_readers_language(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await write(
            service_app, "employee.removed", datetime(2026, 11, 1, tzinfo=UTC), subject_name="张三"
        )

        envelope = await call(client, LIST, signed_in(ADMIN, language="zh-CN"))

        assert [r["text"] for r in envelope["body"]["rows"]] == ["移除员工 张三"]

    async def test_filters_by_who_what_and_china_days_in_either_order(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # 2026-11-01 23:30 in China is 15:30 UTC that day.
        await write(
            service_app,
            "employee.enabled",
            datetime(2026, 11, 1, 15, 30, tzinfo=UTC),
            subject_name="in",
        )
        await write(
            service_app,
            "employee.enabled",
            datetime(2026, 11, 1, 16, 30, tzinfo=UTC),
            subject_name="next day",
        )
        await write(
            service_app,
            "employee.disabled",
            datetime(2026, 11, 1, 15, 0, tzinfo=UTC),
            subject_name="other kind",
        )
        await write(
            service_app,
            "employee.enabled",
            datetime(2026, 11, 1, 15, 0, tzinfo=UTC),
            subject_name="other person",
            by=PLAIN,
        )

        body = {
            "kind": "employee.enabled",
            "employeeCode": ADMIN,
            "dateFrom": "2026-11-01",
            "dateTo": "2026-10-30",
        }
        envelope = await call(client, LIST, signed_in(ADMIN), body=body)

        assert envelope["status"] == 200, envelope
        assert [r["subjectName"] for r in envelope["body"]["rows"]] == ["in"]

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({"dateFrom": "2026-13-01"}, "dateFrom must be a date (YYYY-MM-DD)"),
            ({"dateTo": "yesterday"}, "dateTo must be a date (YYYY-MM-DD)"),
            ({"kind": "nothing.like.it"}, "kind must be one of the audit log's kinds"),
        ],
    )
    async def test_a_bad_filter_is_named(
        self, client: httpx.AsyncClient, signed_in: Headers, body: dict[str, str], msg: str
    ) -> None:
        envelope = await call(client, LIST, signed_in(ADMIN), body=body)

        assert (envelope["status"], envelope["msg"]) == (400, msg)

    async def test_only_administrators_read_it_and_only_their_company(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await write(
            service_app, "employee.enabled", datetime(2026, 11, 1, tzinfo=UTC), comp="DEMO0002"
        )

        refused = await call(client, LIST, signed_in(PLAIN))
        own = await call(client, LIST, signed_in(ADMIN))

        assert (refused["status"], refused["msg"]) == (
            400,
            "Only the company administrator can read the audit log.",
        )
        assert own["body"] == {"rows": [], "total": 0}


class TestExport:
    async def test_csv_with_bom_header_and_no_formulas(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await write(
            service_app,
            "employee.added",
            datetime(2026, 11, 1, 2, 3, 4, tzinfo=UTC),
            subject_name='=HYPERLINK("x")',
        )

        response = await client.get(EXPORT, headers=signed_in(ADMIN))

        assert response.headers["content-type"] == "text/csv; charset=utf-8"
        assert "attachment" in response.headers["content-disposition"]
        assert response.content.startswith(b"\xef\xbb\xbf")
        text = response.content.decode("utf-8-sig")
        header, row = list(csv.reader(io.StringIO(text)))
        assert header == ["Time", "Operator", "Mobile", "Kind", "Description", "Subject"]
        assert row[:4] == ["2026-11-01 10:03:04", "王芳", "138****0002", "Employee added"]
        # Inside a longer text the sign is harmless; a cell starting with it is neutralised.
        assert row[4:] == ['Added employee =HYPERLINK("x")', '\'=HYPERLINK("x")']

    async def test_header_in_chinese_and_refusal_as_envelope(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        chinese = await client.get(EXPORT, headers=signed_in(ADMIN, language="zh-CN"))
        refused = await client.get(EXPORT, headers=signed_in(PLAIN))

        assert chinese.content.decode("utf-8-sig").startswith(
            "时间,操作人,手机号,操作类型,操作内容,操作对象"
        )
        assert refused.json()["msg"] == "Only the company administrator can read the audit log."
