"""employee/changeAdmin: the administrator account passes to another active employee."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.models import Employee, EmployeeRole
from portal_kit import outbox

from .conftest import Headers
from .support import call, disable, set_roles, staged

SEND = "company/employee/changeAdmin/sendCode"
CHANGE = "company/employee/changeAdmin"
ROOT_ONLY = {
    "ok": False,
    "status": 400,
    "msg": "Only the company administrator account can transfer administration.",
    "body": None,
}

pytestmark = pytest.mark.usefixtures("auth_peer")


async def standing(app: FastAPI, employee_code: str) -> tuple[int, list[str]]:
    """(root_manager, roles) of an employee."""
    async with app.state.db.sessionmaker() as session:
        employee = await session.get(Employee, employee_code)
        assert employee is not None
        roles = await session.scalars(
            select(EmployeeRole.role_code)
            .where(EmployeeRole.employee_code == employee_code)
            .order_by(EmployeeRole.role_code)
        )
        return employee.root_manager, list(roles.all())


async def texted_code(client: httpx.AsyncClient, headers: dict[str, str], auth: FastAPI) -> str:
    envelope = await call(client, SEND, headers)
    assert envelope["status"] == 200, envelope
    return (await outbox.read(auth.state.kv, "13800000002"))[0].code


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 10**6:06d}"


class TestSendCode:
    async def test_the_code_goes_to_the_administrator_accounts_mobile(
        self, client: httpx.AsyncClient, signed_in: Headers, auth_peer: FastAPI
    ) -> None:
        envelope = await call(client, SEND, signed_in("EMP0004"))

        assert envelope == {"ok": True, "status": 200, "msg": "", "body": {"mobile": "138****0002"}}
        [sms] = await outbox.read(auth_peer.state.kv, "13800000002")
        assert sms.code.isdigit()

    async def test_an_e101_who_is_not_the_account_is_refused(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        await set_roles(service_app, "EMP0001", "E101")

        envelope = await call(client, SEND, signed_in("EMP0001"))

        assert envelope == ROOT_ONLY
        assert await outbox.read(auth_peer.state.kv, "13800000001") == []


class TestChangeAdmin:
    async def test_the_administrator_account_passes_to_another_active_employee(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        await set_roles(service_app, "EMP0004", "E101", "CRM-E101", "EC-E102")
        headers = signed_in("EMP0004")
        code = await texted_code(client, headers, auth_peer)

        envelope = await call(
            client, CHANGE, headers, body={"employeeCode": "EMP0006", "code": code}
        )

        assert envelope["status"] == 200, envelope
        assert (envelope["body"]["rootManager"], envelope["body"]["roles"]) == (1, ["E101", "E103"])
        assert await standing(service_app, "EMP0006") == (1, ["E101", "E103"])
        assert await standing(service_app, "EMP0004") == (0, ["EC-E102"])
        new_admin = envelope["body"]
        assert await staged(service_app, "admin.changed") == [
            {
                "compCode": "DEMO0001",
                "userCode": new_admin["userCode"],
                "userName": new_admin["name"],
            }
        ]

    async def test_afterwards_the_old_administrator_can_no_longer_change_people(
        self, client: httpx.AsyncClient, signed_in: Headers, auth_peer: FastAPI
    ) -> None:
        code = await texted_code(client, signed_in("EMP0004"), auth_peer)
        await call(
            client, CHANGE, signed_in("EMP0004"), body={"employeeCode": "EMP0006", "code": code}
        )
        body = {"employeeCode": "EMP0001", "roleCodes": ["E105"]}

        old = await call(client, "company/employee/roles/update", signed_in("EMP0004"), body=body)
        new = await call(client, "company/employee/roles/update", signed_in("EMP0006"), body=body)

        assert old["status"] == 400
        assert new["status"] == 200

    async def test_a_wrong_code_changes_nothing(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        headers = signed_in("EMP0004")
        code = await texted_code(client, headers, auth_peer)

        envelope = await call(
            client, CHANGE, headers, body={"employeeCode": "EMP0006", "code": wrong(code)}
        )

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "code: the SMS verification code is wrong or has expired",
            "body": None,
        }
        assert await standing(service_app, "EMP0004") == (1, ["E101"])
        assert await standing(service_app, "EMP0006") == (0, ["E103"])

    async def test_without_a_code_sent_nothing_changes(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"employeeCode": "EMP0006", "code": "123456"}

        envelope = await call(client, CHANGE, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 400
        assert await standing(service_app, "EMP0004") == (1, ["E101"])

    async def test_a_disabled_employee_cannot_take_over_and_the_code_stays_usable(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        await disable(service_app, employee="EMP0006")
        headers = signed_in("EMP0004")
        code = await texted_code(client, headers, auth_peer)

        refused = await call(
            client, CHANGE, headers, body={"employeeCode": "EMP0006", "code": code}
        )
        granted = await call(
            client, CHANGE, headers, body={"employeeCode": "EMP0001", "code": code}
        )

        assert refused == {
            "ok": False,
            "status": 409,
            "msg": "The new administrator must be an active employee.",
            "body": None,
        }
        assert granted["status"] == 200
        assert await standing(service_app, "EMP0006") == (0, ["E103"])

    async def test_another_companys_employee_is_unknown(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        headers = signed_in("EMP0004")
        code = await texted_code(client, headers, auth_peer)

        envelope = await call(
            client, CHANGE, headers, body={"employeeCode": "EMP0005", "code": code}
        )

        assert envelope == {
            "ok": False,
            "status": 404,
            "msg": "No such employee in this company.",
            "body": None,
        }
        assert await standing(service_app, "EMP0005") == (0, ["E102"])

    async def test_not_to_oneself(self, client: httpx.AsyncClient, signed_in: Headers) -> None:
        body = {"employeeCode": "EMP0004", "code": "123456"}

        envelope = await call(client, CHANGE, signed_in("EMP0004"), body=body)

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "employeeCode: choose another employee as the new administrator",
            "body": None,
        }

    async def test_only_the_administrator_account_may_transfer(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0001", "E101")
        body = {"employeeCode": "EMP0001", "code": "123456"}

        envelope = await call(client, CHANGE, signed_in("EMP0001"), body=body)

        assert envelope == ROOT_ONLY
        assert await standing(service_app, "EMP0001") == (0, ["E101"])

    async def test_the_code_is_required(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, CHANGE, signed_in("EMP0004"), body={"employeeCode": "EMP0006"}
        )

        assert envelope["msg"] == "code is required"
