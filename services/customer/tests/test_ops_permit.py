"""The console's product permit queue: list, detail, unmask, four-eyes recommend and decide."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole

from .conftest import Headers
from .ops_support import (
    APPROVER,
    AUDITOR,
    OPS_ADMIN,
    READERS,
    REVIEWER,
    SIGN_IN,
    approver,
    audit,
    operator,
    ops,
    refused_role,
    reviewer,
)
from .permit_support import apply_for, audit_rows, permit_row, roles_in
from .support import staged

pytestmark = pytest.mark.usefixtures("demo", "content_peer")

OWN = "You recommended a decision on this case; a different approver must decide it."
REASONS_REQUIRED = "reasons: are required to reject or return"


async def demo_permit(app: FastAPI, comp_code: str = "DEMO0001", product: str = "CREDIT") -> int:
    permit = await permit_row(app, comp_code, product)
    assert permit is not None
    return permit.id


class TestList:
    async def test_waiting_applications_oldest_first(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(
            client, "permit/list", reviewer(service_app, clock), {"stage": "awaitingReview"}
        )

        assert envelope["status"] == 200, envelope
        rows = envelope["body"]["rows"]
        assert [(r["compCode"], r["productCode"], r["stage"]) for r in rows] == [
            ("DEMO0002", "INVOICE", "awaitingReview"),
            ("DEMO0001", "CREDIT", "awaitingReview"),
            ("DEMO0003", "LC", "awaitingReview"),
        ]
        assert rows[0]["compName"] == "苏州示范精密制造有限公司"
        assert rows[0]["creditCode"] == "91320500MA1MXK2Q3G"
        assert envelope["body"]["total"] == 3

    async def test_filters_by_status_product_and_keyword(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        headers = reviewer(service_app, clock)

        rejected = await ops(client, "permit/list", headers, {"status": 85})
        bills = await ops(client, "permit/list", headers, {"productCode": "BILL"})
        found = await ops(client, "permit/list", headers, {"keyword": "DEMO0003", "status": ""})

        assert {(r["compCode"], r["productCode"]) for r in rejected["body"]["rows"]} == {
            ("DEMO0001", "BILL"),
            ("DEMO0002", "DEPOSIT"),
        }
        assert [r["status"] for r in bills["body"]["rows"]] == [85]
        assert {r["productCode"] for r in found["body"]["rows"]} == {"EC", "LC"}

    @pytest.mark.parametrize("role", READERS)
    async def test_every_reading_role_lists(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        envelope = await ops(client, "permit/list", operator(service_app, clock, role))

        assert envelope["status"] == 200

    async def test_a_customer_is_401(self, client: httpx.AsyncClient, signed_in: Headers) -> None:
        envelope = await ops(client, "permit/list", signed_in("EMP0004"))

        assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)


class TestDetail:
    async def test_the_application_with_its_documents_and_trail(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        applied = await apply_for(client, signed_in, content_peer, product="SIGN", remark="首次")
        assert applied["status"] == 200, applied
        case = await demo_permit(service_app, "DEMO0001", "SIGN")

        envelope = await ops(
            client, "permit/detail", operator(service_app, clock, AUDITOR), {"id": case}
        )

        body = envelope["body"]
        assert (body["compCode"], body["productCode"], body["status"]) == ("DEMO0001", "SIGN", 10)
        assert body["stage"] == "awaitingReview"
        assert (body["applicantName"], body["remark"]) == ("王芳", "首次")
        assert [
            (d["documentType"], d["label"], d["fileName"], d["contentType"])
            for d in body["documents"]
        ] == [
            (
                "AUTHORISATION_LETTER",
                "Letter of authorisation",
                "AUTHORISATION_LETTER.pdf",
                "application/pdf",
            ),
            ("BUSINESS_LICENCE", "Business licence", "BUSINESS_LICENCE.png", "image/png"),
        ]
        assert [(t["kind"], t["actorName"], t["reasons"]) for t in body["trail"]] == [
            ("submitted", "王芳", "首次")
        ]
        assert body["identityMatches"] is None
        assert {(a["queue"], a["productCode"]) for a in body["applications"]} >= {
            ("permit", "EC"),
            ("permit", "CREDIT"),
        }

    async def test_an_unknown_id_is_404(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(client, "permit/detail", reviewer(service_app, clock), {"id": 99999})

        assert (envelope["status"], envelope["msg"]) == (404, "No application for this product.")


class TestFourEyes:
    async def test_recommended_then_approved_by_another_opens_the_product(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await demo_permit(service_app)
        trail_before = await audit_rows(service_app)

        made = await ops(
            client, "permit/recommend", reviewer(service_app, clock), {"id": case, "approve": True}
        )
        clock.advance(minutes=5)
        decided = await ops(
            client,
            "permit/decide",
            approver(service_app, clock),
            {"id": case, "decision": "approve"},
        )

        assert made["body"]["stage"] == "awaitingDecision", made
        assert decided["status"] == 200, decided
        assert decided["body"]["status"] == 80
        assert await roles_in(service_app, "DEMO0001", "CREDIT") == [
            ("DEMO0001-CREDIT-C101", "C101", 1)
        ]
        assert await audit_rows(service_app) == trail_before + 1
        permit = await permit_row(service_app, "DEMO0001", "CREDIT")
        assert permit is not None
        assert (permit.operator_code, permit.operator) == ("OP0002", "复核乙")
        [event] = await staged(service_app, "permit.decided")
        assert (event["compCode"], event["productCode"], event["approved"]) == (
            "DEMO0001",
            "CREDIT",
            True,
        )
        detail = await ops(client, "permit/detail", reviewer(service_app, clock), {"id": case})
        assert [(t["kind"], t["actorCode"]) for t in detail["body"]["trail"]] == [
            ("submitted", "U0002"),
            ("recommended", "OP0001"),
            ("approved", "OP0002"),
        ]
        [entry] = await audit(service_app, "permit.approve")
        assert (entry.target_type, entry.target_id) == ("permit", str(case))
        assert entry.before["stage"] == "awaitingDecision"
        assert entry.after["status"] == 80

    async def test_a_rejection_gives_its_reason_to_the_company(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await demo_permit(service_app)
        await ops(
            client,
            "permit/recommend",
            reviewer(service_app, clock),
            {"id": case, "approve": False, "reasons": "财务报表缺页"},
        )

        decided = await ops(
            client,
            "permit/decide",
            approver(service_app, clock),
            {"id": case, "decision": "reject", "reasons": "财务报表缺页"},
        )

        assert decided["body"]["status"] == 85
        permit = await permit_row(service_app, "DEMO0001", "CREDIT")
        assert permit is not None
        assert permit.reason == "财务报表缺页"

    async def test_the_recommender_cannot_decide(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await demo_permit(service_app)
        both = operator(service_app, clock, REVIEWER, APPROVER, code="OP0007")
        await ops(client, "permit/recommend", both, {"id": case, "approve": True})

        envelope = await ops(client, "permit/decide", both, {"id": case, "decision": "approve"})

        assert (envelope["status"], envelope["msg"]) == (409, OWN)
        assert await roles_in(service_app, "DEMO0001", "CREDIT") == []

    async def test_return_and_reasons(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await demo_permit(service_app)
        no_reason = await ops(
            client, "permit/recommend", reviewer(service_app, clock), {"id": case, "approve": False}
        )
        await ops(
            client, "permit/recommend", reviewer(service_app, clock), {"id": case, "approve": True}
        )
        bare_return = await ops(
            client,
            "permit/decide",
            approver(service_app, clock),
            {"id": case, "decision": "return"},
        )

        returned = await ops(
            client,
            "permit/decide",
            approver(service_app, clock),
            {"id": case, "decision": "return", "reasons": "请核对授权书"},
        )

        assert (no_reason["status"], no_reason["msg"]) == (400, REASONS_REQUIRED)
        assert (bare_return["status"], bare_return["msg"]) == (400, REASONS_REQUIRED)
        assert returned["body"]["stage"] == "awaitingReview"
        assert returned["body"]["recommendation"] is None

    async def test_a_decided_application_is_409(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await demo_permit(service_app, "DEMO0001", "BILL")

        envelope = await ops(
            client, "permit/recommend", reviewer(service_app, clock), {"id": case, "approve": True}
        )

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "The application is not waiting for a decision.",
        )

    async def test_a_new_application_drops_the_old_recommendation(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        case = await demo_permit(service_app)
        await ops(
            client, "permit/recommend", reviewer(service_app, clock), {"id": case, "approve": True}
        )
        withdrawn = await client.post(
            "/web/portal/api/cust/product/withdraw",
            headers=signed_in("EMP0004"),
            json={"productCode": "CREDIT"},
        )
        assert withdrawn.json()["status"] == 200, withdrawn.json()

        applied = await apply_for(client, signed_in, content_peer, product="CREDIT")
        detail = await ops(client, "permit/detail", reviewer(service_app, clock), {"id": case})

        assert applied["status"] == 200, applied
        assert detail["body"]["stage"] == "awaitingReview"
        assert detail["body"]["recommendation"] is None


class TestRoles:
    @pytest.mark.parametrize("role", [APPROVER, AUDITOR, OPS_ADMIN])
    async def test_only_a_reviewer_recommends(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        case = await demo_permit(service_app)
        headers = operator(service_app, clock, role)

        envelope = await ops(client, "permit/recommend", headers, {"id": case, "approve": True})

        assert refused_role(envelope)

    @pytest.mark.parametrize("role", [REVIEWER, AUDITOR, OPS_ADMIN])
    async def test_only_an_approver_decides(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        case = await demo_permit(service_app)
        headers = operator(service_app, clock, role)

        envelope = await ops(client, "permit/decide", headers, {"id": case, "decision": "approve"})

        assert refused_role(envelope)

    @pytest.mark.parametrize("role", [AUDITOR, OPS_ADMIN])
    async def test_only_reviewers_and_approvers_unmask(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        case = await demo_permit(service_app)
        body = {"id": case, "field": "voucherIdNumber"}

        envelope = await ops(client, "permit/unmask", operator(service_app, clock, role), body)

        assert refused_role(envelope)

    async def test_a_customer_cannot_recommend(
        self, client: httpx.AsyncClient, service_app: FastAPI, signed_in: Headers
    ) -> None:
        case = await demo_permit(service_app)

        envelope = await ops(
            client, "permit/recommend", signed_in("EMP0004"), {"id": case, "approve": True}
        )

        assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)
