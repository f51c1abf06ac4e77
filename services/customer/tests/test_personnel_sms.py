"""employeeSmsTreeselect / smsEmployeeSubmit: business notifications by SMS, per product."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.personnel.models import EmployeeSmsNotice

from .conftest import Headers
from .support import call

TREE = "company/custAccount/login/employeeSmsTreeselect"
SUBMIT = "company/custAccount/login/smsEmployeeSubmit"


def checked(envelope: dict[str, Any]) -> dict[str, list[str]]:
    """product → its checked notification codes."""
    assert envelope["status"] == 200, envelope
    return {
        node["id"]: [item["id"] for item in node["children"] if item["checked"]]
        for node in envelope["body"]
    }


async def stored(app: FastAPI, employee_code: str) -> set[str]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(EmployeeSmsNotice.notice_code).where(
                EmployeeSmsNotice.employee_code == employee_code
            )
        )
        return set(rows.all())


class TestTree:
    async def test_the_companys_products_with_nothing_chosen_yet(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, TREE, signed_in("EMP0001"))

        assert checked(envelope) == {"EC": [], "CRM": []}
        enterprise = envelope["body"][0]
        assert (enterprise["label"], enterprise["checked"]) == ("Enterprise", False)
        assert enterprise["children"][0] == {
            "id": "EC_TODO",
            "label": "New to-do items",
            "checked": False,
        }

    async def test_labels_follow_the_language(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, TREE, signed_in("EMP0001", language="zh-CN"))

        assert [node["label"] for node in envelope["body"]] == ["企业服务", "账户中心"]

    @pytest.mark.parametrize(
        ("comp_role", "products"),
        [("C101", ["EC"]), ("C106", ["CRM"]), ("C104", []), ("", ["EC", "CRM"])],
    )
    async def test_the_company_role_narrows_the_products(
        self, client: httpx.AsyncClient, signed_in: Headers, comp_role: str, products: list[str]
    ) -> None:
        envelope = await call(client, TREE, signed_in("EMP0001"), compRole=comp_role)

        assert list(checked(envelope)) == products

    async def test_a_bad_company_role_is_named(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, TREE, signed_in("EMP0001"), compRole="admin")

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "compRole has an invalid format",
            "body": None,
        }


class TestSubmit:
    async def test_an_employee_chooses_their_own(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0001")
        body = {"employeeCode": "EMP0001", "noticeCodes": ["EC_TODO", "CRM_PERSONNEL_CHANGE"]}

        answer = await call(client, SUBMIT, headers, body=body)
        again = await call(client, TREE, headers, employeeCode="EMP0001")

        assert checked(answer) == {"EC": ["EC_TODO"], "CRM": ["CRM_PERSONNEL_CHANGE"]}
        assert checked(again) == checked(answer)
        assert await stored(service_app, "EMP0001") == {"EC_TODO", "CRM_PERSONNEL_CHANGE"}

    async def test_a_product_is_checked_when_all_its_notifications_are(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        every_ec = ["EC_TODO", "EC_APPROVAL_RESULT", "EC_FINANCING_PROGRESS"]
        body = {"employeeCode": "EMP0001", "noticeCodes": every_ec}

        answer = await call(client, SUBMIT, signed_in("EMP0001"), body=body)

        assert [(node["id"], node["checked"]) for node in answer["body"]] == [
            ("EC", True),
            ("CRM", False),
        ]

    async def test_a_choice_within_one_role_keeps_the_other_products(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0001")
        everything = {"employeeCode": "EMP0001", "noticeCodes": ["EC_TODO", "CRM_PERMIT_RESULT"]}
        await call(client, SUBMIT, headers, body=everything)

        body = {"employeeCode": "EMP0001", "noticeCodes": [], "compRole": "C101"}
        answer = await call(client, SUBMIT, headers, body=body)

        assert checked(answer) == {"EC": []}
        assert await stored(service_app, "EMP0001") == {"CRM_PERMIT_RESULT"}

    @pytest.mark.parametrize(
        ("code", "comp_role"),
        [
            ("EC_NOPE", None),
            ("CREDIT_DUE", None),  # a product DEMO0001 holds no role in
            ("CRM_PERSONNEL_CHANGE", "C101"),  # outside the named role's products
        ],
    )
    async def test_an_unknown_notification_is_named_and_nothing_changes(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        code: str,
        comp_role: str | None,
    ) -> None:
        headers = signed_in("EMP0001")
        await call(
            client, SUBMIT, headers, body={"employeeCode": "EMP0001", "noticeCodes": ["EC_TODO"]}
        )

        body = {"employeeCode": "EMP0001", "noticeCodes": [code], "compRole": comp_role}
        envelope = await call(client, SUBMIT, headers, body=body)

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": f"noticeCodes: {code} is not a notification this company can receive",
            "body": None,
        }
        assert await stored(service_app, "EMP0001") == {"EC_TODO"}

    async def test_missing_fields_are_named(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, SUBMIT, signed_in("EMP0001"), body={"employeeCode": "EMP0001"}
        )

        assert envelope["msg"] == "noticeCodes is required"


class TestWhoMay:
    async def test_the_administrator_reads_and_sets_any_employees(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0004")
        body = {"employeeCode": "EMP0006", "noticeCodes": ["CRM_INVITATION_ACCEPTED"]}

        await call(client, SUBMIT, headers, body=body)
        envelope = await call(client, TREE, headers, employeeCode="EMP0006")

        assert checked(envelope) == {"EC": [], "CRM": ["CRM_INVITATION_ACCEPTED"]}
        assert await stored(service_app, "EMP0006") == {"CRM_INVITATION_ACCEPTED"}

    async def test_a_plain_employee_cannot_read_or_set_anothers(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0006")
        refusal = {
            "ok": False,
            "status": 400,
            "msg": "Only the company administrator can see or change another employee's SMS "
            "notifications.",
            "body": None,
        }

        read = await call(client, TREE, headers, employeeCode="EMP0001")
        body = {"employeeCode": "EMP0001", "noticeCodes": ["EC_TODO"]}
        written = await call(client, SUBMIT, headers, body=body)

        assert read == refusal
        assert written == refusal
        assert await stored(service_app, "EMP0001") == set()

    @pytest.mark.parametrize("caller", ["EMP0004", "EMP0006"])
    async def test_another_companys_employee_is_unknown(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, caller: str
    ) -> None:
        headers = signed_in(caller)
        body = {"employeeCode": "EMP0005", "noticeCodes": ["EC_TODO"]}

        read = await call(client, TREE, headers, employeeCode="EMP0005")
        written = await call(client, SUBMIT, headers, body=body)

        not_found = {
            "ok": False,
            "status": 404,
            "msg": "No such employee in this company.",
            "body": None,
        }
        assert read == not_found
        assert written == not_found
        assert await stored(service_app, "EMP0005") == set()

    async def test_a_removed_employees_choice_goes_with_them(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0004")
        body = {"employeeCode": "EMP0006", "noticeCodes": ["EC_TODO"]}
        await call(client, SUBMIT, headers, body=body)

        await call(client, "company/employee/remove", headers, body={"employeeCode": "EMP0006"})

        assert await stored(service_app, "EMP0006") == set()
