"""Auth's question before it issues a token for another company or role (DESIGN §3)."""

from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from customer.models import Company, Employee
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.settings import BaseServiceSettings

from .support import disable

SWITCH = "/internal/employee/switch"

pytestmark = pytest.mark.usefixtures("demo")


Ask = Callable[..., Awaitable[dict[str, Any]]]


@pytest.fixture
def ask(client: httpx.AsyncClient, service_settings: BaseServiceSettings) -> Ask:
    """Call the route as auth does; ``headers`` replaces the service token header."""

    async def ask(body: dict[str, str], headers: dict[str, str] | None = None) -> dict[str, Any]:
        if headers is None:
            headers = {SERVICE_TOKEN_HEADER: service_settings.service_token}
        response = await client.post(SWITCH, json=body, headers=headers | {"Accept-Language": "en"})
        assert response.status_code == 200
        envelope: dict[str, Any] = response.json()
        return envelope

    return ask


class TestCompanySwitch:
    async def test_a_user_may_switch_to_another_of_their_companies(self, ask: Ask) -> None:
        envelope = await ask({"userCode": "U0001", "employeeCode": "EMP0002"})

        assert envelope == {
            "ok": True,
            "status": 200,
            "msg": "",
            "body": {
                "employeeCode": "EMP0002",
                "compCode": "DEMO0002",
                "compRole": "C102",
                "compBizCode": "DEMO0002-EC-C102",
            },
        }

    async def test_the_enterprise_role_comes_first_by_default(self, ask: Ask) -> None:
        envelope = await ask({"userCode": "U0001", "employeeCode": "EMP0001"})

        assert envelope["body"]["compRole"] == "C101"
        assert envelope["body"]["compBizCode"] == "DEMO0001-EC-C101"

    async def test_a_company_without_roles_gives_an_empty_role(
        self, ask: Ask, service_app: FastAPI
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            session.add(Company(comp_code="NEW0001", comp_name="新企业", credit_code="9100NEW"))
            await session.flush()
            session.add(
                Employee(
                    employee_code="EMP9001",
                    comp_code="NEW0001",
                    user_code="U0001",
                    name="张伟",
                    mobile="13800000001",
                )
            )
            await session.commit()

        envelope = await ask({"userCode": "U0001", "employeeCode": "EMP9001"})

        assert envelope["body"] == {
            "employeeCode": "EMP9001",
            "compCode": "NEW0001",
            "compRole": "",
            "compBizCode": "",
        }

    async def test_another_users_employee_record_is_refused(self, ask: Ask) -> None:
        envelope = await ask({"userCode": "U0001", "employeeCode": "EMP0004"})

        assert envelope == {
            "ok": False,
            "status": 403,
            "msg": "You cannot switch to this company or role.",
            "body": None,
        }

    @pytest.mark.parametrize(("employee", "company"), [("EMP0002", None), (None, "DEMO0002")])
    async def test_a_disabled_record_or_company_is_refused(
        self, ask: Ask, service_app: FastAPI, employee: str | None, company: str | None
    ) -> None:
        await disable(service_app, employee=employee, company=company)

        envelope = await ask({"userCode": "U0001", "employeeCode": "EMP0002"})

        assert envelope["status"] == 403


class TestRoleSwitch:
    async def test_a_role_the_company_holds_is_granted(self, ask: Ask) -> None:
        body = {
            "userCode": "U0001",
            "employeeCode": "EMP0001",
            "compRoleCode": "C102",
            "compBizCode": "DEMO0001-EC-C102",
        }

        envelope = await ask(body)

        assert envelope["body"] == {
            "employeeCode": "EMP0001",
            "compCode": "DEMO0001",
            "compRole": "C102",
            "compBizCode": "DEMO0001-EC-C102",
        }

    @pytest.mark.parametrize(
        ("role", "biz"),
        [
            ("C102", "DEMO0002-EC-C102"),  # another company's business code
            ("C101", "DEMO0001-EC-C102"),  # the code exists, with another role
            ("C103", "DEMO0001-EC-C103"),  # no such business identity
        ],
    )
    async def test_a_business_identity_the_company_does_not_hold_is_refused(
        self, ask: Ask, role: str, biz: str
    ) -> None:
        body = {"userCode": "U0001", "employeeCode": "EMP0001", "compRoleCode": role}

        envelope = await ask(body | {"compBizCode": biz})

        assert envelope["status"] == 403
        assert envelope["body"] is None

    async def test_a_role_without_its_business_code_is_invalid(self, ask: Ask) -> None:
        body = {"userCode": "U0001", "employeeCode": "EMP0001", "compRoleCode": "C102"}

        envelope = await ask(body)

        assert envelope["status"] == 400
        assert envelope["msg"] == "compRoleCode and compBizCode must be sent together"


class TestServiceToken:
    @pytest.mark.parametrize("case", ["missing", "empty", "wrong", "prefix", "as bearer"])
    async def test_a_missing_or_wrong_service_token_is_refused(
        self, ask: Ask, service_settings: BaseServiceSettings, case: str
    ) -> None:
        right = service_settings.service_token
        headers = {
            "missing": {},
            "empty": {SERVICE_TOKEN_HEADER: ""},
            "wrong": {SERVICE_TOKEN_HEADER: "wrong-token"},
            "prefix": {SERVICE_TOKEN_HEADER: right[:-1]},
            "as bearer": {"Authorization": f"Bearer {right}"},
        }[case]

        envelope = await ask({"userCode": "U0001", "employeeCode": "EMP0002"}, headers)

        assert envelope["status"] == 403
        assert envelope["body"] is None

    async def test_the_header_is_checked_before_the_body(self, ask: Ask) -> None:
        envelope = await ask({}, {SERVICE_TOKEN_HEADER: "wrong-token"})

        assert envelope["status"] == 403

    async def test_a_missing_field_is_named(self, ask: Ask) -> None:
        envelope = await ask({"employeeCode": "EMP0002"})

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "userCode is required",
            "body": None,
        }
