"""The console's change-of-administrator queue: list, detail, unmask, recommend and decide."""

import httpx
import pytest
from fastapi import FastAPI

from customer.company.change.models import AdminChangeApplication
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole

from .company_support import VALID_ID
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
from .support import staged
from .test_company_change_decide import apply, employee

pytestmark = pytest.mark.usefixtures("demo", "auth_peer")

OWN = "You recommended a decision on this case; a different approver must decide it."
MOBILE = "13900000777"


@pytest.fixture
async def case(client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI) -> int:
    """DEMO0001's administrator applies to hand the account to 赵强."""
    return await apply(client, signed_in, content_peer, MOBILE)


async def application_row(app: FastAPI, application_id: int) -> AdminChangeApplication:
    async with app.state.db.sessionmaker() as session:
        return await session.get_one(AdminChangeApplication, application_id)


class TestList:
    async def test_the_pending_application_awaits_review(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        envelope = await ops(
            client, "admin-change/list", reviewer(service_app, clock), {"status": "pending"}
        )

        assert envelope["status"] == 200, envelope
        [row] = envelope["body"]["rows"]
        assert (row["id"], row["compCode"], row["name"], row["stage"]) == (
            case,
            "DEMO0001",
            "赵强",
            "awaitingReview",
        )
        assert row["applicantName"] == "王芳"

    async def test_a_keyword_matching_nothing_lists_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        envelope = await ops(
            client, "admin-change/list", reviewer(service_app, clock), {"keyword": "苏州"}
        )

        assert envelope["body"] == {"rows": [], "total": 0}

    @pytest.mark.parametrize("role", READERS)
    async def test_every_reading_role_lists(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        envelope = await ops(client, "admin-change/list", operator(service_app, clock, role))

        assert envelope["status"] == 200


class TestDetail:
    async def test_the_application_masked_with_the_letter_and_the_current_administrator(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        envelope = await ops(
            client, "admin-change/detail", operator(service_app, clock, AUDITOR), {"id": case}
        )

        body = envelope["body"]
        assert (body["name"], body["mobile"], body["idNumber"]) == (
            "赵强",
            "139****0777",
            "110105********1236",
        )
        [letter] = body["documents"]
        assert (letter["documentType"], letter["fileName"], letter["contentType"]) == (
            "AUTHORISATION_LETTER",
            "letter.pdf",
            "application/pdf",
        )
        assert [(a["name"], a["mobile"]) for a in body["administrators"]] == [
            ("王芳", "138****0002")
        ]
        assert [(t["kind"], t["actorName"]) for t in body["trail"]] == [("submitted", "王芳")]
        assert {a["queue"] for a in body["applications"]} == {"permit"}

    async def test_unmasking_shows_the_whole_number_to_a_reviewer_only(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        body = {"id": case, "field": "idNumber"}

        shown = await ops(client, "admin-change/unmask", reviewer(service_app, clock), body)
        refused = await ops(
            client, "admin-change/unmask", operator(service_app, clock, AUDITOR), body
        )

        assert shown["body"] == {"field": "idNumber", "value": VALID_ID}
        assert refused_role(refused)
        [entry] = await audit(service_app, "admin_change.unmask")
        assert (entry.target_type, entry.target_id, entry.after) == (
            "admin_change",
            str(case),
            {"field": "idNumber"},
        )


class TestFourEyes:
    async def test_recommended_then_approved_moves_the_account(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        made = await ops(
            client,
            "admin-change/recommend",
            reviewer(service_app, clock),
            {"id": case, "approve": True},
        )
        decided = await ops(
            client,
            "admin-change/decide",
            approver(service_app, clock),
            {"id": case, "decision": "approve"},
        )

        assert made["status"] == 200, made
        assert decided["status"] == 200, decided
        assert decided["body"]["status"] == "approved"
        new = await employee(service_app, "DEMO0001", MOBILE)
        assert new is not None
        assert new.root_manager == 1
        stored = await application_row(service_app, case)
        assert (stored.operator_code, stored.operator) == ("OP0002", "复核乙")
        [changed] = await staged(service_app, "admin.changed")
        assert changed["applicationId"] == case
        [result] = await staged(service_app, "company.change_decided")
        assert result["approved"] is True
        [entry] = await audit(service_app, "admin_change.approve")
        assert entry.after["newUserCode"] == new.user_code
        assert VALID_ID not in entry.model_dump_json()

    async def test_a_rejection_needs_a_reason_and_tells_the_company(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        await ops(
            client,
            "admin-change/recommend",
            reviewer(service_app, clock),
            {"id": case, "approve": False, "reasons": "授权书未盖章"},
        )
        bare = await ops(
            client,
            "admin-change/decide",
            approver(service_app, clock),
            {"id": case, "decision": "reject"},
        )

        decided = await ops(
            client,
            "admin-change/decide",
            approver(service_app, clock),
            {"id": case, "decision": "reject", "reasons": "授权书未盖章"},
        )

        assert (bare["status"], bare["msg"]) == (400, "reasons: are required to reject or return")
        assert decided["body"]["status"] == "rejected"
        [result] = await staged(service_app, "company.change_decided")
        assert (result["approved"], result["reason"]) == (False, "授权书未盖章")

    async def test_the_recommender_cannot_decide(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        both = operator(service_app, clock, REVIEWER, APPROVER, code="OP0007")
        await ops(client, "admin-change/recommend", both, {"id": case, "approve": True})

        envelope = await ops(
            client, "admin-change/decide", both, {"id": case, "decision": "approve"}
        )

        assert (envelope["status"], envelope["msg"]) == (409, OWN)
        assert (await application_row(service_app, case)).status == "pending"

    async def test_return_clears_the_recommendation(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, case: int
    ) -> None:
        await ops(
            client,
            "admin-change/recommend",
            reviewer(service_app, clock),
            {"id": case, "approve": True},
        )

        returned = await ops(
            client,
            "admin-change/decide",
            approver(service_app, clock),
            {"id": case, "decision": "return", "reasons": "请核对手机号"},
        )

        assert returned["body"]["stage"] == "awaitingReview"
        [entry] = await audit(service_app, "admin_change.return")
        assert entry.after["reasons"] == "请核对手机号"


class TestRoles:
    @pytest.mark.parametrize("role", [APPROVER, AUDITOR, OPS_ADMIN])
    async def test_only_a_reviewer_recommends(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        case: int,
        role: OperatorRole,
    ) -> None:
        headers = operator(service_app, clock, role)

        envelope = await ops(
            client, "admin-change/recommend", headers, {"id": case, "approve": True}
        )

        assert refused_role(envelope)

    @pytest.mark.parametrize("role", [REVIEWER, AUDITOR, OPS_ADMIN])
    async def test_only_an_approver_decides(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        case: int,
        role: OperatorRole,
    ) -> None:
        headers = operator(service_app, clock, role)

        envelope = await ops(
            client, "admin-change/decide", headers, {"id": case, "decision": "approve"}
        )

        assert refused_role(envelope)

    async def test_a_customer_is_401(
        self, client: httpx.AsyncClient, signed_in: Headers, case: int
    ) -> None:
        envelope = await ops(client, "admin-change/detail", signed_in("EMP0004"), {"id": case})

        assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)
