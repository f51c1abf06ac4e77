"""cust/product/findAllByPermitStatus, queryPermitAudit and permitInfo: what a company sees."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from .conftest import Headers
from .permit_support import AUDIT, FIND_ALL, INFO, call
from .support import disable

NO_COMPANY = {"ok": False, "status": 404, "msg": "No such company.", "body": None}
PRODUCTS = ["EC", "CRM", "CREDIT", "BILL", "LC", "DEPOSIT", "INVOICE", "QUOTA", "SIGN"]


def by_code(envelope: dict[str, Any]) -> dict[str, dict[str, Any]]:
    assert envelope["status"] == 200, envelope
    return {item["productCode"]: item for item in envelope["body"]}


def without_ids(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in entry.items() if k != "id"} for entry in entries]


@pytest.mark.usefixtures("content_peer")
class TestFindAllByPermitStatus:
    async def test_every_product_with_the_companys_permit_for_the_administrator(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")

        products = by_code(envelope)
        assert [item["productCode"] for item in envelope["body"]] == PRODUCTS
        assert products["EC"] | {"updatedAt": None} == {
            "productCode": "EC",
            "productName": "Enterprise",
            "summary": "The enterprise workbench: overview, to-dos and every business entry",
            "icon": "enterprise",
            "sort": 10,
            "permitStatus": 80,
            "opened": True,
            "canApply": False,
            "canWithdraw": False,
            "requiredDocuments": [],
            "reason": None,
            "updatedAt": None,
        }
        assert products["EC"]["updatedAt"] == "2026-01-08T02:00:00Z"
        statuses = {code: item["permitStatus"] for code, item in products.items()}
        assert statuses == {
            "EC": 80,
            "CRM": None,
            "CREDIT": 10,
            "BILL": 85,
            "LC": 30,
            "DEPOSIT": None,
            "INVOICE": None,
            "QUOTA": None,
            "SIGN": None,
        }
        # The account centre comes with registration: open, nothing to apply for.
        assert (products["CRM"]["opened"], products["CRM"]["canApply"]) == (True, False)
        assert products["CREDIT"]["canWithdraw"] is True
        assert products["CREDIT"]["canApply"] is False
        assert products["BILL"]["reason"] == "开户许可证已过期，请上传最新版本"
        assert products["BILL"]["canApply"] is True
        assert products["LC"]["canApply"] is True
        assert products["INVOICE"]["canApply"] is True
        assert products["INVOICE"]["requiredDocuments"] == ["BUSINESS_LICENCE"]
        assert products["CREDIT"]["requiredDocuments"] == [
            "BUSINESS_LICENCE",
            "AUTHORISATION_LETTER",
            "FINANCIAL_STATEMENT",
        ]

    async def test_a_plain_employee_sees_the_statuses_but_no_actions(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        products = by_code(await call(client, FIND_ALL, signed_in("EMP0001"), compCode="DEMO0001"))

        assert products["CREDIT"]["permitStatus"] == 10
        assert not any(item["canApply"] or item["canWithdraw"] for item in products.values())

    async def test_names_follow_the_callers_language(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0004", language="zh-CN")

        products = by_code(await call(client, FIND_ALL, headers, compCode="DEMO0001"))

        assert products["CRM"]["productName"] == "账户中心"

    async def test_each_company_sees_its_own_permits(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        products = by_code(await call(client, FIND_ALL, signed_in("EMP0005"), compCode="DEMO0002"))

        assert products["INVOICE"]["permitStatus"] == 10
        assert products["CREDIT"]["permitStatus"] is None
        assert products["DEPOSIT"]["reason"] == "营业执照图片不清晰"

    @pytest.mark.parametrize("comp_code", ["DEMO0002", "DEMO0003", "NOSUCH"])
    async def test_another_companys_code_is_refused_and_leaks_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, comp_code: str
    ) -> None:
        # 张伟 works in all three demo companies, but his session is in DEMO0001.
        envelope = await call(client, FIND_ALL, signed_in("EMP0001"), compCode=comp_code)

        assert envelope == NO_COMPANY

    async def test_without_the_company_code_it_names_the_parameter(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, FIND_ALL, signed_in("EMP0004"))

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "compCode is required",
            "body": None,
        }

    async def test_a_disabled_employee_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0001")

        envelope = await call(client, FIND_ALL, signed_in("EMP0001"), compCode="DEMO0001")

        assert (envelope["status"], envelope["body"]) == (403, None)


class TestWithoutContent:
    async def test_the_catalogue_unavailable_is_said_so(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")

        assert envelope == {
            "ok": False,
            "status": 503,
            "msg": "The service is temporarily unavailable; please try again later.",
            "body": None,
        }


class TestQueryPermitAudit:
    async def test_the_whole_trail_newest_first(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, AUDIT, signed_in("EMP0005"), compCode="DEMO0002", productCode="EC"
        )

        assert envelope["status"] == 200, envelope
        assert without_ids(envelope["body"]) == [
            {
                "beforeStatus": 10,
                "afterStatus": 80,
                "operatorType": "operator",
                "operatorName": "demo-operator",
                "remark": None,
                "createdAt": "2026-02-04T02:00:00Z",
            },
            {
                "beforeStatus": 85,
                "afterStatus": 10,
                "operatorType": "user",
                "operatorName": "张伟",
                "remark": "已补充盖章的授权委托书",
                "createdAt": "2026-02-03T02:00:00Z",
            },
            {
                "beforeStatus": 10,
                "afterStatus": 85,
                "operatorType": "operator",
                "operatorName": "demo-operator",
                "remark": "授权委托书缺少公章",
                "createdAt": "2026-02-02T02:00:00Z",
            },
            {
                "beforeStatus": None,
                "afterStatus": 10,
                "operatorType": "user",
                "operatorName": "张伟",
                "remark": None,
                "createdAt": "2026-02-01T02:00:00Z",
            },
        ]

    @pytest.mark.parametrize(
        ("after_status", "expected"),
        [("85", [(10, 85)]), ("10", [(85, 10), (None, 10)]), ("30", [])],
    )
    async def test_after_status_keeps_the_changes_into_that_status(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        after_status: str,
        expected: list[tuple[int | None, int]],
    ) -> None:
        envelope = await call(
            client,
            AUDIT,
            signed_in("EMP0002"),
            compCode="DEMO0002",
            productCode="EC",
            afterStatus=after_status,
        )

        assert envelope["status"] == 200, envelope
        assert [(e["beforeStatus"], e["afterStatus"]) for e in envelope["body"]] == expected

    async def test_a_product_never_applied_for_has_an_empty_trail(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        for product in ("SIGN", "NOSUCH"):
            envelope = await call(
                client, AUDIT, signed_in("EMP0004"), compCode="DEMO0001", productCode=product
            )

            assert (envelope["status"], envelope["body"]) == (200, [])

    async def test_another_companys_trail_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, AUDIT, signed_in("EMP0004"), compCode="DEMO0002", productCode="EC"
        )

        assert envelope == NO_COMPANY

    async def test_a_bad_after_status_names_the_parameter(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client,
            AUDIT,
            signed_in("EMP0004"),
            compCode="DEMO0001",
            productCode="EC",
            afterStatus="approved",
        )

        assert (envelope["status"], envelope["msg"]) == (400, "afterStatus must be a whole number")


class TestPermitInfo:
    async def test_the_latest_application_of_a_rejected_permit(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, INFO, signed_in("EMP0001"), compCode="DEMO0001", productCode="BILL"
        )

        assert envelope["status"] == 200, envelope
        assert envelope["body"] == {
            "compCode": "DEMO0001",
            "productCode": "BILL",
            "status": 85,
            "compRole": "C101",
            "applicantName": "王芳",
            "remark": None,
            "documents": [],
            "voucherName": None,
            "voucherIdNumber": None,
            "reason": "开户许可证已过期，请上传最新版本",
            "submittedAt": "2026-03-03T02:00:00Z",
            "decidedAt": "2026-03-05T02:00:00Z",
        }

    async def test_no_application_is_not_found(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, INFO, signed_in("EMP0004"), compCode="DEMO0001", productCode="SIGN"
        )

        assert envelope == {
            "ok": False,
            "status": 404,
            "msg": "No application for this product.",
            "body": None,
        }

    async def test_another_companys_application_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, INFO, signed_in("EMP0004"), compCode="DEMO0002", productCode="EC"
        )

        assert envelope == NO_COMPANY
