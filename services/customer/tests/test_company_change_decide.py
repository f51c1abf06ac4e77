"""Operators decide a change of administrator in the console: approved, the account moves;
rejected, nobody changes."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User
from customer.company.change.models import AdminChangeApplication
from customer.models import Employee

from .company_support import VALID_ID, roles_of, upload
from .conftest import Headers
from .ops_support import settle
from .support import call, disable, staged

APPLY = "company/changeAcc"
VIEW = "company/changeAccView"

pytestmark = pytest.mark.usefixtures("demo", "auth_peer")


async def apply(
    client: httpx.AsyncClient,
    signed_in: Headers,
    content_app: FastAPI,
    mobile: str,
    name: str = "赵强",
) -> int:
    """DEMO0001's administrator 王芳 applies to hand the account to ``mobile``."""
    letter = await upload(content_app, signed_in("EMP0004"))
    body = {"name": name, "mobile": mobile, "idNumber": VALID_ID, "letterFileToken": letter}
    envelope = await call(client, APPLY, signed_in("EMP0004"), body=body)
    assert envelope["status"] == 200, envelope
    application_id: int = envelope["body"]["applicationId"]
    return application_id


async def decide(
    client: httpx.AsyncClient,
    app: FastAPI,
    application_id: int,
    approve: bool,
    reason: str | None = None,
) -> dict[str, Any]:
    """A reviewer recommends, a different approver decides in the console; the envelope."""
    return await settle(client, app, "admin-change", application_id, approve, reason)


async def employee(app: FastAPI, comp_code: str, mobile: str) -> Employee | None:
    async with app.state.db.sessionmaker() as session:
        statement = select(Employee).where(
            Employee.comp_code == comp_code, Employee.mobile == mobile
        )
        return (await session.scalars(statement)).one_or_none()


async def application_row(app: FastAPI, application_id: int) -> AdminChangeApplication:
    async with app.state.db.sessionmaker() as session:
        return await session.get_one(AdminChangeApplication, application_id)


class TestApprove:
    async def test_a_new_person_gets_an_account_and_the_administrator_account(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        application_id = await apply(client, signed_in, content_peer, "13900000777")

        envelope = await decide(client, service_app, application_id, True)

        assert envelope["status"] == 200, envelope
        assert (envelope["body"]["status"], envelope["body"]["stage"]) == ("approved", None)
        new = await employee(service_app, "DEMO0001", "13900000777")
        assert new is not None
        # Naming the application: one SMS for both events to whom chose both notices.
        assert await staged(service_app, "admin.changed") == [
            {
                "compCode": "DEMO0001",
                "userCode": new.user_code,
                "userName": "赵强",
                "applicationId": application_id,
            }
        ]
        assert await staged(service_app, "company.change_decided") == [
            {
                "compCode": "DEMO0001",
                "applicationId": application_id,
                "approved": True,
                "userName": "赵强",
            }
        ]
        assert (new.name, new.status, new.root_manager) == ("赵强", 1, 1)
        assert await roles_of(service_app, new.employee_code) == ["E101"]
        old = await employee(service_app, "DEMO0001", "13800000002")
        assert old is not None
        assert (old.status, old.root_manager) == (1, 0)
        assert await roles_of(service_app, "EMP0004") == []
        async with auth_peer.state.db.sessionmaker() as session:
            account = await session.scalar(select(User).where(User.mobile == "13900000777"))
        assert account is not None
        assert account.user_code == new.user_code
        row = await application_row(service_app, application_id)
        assert (row.status, row.operator, row.new_user_code) == (
            "approved",
            "复核乙",
            new.user_code,
        )
        assert row.decided_at is not None

    async def test_a_disabled_colleague_becomes_the_active_administrator_keeping_other_roles(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
    ) -> None:
        application_id = await apply(client, signed_in, content_peer, "13800000004", "刘洋")
        await disable(service_app, employee="EMP0006")

        envelope = await decide(client, service_app, application_id, True)

        assert envelope["status"] == 200, envelope
        new = await employee(service_app, "DEMO0001", "13800000004")
        assert new is not None
        assert new.employee_code == "EMP0006"
        assert (new.status, new.root_manager) == (1, 1)
        assert await roles_of(service_app, "EMP0006") == ["E101", "E103"]
        assert await roles_of(service_app, "EMP0004") == []

    async def test_the_view_shows_it_approved_to_the_former_administrator(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        application_id = await apply(client, signed_in, content_peer, "13900000777")
        await decide(client, service_app, application_id, True)

        envelope = await call(client, VIEW, signed_in("EMP0004"))

        assert envelope["status"] == 200
        [item] = envelope["body"]
        assert item["status"] == "approved"
        assert item["decidedAt"] is not None


class TestReject:
    async def test_a_rejection_with_its_reason_changes_nobody(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
    ) -> None:
        application_id = await apply(client, signed_in, content_peer, "13900000777")

        reason = "The letter carries no company seal."
        envelope = await decide(client, service_app, application_id, False, reason)

        assert envelope["status"] == 200, envelope
        assert (envelope["body"]["status"], envelope["body"]["stage"]) == ("rejected", None)
        assert await staged(service_app, "admin.changed") == []
        assert await staged(service_app, "company.change_decided") == [
            {
                "compCode": "DEMO0001",
                "applicationId": application_id,
                "approved": False,
                "reason": "The letter carries no company seal.",
            }
        ]
        assert await employee(service_app, "DEMO0001", "13900000777") is None
        assert await roles_of(service_app, "EMP0004") == ["E101"]
        view = await call(client, VIEW, signed_in("EMP0004"))
        assert view["body"][0]["reason"] == "The letter carries no company seal."
        # Decided: the company may apply again.
        assert await apply(client, signed_in, content_peer, "13900000888") != application_id

    async def test_a_rejection_needs_a_reason(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
    ) -> None:
        application_id = await apply(client, signed_in, content_peer, "13900000777")

        envelope = await decide(client, service_app, application_id, False)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "reasons: are required to reject or return",
        )
        assert (await application_row(service_app, application_id)).status == "pending"


class TestRefusals:
    async def test_a_decided_application_cannot_be_decided_again(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        application_id = await apply(client, signed_in, content_peer, "13900000777")
        await decide(client, service_app, application_id, False, "no")

        envelope = await decide(client, service_app, application_id, True)

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "The application has already been decided.",
        )

    async def test_an_unknown_application_is_not_found(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        envelope = await decide(client, service_app, 987654, True)

        assert (envelope["status"], envelope["msg"]) == (404, "The application does not exist.")
