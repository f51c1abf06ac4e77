"""company/employee/add: existing users are linked, new ones get an account and an SMS."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, update

from auth.models import User
from customer.models import Employee, EmployeeRole
from portal_kit import outbox
from portal_kit.internal import SERVICE_TOKEN_HEADER

from .conftest import Headers
from .support import call, disable, staged

ADD = "company/employee/add"
LIST = "company/employee/list"
NEW_MOBILE = "13900000777"

pytestmark = pytest.mark.usefixtures("auth_peer")


async def employee_of(app: FastAPI, comp_code: str, mobile: str) -> Employee | None:
    async with app.state.db.sessionmaker() as session:
        statement = select(Employee).where(
            Employee.comp_code == comp_code, Employee.mobile == mobile
        )
        return (await session.scalars(statement)).one_or_none()


async def roles_of(app: FastAPI, employee_code: str) -> list[str]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(EmployeeRole.role_code)
            .where(EmployeeRole.employee_code == employee_code)
            .order_by(EmployeeRole.role_code)
        )
        return list(rows.all())


async def account_of(auth_app: FastAPI, mobile: str) -> User | None:
    async with auth_app.state.db.sessionmaker() as session:
        return (await session.scalars(select(User).where(User.mobile == mobile))).one_or_none()


def without_time(body: dict[str, Any]) -> dict[str, Any]:
    assert body["createdAt"]
    return {key: value for key, value in body.items() if key not in ("createdAt", "employeeCode")}


class TestAdd:
    async def test_an_existing_user_is_linked_without_a_new_account(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        body = {"mobile": "13800000003", "name": "李娜", "roleCodes": ["E102", "EC-E103"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 200, envelope
        assert without_time(envelope["body"]) == {
            "userCode": "U0003",
            "name": "李娜",
            "mobile": "138****0003",
            "status": 1,
            "rootManager": 0,
            "roles": ["E102", "EC-E103"],
            "accountCreated": False,
        }
        added = await employee_of(service_app, "DEMO0001", "13800000003")
        assert added is not None
        assert added.employee_code == envelope["body"]["employeeCode"]
        assert await roles_of(service_app, added.employee_code) == ["E102", "EC-E103"]
        assert await outbox.read(auth_peer.state.kv, "13800000003") == []

    async def test_a_new_person_gets_an_account_and_a_set_password_sms(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        body = {"mobile": NEW_MOBILE, "name": " 赵六 ", "roleCodes": ["E105"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope["body"]["accountCreated"] is True
        assert envelope["body"]["name"] == "赵六"
        account = await account_of(auth_peer, NEW_MOBILE)
        assert account is not None
        assert envelope["body"]["userCode"] == account.user_code
        [sms] = await outbox.read(auth_peer.state.kv, NEW_MOBILE)
        assert "/index/resetpwd/account" in sms.text
        listed = await call(client, LIST, signed_in("EMP0004"), body={"mobile": NEW_MOBILE})
        assert [item["name"] for item in listed["body"]["list"]] == ["赵六"]

    async def test_the_new_employee_can_switch_into_the_company(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"mobile": "13800000003", "name": "李娜", "roleCodes": ["E102"]}
        added = (await call(client, ADD, signed_in("EMP0004"), body=body))["body"]

        response = await client.post(
            "/internal/employee/switch",
            json={"userCode": "U0003", "employeeCode": added["employeeCode"]},
            headers={SERVICE_TOKEN_HEADER: service_app.state.settings.service_token},
        )

        assert response.json()["body"]["compCode"] == "DEMO0001"

    async def test_the_new_employee_is_announced_to_the_message_service(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"mobile": "13800000003", "name": "李娜", "roleCodes": ["E102"]}

        await call(client, ADD, signed_in("EMP0004"), body=body)

        assert await staged(service_app, "employee.added") == [
            {"compCode": "DEMO0001", "userCode": "U0003", "employeeName": "李娜"}
        ]

    async def test_a_refused_addition_announces_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"mobile": "13800000002", "name": "王芳", "roleCodes": ["E102"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 409
        assert await staged(service_app, "employee.added") == []

    @pytest.mark.parametrize("disabled", [False, True])
    async def test_a_mobile_already_employed_here_is_refused(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
        disabled: bool,
    ) -> None:
        if disabled:
            await disable(service_app, employee="EMP0001")
        body = {"mobile": "13800000001", "name": "张伟", "roleCodes": ["E102"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope == {
            "ok": False,
            "status": 409,
            "msg": "This mobile number already belongs to an employee of this company.",
            "body": None,
        }
        assert await roles_of(service_app, "EMP0001") == ["E102", "EC-E103"]

    async def test_an_employee_whose_mobile_changed_is_still_recognised(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # The company's record still has the old number; the account has U0001's current one.
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(Employee)
                .where(Employee.employee_code == "EMP0001")
                .values(mobile="13700000001")
            )
            await session.commit()
        body = {"mobile": "13800000001", "name": "张伟", "roleCodes": ["E102"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 409

    async def test_a_removed_employee_can_be_added_again(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0004")
        await call(client, "company/employee/remove", headers, body={"employeeCode": "EMP0006"})

        body = {"mobile": "13800000004", "name": "刘洋", "roleCodes": ["E102"]}
        envelope = await call(client, ADD, headers, body=body)

        assert envelope["status"] == 200
        assert envelope["body"]["userCode"] == "U0004"
        assert envelope["body"]["employeeCode"] != "EMP0006"
        assert envelope["body"]["roles"] == ["E102"]

    async def test_a_disabled_account_is_refused_in_auths_words(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        async with auth_peer.state.db.sessionmaker() as session:
            await session.execute(update(User).where(User.user_code == "U0003").values(status=0))
            await session.commit()
        body = {"mobile": "13800000003", "name": "李娜", "roleCodes": ["E102"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope == {
            "ok": False,
            "status": 409,
            "msg": "The account of this mobile number is disabled; it cannot be added.",
            "body": None,
        }
        assert await employee_of(service_app, "DEMO0001", "13800000003") is None


class TestAddRefused:
    async def test_a_plain_employee_cannot_add_and_no_account_is_opened(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        body = {"mobile": NEW_MOBILE, "name": "赵六", "roleCodes": ["E102"]}

        envelope = await call(client, ADD, signed_in("EMP0006"), body=body)

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "Only the company administrator can do this.",
            "body": None,
        }
        assert await account_of(auth_peer, NEW_MOBILE) is None
        assert await employee_of(service_app, "DEMO0001", NEW_MOBILE) is None

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            (
                {"mobile": "1380000000", "name": "赵六", "roleCodes": ["E102"]},
                "mobile has an invalid format",
            ),
            (
                {"mobile": NEW_MOBILE, "name": "   ", "roleCodes": ["E102"]},
                "name must have at least 1 characters",
            ),
            ({"mobile": NEW_MOBILE, "name": "赵六"}, "roleCodes is required"),
            (
                {"mobile": NEW_MOBILE, "name": "赵六", "roleCodes": ["E102", "E112"]},
                "roleCodes: E112 is not an employee role of this company",
            ),
            (
                {"mobile": NEW_MOBILE, "name": "赵六", "roleCodes": []},
                "roleCodes: choose at least one role",
            ),
        ],
    )
    async def test_bad_input_is_named_and_no_account_is_opened(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        auth_peer: FastAPI,
        body: dict[str, Any],
        msg: str,
    ) -> None:
        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}
        assert await account_of(auth_peer, NEW_MOBILE) is None

    async def test_auth_unavailable_is_503_and_nothing_is_added(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        service_app.state.peers = {}
        body = {"mobile": NEW_MOBILE, "name": "赵六", "roleCodes": ["E102"]}

        envelope = await call(client, ADD, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 503
        assert await employee_of(service_app, "DEMO0001", NEW_MOBILE) is None
