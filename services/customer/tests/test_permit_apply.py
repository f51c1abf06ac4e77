"""cust/product/apply and cust/product/withdraw: the administrator's side of a permit."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock

from .company_support import upload
from .conftest import Headers
from .permit_support import (
    APPLY,
    AUDIT,
    FIND_ALL,
    VALID_ID,
    WITHDRAW,
    apply_for,
    audit_rows,
    call,
    documents,
    permit_row,
)

pytestmark = pytest.mark.usefixtures("demo", "content_peer")


def refused(status: int, msg: str) -> dict[str, Any]:
    return {"ok": False, "status": status, "msg": msg, "body": None}


class TestApply:
    async def test_the_administrator_applies_with_the_documents_the_product_needs(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        clock: ManualClock,
    ) -> None:
        envelope = await apply_for(client, signed_in, content_peer, "SIGN", remark="请尽快审核")

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        submitted = clock.now().isoformat().replace("+00:00", "Z")
        assert {k: v for k, v in body.items() if k != "documents"} == {
            "compCode": "DEMO0001",
            "productCode": "SIGN",
            "status": 10,
            # DEMO0001's first role in the enterprise product.
            "compRole": "C101",
            "applicantName": "王芳",
            "remark": "请尽快审核",
            "voucherName": None,
            "voucherIdNumber": None,
            "reason": None,
            "submittedAt": submitted,
            "decidedAt": None,
        }
        assert [(d["documentType"], d["fileName"]) for d in body["documents"]] == [
            ("AUTHORISATION_LETTER", "AUTHORISATION_LETTER.pdf"),
            ("BUSINESS_LICENCE", "BUSINESS_LICENCE.png"),
        ]
        trail = await call(
            client, AUDIT, signed_in("EMP0004"), compCode="DEMO0001", productCode="SIGN"
        )
        assert [
            (e["beforeStatus"], e["afterStatus"], e["operatorType"], e["operatorName"], e["remark"])
            for e in trail["body"]
        ] == [(None, 10, "user", "王芳", "请尽快审核")]
        products = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")
        sign = next(p for p in products["body"] if p["productCode"] == "SIGN")
        assert (sign["permitStatus"], sign["canApply"], sign["canWithdraw"]) == (10, False, True)

    async def test_the_voucher_is_kept_sealed_and_shown_masked(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        voucher = {"name": "王芳", "idNumber": VALID_ID.lower()}

        envelope = await apply_for(client, signed_in, content_peer, voucher=voucher)

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["voucherName"] == "王芳"
        assert envelope["body"]["voucherIdNumber"] == "110105********1236"
        row = await permit_row(service_app, "DEMO0001", "INVOICE")
        assert row is not None
        assert row.voucher_id_number is not None
        assert VALID_ID not in row.voucher_id_number

    async def test_a_requested_company_role_is_kept(
        self, client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI
    ) -> None:
        envelope = await apply_for(client, signed_in, content_peer, compRole="C104")

        assert envelope["body"]["compRole"] == "C104"

    async def test_after_a_rejection_the_company_applies_again(
        self, client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI
    ) -> None:
        envelope = await apply_for(client, signed_in, content_peer, "BILL", remark="已更新")

        assert envelope["status"] == 200, envelope
        assert (envelope["body"]["status"], envelope["body"]["reason"]) == (10, None)
        trail = await call(
            client, AUDIT, signed_in("EMP0004"), compCode="DEMO0001", productCode="BILL"
        )
        assert [(e["beforeStatus"], e["afterStatus"]) for e in trail["body"]] == [
            (85, 10),
            (10, 85),
            (None, 10),
        ]

    async def test_after_a_withdrawal_the_company_applies_again(
        self, client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI
    ) -> None:
        envelope = await apply_for(client, signed_in, content_peer, "LC")

        assert (envelope["status"], envelope["body"]["status"]) == (200, 10)


class TestApplyRefused:
    async def test_a_plain_employee_may_not_apply(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        before = await audit_rows(service_app)

        envelope = await apply_for(client, signed_in, content_peer, employee="EMP0001")

        assert envelope == refused(
            400,
            "Only the company administrator can apply for products or withdraw an application.",
        )
        assert await permit_row(service_app, "DEMO0001", "INVOICE") is None
        assert await audit_rows(service_app) == before

    @pytest.mark.parametrize(
        ("kinds", "msg"),
        [
            (
                ("BUSINESS_LICENCE",),
                "documentFileTokens.AUTHORISATION_LETTER: is required for this product",
            ),
            (
                ("BUSINESS_LICENCE", "AUTHORISATION_LETTER", "PASSPORT"),
                "documentFileTokens.PASSPORT: is not a document type",
            ),
        ],
    )
    async def test_documents_must_be_the_ones_the_product_needs(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
        kinds: tuple[str, ...],
        msg: str,
    ) -> None:
        headers = signed_in("EMP0004")
        tokens = await documents(content_peer, headers, *kinds)

        envelope = await call(
            client, APPLY, headers, body={"productCode": "SIGN", "documentFileTokens": tokens}
        )

        assert envelope == refused(400, msg)
        assert await permit_row(service_app, "DEMO0001", "SIGN") is None

    @pytest.mark.parametrize("owner", ["EMP0001", "unknown"])
    async def test_a_file_the_applicant_did_not_upload_is_refused(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
        owner: str,
    ) -> None:
        # A colleague's upload, or a token that does not exist: the same answer.
        token = await upload(content_peer, signed_in(owner)) if owner != "unknown" else "nope"
        body = {"productCode": "INVOICE", "documentFileTokens": {"BUSINESS_LICENCE": token}}

        envelope = await call(client, APPLY, signed_in("EMP0004"), body=body)

        assert envelope == refused(
            400,
            "documentFileTokens.BUSINESS_LICENCE: must be an image or PDF you uploaded; "
            "please upload it again",
        )
        assert await permit_row(service_app, "DEMO0001", "INVOICE") is None

    @pytest.mark.parametrize("product", ["NOSUCH", "CRM"])
    async def test_only_products_that_take_applications(
        self, client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI, product: str
    ) -> None:
        headers = signed_in("EMP0004")
        tokens = await documents(content_peer, headers, "BUSINESS_LICENCE")

        envelope = await call(
            client, APPLY, headers, body={"productCode": product, "documentFileTokens": tokens}
        )

        assert envelope == refused(400, "productCode: is not a product you can apply for")

    @pytest.mark.parametrize(
        ("product", "msg"),
        [
            ("EC", "Your company already has this product."),
            (
                "CREDIT",
                "Your company already has an application for this product waiting for review.",
            ),
        ],
    )
    async def test_an_opened_product_or_a_waiting_application_conflicts(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
        product: str,
        msg: str,
    ) -> None:
        headers = signed_in("EMP0004")
        kinds = ("BUSINESS_LICENCE", "AUTHORISATION_LETTER", "FINANCIAL_STATEMENT")
        tokens = await documents(content_peer, headers, *kinds)
        before = await audit_rows(service_app)

        envelope = await call(
            client, APPLY, headers, body={"productCode": product, "documentFileTokens": tokens}
        )

        assert envelope == refused(409, msg)
        assert await audit_rows(service_app) == before

    @pytest.mark.parametrize(
        ("id_number", "msg"),
        [
            ("110105198506151235", "voucher.idNumber: The ID number's check code is incorrect."),
            ("1101051985", "voucher.idNumber: The ID number must have 15 or 18 characters."),
        ],
    )
    async def test_the_voucher_id_number_follows_the_rules(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
        id_number: str,
        msg: str,
    ) -> None:
        voucher = {"name": "王芳", "idNumber": id_number}

        envelope = await apply_for(client, signed_in, content_peer, voucher=voucher)

        assert envelope == refused(400, msg)
        assert await permit_row(service_app, "DEMO0001", "INVOICE") is None

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({"documentFileTokens": {}}, "productCode is required"),
            ({"productCode": "INVOICE"}, "documentFileTokens is required"),
            (
                {"productCode": "INVOICE", "documentFileTokens": {}, "compRole": "C199"},
                "compRole must be one of 'C101', 'C102', 'C103', 'C104', 'C105' or 'C106'",
            ),
            (
                {"productCode": "INVOICE", "documentFileTokens": {}, "voucher": {"name": "x"}},
                "voucher.idNumber is required",
            ),
        ],
    )
    async def test_a_malformed_body_names_the_field(
        self, client: httpx.AsyncClient, signed_in: Headers, body: dict[str, Any], msg: str
    ) -> None:
        envelope = await call(client, APPLY, signed_in("EMP0004"), body=body)

        assert envelope == refused(400, msg)


class TestWithdraw:
    async def test_a_waiting_application_is_withdrawn(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, WITHDRAW, signed_in("EMP0004"), body={"productCode": "CREDIT", "remark": "改期"}
        )

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["status"] == 30
        trail = await call(
            client, AUDIT, signed_in("EMP0004"), compCode="DEMO0001", productCode="CREDIT"
        )
        latest = trail["body"][0]
        assert (latest["beforeStatus"], latest["afterStatus"], latest["remark"]) == (10, 30, "改期")
        assert latest["operatorName"] == "王芳"

    @pytest.mark.parametrize("product", ["EC", "BILL", "LC", "SIGN", "NOSUCH"])
    async def test_only_a_waiting_application_can_be_withdrawn(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, product: str
    ) -> None:
        before = await audit_rows(service_app)

        envelope = await call(client, WITHDRAW, signed_in("EMP0004"), body={"productCode": product})

        assert envelope == refused(409, "There is no application waiting for review to withdraw.")
        assert await audit_rows(service_app) == before

    async def test_a_plain_employee_may_not_withdraw(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        envelope = await call(
            client, WITHDRAW, signed_in("EMP0001"), body={"productCode": "CREDIT"}
        )

        assert envelope["status"] == 400
        row = await permit_row(service_app, "DEMO0001", "CREDIT")
        assert row is not None
        assert row.status == 10

    async def test_another_companys_application_cannot_be_withdrawn(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # DEMO0002 waits for INVOICE; DEMO0001's administrator names it in vain.
        envelope = await call(
            client, WITHDRAW, signed_in("EMP0004"), body={"productCode": "INVOICE"}
        )

        assert envelope["status"] == 409
        row = await permit_row(service_app, "DEMO0002", "INVOICE")
        assert row is not None
        assert row.status == 10
