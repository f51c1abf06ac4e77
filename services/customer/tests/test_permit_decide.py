"""What an operator's decision on a permit application does: the company sees it, gets the
product's role, and the applicant's voucher may become a real-name record."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from customer.models import CompanyRole
from portal_kit.testing import staged_events

from .conftest import DEMO, Headers
from .permit_support import (
    FIND_ALL,
    VALID_ID,
    apply_for,
    audit_rows,
    call,
    decide,
    permit_row,
    roles_in,
)
from .support import set_roles

pytestmark = pytest.mark.usefixtures("demo", "content_peer")


async def staged(app: FastAPI) -> list[dict[str, Any]]:
    """The ``permit.decided`` events the decisions staged (published once committed)."""
    return await staged_events(app, "permit.decided")


class TestApprove:
    async def test_approval_grants_the_product_and_tells_the_company(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        await apply_for(client, signed_in, content_peer)

        envelope = await decide(client, service_app, "DEMO0001", "INVOICE", True)

        assert envelope["status"] == 200, envelope
        assert (envelope["body"]["status"], envelope["body"]["stage"]) == (80, None)
        assert await roles_in(service_app, "DEMO0001", "INVOICE") == [
            ("DEMO0001-INVOICE-C101", "C101", 1)
        ]
        row = await permit_row(service_app, "DEMO0001", "INVOICE")
        assert row is not None
        assert (row.status, row.operator, row.reason) == (80, "复核乙", None)
        assert await staged(service_app) == [
            {
                "compCode": "DEMO0001",
                "productCode": "INVOICE",
                "approved": True,
                "productName": "发票管理",
            }
        ]
        products = await call(client, FIND_ALL, signed_in("EMP0001"), compCode="DEMO0001")
        invoice = next(p for p in products["body"] if p["productCode"] == "INVOICE")
        assert (invoice["permitStatus"], invoice["opened"]) == (80, True)

    async def test_the_product_appears_in_the_company_information(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        await apply_for(client, signed_in, content_peer, compRole="C104")
        await decide(client, service_app, "DEMO0001", "INVOICE", True)

        info = await call(
            client, "cust/employee/info/comp", signed_in("EMP0001"), productCode="INVOICE"
        )

        assert {
            "prodCode": "INVOICE",
            "compRole": "C104",
            "compBizCode": "DEMO0001-INVOICE-C104",
        } in info["body"]["compRole"]

    async def test_the_applicants_voucher_becomes_their_real_name_record(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        # 刘洋 has no real-name record; made an administrator, he applies with his voucher.
        await set_roles(service_app, "EMP0006", "E101", "E103")
        voucher = {"name": "刘洋", "idNumber": VALID_ID}
        await apply_for(client, signed_in, content_peer, employee="EMP0006", voucher=voucher)
        user_code, _ = DEMO["EMP0006"]
        check = {"productCode": "INVOICE", "compCode": "DEMO0001", "userCode": user_code}
        before = await call(
            client,
            "custUser/checkPassByProductCodeCompCodeAndUserCode",
            signed_in("EMP0006"),
            **check,
        )

        envelope = await decide(client, service_app, "DEMO0001", "INVOICE", True)

        assert before["body"]["passed"] is False
        assert envelope["body"]["status"] == 80
        after = await call(
            client,
            "custUser/checkPassByProductCodeCompCodeAndUserCode",
            signed_in("EMP0006"),
            **check,
        )
        assert after["body"]["passed"] is True
        # Valid in that product only.
        other = await call(
            client,
            "custUser/checkPassByProductCodeCompCodeAndUserCode",
            signed_in("EMP0006"),
            **(check | {"productCode": "EC"}),
        )
        assert other["body"]["passed"] is False
        voucher_info = await call(
            client,
            "product/getCompPersonalVoucherInfo",
            signed_in("EMP0006"),
            compCode="DEMO0001",
            userCode=user_code,
        )
        assert voucher_info["body"]["name"] == "刘洋"
        assert voucher_info["body"]["idNumber"] == "110105********1236"
        assert (voucher_info["body"]["method"], voucher_info["body"]["prodCode"]) == (
            "operator",
            "INVOICE",
        )

    async def test_a_disabled_role_of_the_product_is_enabled_again(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            session.add(
                CompanyRole(
                    comp_biz_code="DEMO0001-INVOICE-C101",
                    comp_code="DEMO0001",
                    prod_code="INVOICE",
                    comp_role="C101",
                    status=0,
                )
            )
            await session.commit()
        await apply_for(client, signed_in, content_peer)

        await decide(client, service_app, "DEMO0001", "INVOICE", True)

        assert await roles_in(service_app, "DEMO0001", "INVOICE") == [
            ("DEMO0001-INVOICE-C101", "C101", 1)
        ]

    async def test_a_role_the_company_already_holds_is_kept(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        await apply_for(client, signed_in, content_peer)
        # Granted meanwhile by other means (an operator's edit).
        async with service_app.state.db.sessionmaker() as session:
            session.add(
                CompanyRole(
                    comp_biz_code="X-INVOICE",
                    comp_code="DEMO0001",
                    prod_code="INVOICE",
                    comp_role="C102",
                )
            )
            await session.commit()

        await decide(client, service_app, "DEMO0001", "INVOICE", True)

        assert await roles_in(service_app, "DEMO0001", "INVOICE") == [("X-INVOICE", "C102", 1)]


class TestReject:
    async def test_a_rejection_carries_its_reason_to_the_company(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        envelope = await decide(
            client, service_app, "DEMO0001", "CREDIT", False, "财务报表缺少审计报告"
        )

        assert envelope["status"] == 200, envelope
        assert (envelope["body"]["status"], envelope["body"]["stage"]) == (85, None)
        assert await roles_in(service_app, "DEMO0001", "CREDIT") == []
        assert await staged(service_app) == [
            {
                "compCode": "DEMO0001",
                "productCode": "CREDIT",
                "approved": False,
                "productName": "数字债权凭证",
                "reason": "财务报表缺少审计报告",
            }
        ]
        products = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")
        credit = next(p for p in products["body"] if p["productCode"] == "CREDIT")
        assert (credit["permitStatus"], credit["reason"], credit["canApply"]) == (
            85,
            "财务报表缺少审计报告",
            True,
        )

    @pytest.mark.parametrize("reason", [None, "   "])
    async def test_a_rejection_needs_a_reason(
        self, client: httpx.AsyncClient, service_app: FastAPI, reason: str | None
    ) -> None:
        before = await audit_rows(service_app)

        envelope = await decide(client, service_app, "DEMO0001", "CREDIT", False, reason)

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "reasons: are required to reject or return",
            "body": None,
        }
        row = await permit_row(service_app, "DEMO0001", "CREDIT")
        assert row is not None
        assert row.status == 10
        assert await audit_rows(service_app) == before
        assert await staged(service_app) == []


class TestDecideRefused:
    @pytest.mark.parametrize(
        ("comp_code", "product", "status", "msg"),
        [
            ("DEMO0001", "EC", 409, "The application is not waiting for a decision."),
            ("DEMO0001", "BILL", 409, "The application is not waiting for a decision."),
            ("DEMO0001", "SIGN", 404, "No application for this product."),
            ("NOSUCH", "EC", 404, "No application for this product."),
        ],
    )
    async def test_only_a_waiting_application_is_decided(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        comp_code: str,
        product: str,
        status: int,
        msg: str,
    ) -> None:
        before = await audit_rows(service_app)

        envelope = await decide(client, service_app, comp_code, product, True)

        assert envelope == {"ok": False, "status": status, "msg": msg, "body": None}
        assert await audit_rows(service_app) == before
        assert await staged(service_app) == []
