"""The console's registration queue: list, detail, unmask, four-eyes recommend and decide."""

import json
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.models import Company
from customer.registration.models import Registration
from portal_kit.clock import ManualClock

from .company_support import VALID_ID
from .conftest import Headers
from .ops_cases import add_registration
from .ops_support import (
    APPROVER,
    AUDITOR,
    OPS_ADMIN,
    READERS,
    REVIEWER,
    SIGN_IN,
    admin,
    approver,
    audit,
    operator,
    ops,
    refused_role,
    reviewer,
)
from .registration_support import OWN_ID, pending, stored
from .support import staged

pytestmark = pytest.mark.usefixtures("demo")

OWN = "You recommended a decision on this case; a different approver must decide it."
NEEDS_RECOMMENDATION = (
    "Four-eyes review is on for this queue: a reviewer must recommend a decision first."
)


async def row(app: FastAPI, registration_id: int) -> Registration:
    async with app.state.db.sessionmaker() as session:
        return await session.get_one(Registration, registration_id)


async def recommend(
    client: httpx.AsyncClient, headers: dict[str, str], case_id: int, approve: bool, **extra: object
) -> dict[str, object]:
    body = {"id": case_id, "approve": approve, **extra}
    return await ops(client, "registration/recommend", headers, body)


async def decide(
    client: httpx.AsyncClient, headers: dict[str, str], case_id: int, decision: str, **extra: object
) -> dict[str, object]:
    return await ops(
        client, "registration/decide", headers, {"id": case_id, "decision": decision, **extra}
    )


class TestList:
    async def test_pages_oldest_first_with_stage_and_total(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        newer = await add_registration(service_app, clock, 1, age=timedelta(hours=1))
        older = await add_registration(service_app, clock, 2, age=timedelta(days=3))
        middle = await add_registration(service_app, clock, 3, age=timedelta(days=1))
        await recommend(client, reviewer(service_app, clock), older, True)

        envelope = await ops(
            client, "registration/list", reviewer(service_app, clock), {"pageSize": 2}
        )

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert body["total"] == 3
        assert [r["id"] for r in body["rows"]] == [older, middle]
        assert body["rows"][0]["stage"] == "awaitingDecision"
        assert body["rows"][0]["recommendation"]["operatorCode"] == "OP0001"
        assert body["rows"][1]["stage"] == "awaitingReview"
        second = await ops(
            client, "registration/list", reviewer(service_app, clock), {"pageSize": 2, "pageNum": 2}
        )
        assert [r["id"] for r in second["body"]["rows"]] == [newer]

    async def test_filters_by_stage_status_keyword_and_dates(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        first = await add_registration(service_app, clock, 1, comp_name="宁波海港物流有限公司")
        second = await add_registration(service_app, clock, 2, age=timedelta(days=10))
        rejected = await add_registration(service_app, clock, 3, status="rejected")
        await recommend(client, reviewer(service_app, clock), second, False, reasons={"other": "x"})
        headers = reviewer(service_app, clock)
        today = clock.now().date().isoformat()

        async def ids(**filters: object) -> list[int]:
            envelope = await ops(client, "registration/list", headers, filters)
            assert envelope["status"] == 200, envelope
            return [r["id"] for r in envelope["body"]["rows"]]

        assert await ids(stage="awaitingReview") == [first]
        assert await ids(stage="awaitingDecision") == [second]
        assert await ids(status="rejected") == [rejected]
        assert await ids(keyword="海港") == [first]
        assert await ids(keyword="c00000000002") == [second]
        assert sorted(await ids(submittedFrom=today)) == [first, rejected]
        assert await ids(sortBy="compName", descending=True, status="pending", stage="") == [
            second,
            first,
        ]

    async def test_a_page_size_over_100_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(
            client, "registration/list", reviewer(service_app, clock), {"pageSize": 101}
        )

        assert (envelope["status"], envelope["msg"]) == (400, "pageSize must be at most 100")

    @pytest.mark.parametrize("role", READERS)
    async def test_every_reading_role_lists(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, role: str
    ) -> None:
        envelope = await ops(client, "registration/list", operator(service_app, clock, role))

        assert envelope["status"] == 200

    async def test_a_customer_is_401(self, client: httpx.AsyncClient, signed_in: Headers) -> None:
        envelope = await ops(client, "registration/list", signed_in("EMP0004"))

        assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)


class TestDetail:
    async def test_every_field_masked_with_the_licence_and_trail(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        auth_peer: FastAPI,
        content_peer: FastAPI,
        reference_peer: FastAPI,
    ) -> None:
        await pending(client, auth_peer, content_peer)
        [registration] = await stored(service_app)

        envelope = await ops(
            client,
            "registration/detail",
            operator(service_app, clock, AUDITOR),
            {"id": registration.id},
        )

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert body["status"] == "pending"
        assert body["stage"] == "awaitingReview"
        assert body["compName"] == "杭州示范供应链管理有限公司"
        assert body["legalIdNumber"] == "110105********1236"
        assert body["realNameIdNumber"] == "110105********1239"
        assert body["mobile"] == "139****0001"
        assert body["compRoles"] == ["C102", "C101"]
        [licence] = body["documents"]
        assert licence["documentType"] == "BUSINESS_LICENCE"
        assert licence["label"] == "Business licence"
        assert licence["fileToken"] == registration.licence_file_token
        assert (licence["fileName"], licence["contentType"]) == ("licence.pdf", "application/pdf")
        assert [(s["kind"], s["actorType"], s["actorName"]) for s in body["trail"]] == [
            ("submitted", "user", "孙丽")
        ]
        assert body["recommendation"] is None
        assert body["decision"] is None
        # The company does not exist before approval.
        assert body["applications"] == []
        assert VALID_ID not in json.dumps(body)
        assert OWN_ID not in json.dumps(body)

    async def test_an_unknown_id_is_404(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(
            client, "registration/detail", reviewer(service_app, clock), {"id": 999}
        )

        assert (envelope["status"], envelope["msg"]) == (404, "No registration was found.")


class TestUnmask:
    @pytest.mark.parametrize(
        ("field", "value"),
        [("legalIdNumber", VALID_ID), ("realNameIdNumber", OWN_ID), ("mobile", "13900000001")],
    )
    async def test_a_reviewer_sees_one_field_whole_and_the_field_is_audited(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        field: str,
        value: str,
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await ops(
            client,
            "registration/unmask",
            reviewer(service_app, clock),
            {"id": case, "field": field},
        )

        assert envelope["body"] == {"field": field, "value": value}
        [entry] = await audit(service_app, "registration.unmask")
        assert (entry.target_type, entry.target_id, entry.operator_code) == (
            "registration",
            str(case),
            "OP0001",
        )
        assert entry.after == {"field": field}
        assert value not in entry.model_dump_json()

    async def test_an_approver_may_too(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await ops(
            client,
            "registration/unmask",
            approver(service_app, clock),
            {"id": case, "field": "legalIdNumber"},
        )

        assert envelope["body"]["value"] == VALID_ID

    @pytest.mark.parametrize("role", [AUDITOR, OPS_ADMIN])
    async def test_readers_who_do_not_decide_are_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, role: str
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        body = {"id": case, "field": "legalIdNumber"}

        envelope = await ops(
            client, "registration/unmask", operator(service_app, clock, role), body
        )

        assert refused_role(envelope)
        assert await audit(service_app) == []


class TestFourEyes:
    async def test_recommended_by_one_approved_by_another_creates_the_company(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        auth_peer: FastAPI,
        content_peer: FastAPI,
        reference_peer: FastAPI,
    ) -> None:
        await pending(client, auth_peer, content_peer)
        [registration] = await stored(service_app)
        case = registration.id

        recommended = await recommend(client, reviewer(service_app, clock), case, True)
        decided = await decide(client, approver(service_app, clock), case, "approve")

        assert recommended["status"] == 200, recommended
        assert recommended["body"]["stage"] == "awaitingDecision"
        assert decided["status"] == 200, decided
        assert decided["body"]["status"] == "approved"
        assert decided["body"]["stage"] is None
        stored_row = await row(service_app, case)
        assert (stored_row.operator_code, stored_row.operator) == ("OP0002", "复核乙")
        async with service_app.state.db.sessionmaker() as session:
            company = await session.scalar(
                select(Company).where(Company.comp_code == registration.comp_code)
            )
        assert company is not None
        assert company.status == 1
        assert [e["compCode"] for e in await staged(service_app, "company.approved")] == [
            registration.comp_code
        ]
        detail = await ops(
            client, "registration/detail", approver(service_app, clock), {"id": case}
        )
        assert [s["kind"] for s in detail["body"]["trail"]] == [
            "submitted",
            "recommended",
            "approved",
        ]
        assert detail["body"]["decision"]["operatorCode"] == "OP0002"
        assert detail["body"]["recommendation"]["operatorName"] == "经办甲"
        [made] = await audit(service_app, "registration.recommend")
        [approved] = await audit(service_app, "registration.approve")
        assert made.operator_code == "OP0001"
        assert approved.operator_code == "OP0002"
        assert made.before["stage"] == "awaitingReview"
        assert made.after["stage"] == "awaitingDecision"
        assert approved.before["status"] == "pending"
        assert approved.after["status"] == "approved"
        for entry in (made, approved):
            assert VALID_ID not in entry.model_dump_json()
            assert OWN_ID not in entry.model_dump_json()

    async def test_the_same_operator_cannot_decide_their_own_recommendation(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        both = operator(service_app, clock, REVIEWER, APPROVER, code="OP0007", name="两者")
        await recommend(client, both, case, False, reasons={"compName": "与执照不符"})

        envelope = await decide(client, both, case, "reject", reasons={"compName": "与执照不符"})

        assert (envelope["status"], envelope["msg"]) == (409, OWN)
        assert (await row(service_app, case)).status == "pending"
        assert await audit(service_app, "registration.reject") == []

    async def test_not_even_after_returning_it_with_four_eyes_off(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        both = operator(service_app, clock, REVIEWER, APPROVER, code="OP0007", name="两者")
        await ops(
            client,
            "review/policy/update",
            admin(service_app, clock),
            {"queue": "registration", "fourEyes": False},
        )
        await recommend(client, both, case, True)
        await decide(
            client, approver(service_app, clock), case, "return", reasons={"other": "再核"}
        )

        envelope = await decide(client, both, case, "reject", reasons={"other": "x"})

        assert (envelope["status"], envelope["msg"]) == (409, OWN)

    async def test_with_four_eyes_on_a_decision_needs_a_recommendation(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await decide(
            client, approver(service_app, clock), case, "reject", reasons={"other": "x"}
        )

        assert (envelope["status"], envelope["msg"]) == (409, NEEDS_RECOMMENDATION)

    async def test_with_four_eyes_off_an_approver_decides_alone(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        switched = await ops(
            client,
            "review/policy/update",
            admin(service_app, clock),
            {"queue": "registration", "fourEyes": False},
        )
        assert switched["status"] == 200

        envelope = await decide(
            client,
            approver(service_app, clock),
            case,
            "reject",
            reasons={"creditCode": "与执照不符"},
        )

        assert envelope["status"] == 200, envelope
        rejected = await row(service_app, case)
        assert (rejected.status, rejected.reasons) == ("rejected", {"creditCode": "与执照不符"})
        assert [e["reasons"] for e in await staged(service_app, "company.rejected")] == [
            ["creditCode: 与执照不符"]
        ]
        [entry] = await audit(service_app, "registration.reject")
        assert entry.after["reasons"] == {"creditCode": "与执照不符"}

    async def test_the_approver_may_decide_otherwise_than_recommended(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        await recommend(client, reviewer(service_app, clock), case, True)

        envelope = await decide(
            client, approver(service_app, clock), case, "reject", reasons={"address": "地址不详"}
        )

        assert envelope["body"]["status"] == "rejected"

    async def test_return_clears_the_recommendation_for_a_new_review(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        await recommend(client, reviewer(service_app, clock), case, True)

        returned = await decide(
            client, approver(service_app, clock), case, "return", reasons={"other": "请核对执照"}
        )
        again = await recommend(client, reviewer(service_app, clock), case, True)

        assert returned["status"] == 200, returned
        assert returned["body"] == {
            "id": case,
            "status": "pending",
            "stage": "awaitingReview",
            "recommendation": None,
        }
        assert again["status"] == 200
        detail = await ops(
            client, "registration/detail", reviewer(service_app, clock), {"id": case}
        )
        assert [s["kind"] for s in detail["body"]["trail"]] == [
            "recommended",
            "returned",
            "recommended",
        ]
        [entry] = await audit(service_app, "registration.return")
        assert entry.before["recommendation"]["operatorCode"] == "OP0001"
        assert entry.after["recommendation"] is None

    async def test_return_without_a_recommendation_is_409(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await decide(
            client, approver(service_app, clock), case, "return", reasons={"other": "x"}
        )

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "This case has no recommendation to return to review.",
        )

    async def test_a_second_recommendation_is_409(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)
        await recommend(client, reviewer(service_app, clock), case, True)
        other = operator(service_app, clock, REVIEWER, code="OP0008", name="经办戊")

        envelope = await recommend(client, other, case, True)

        assert envelope["status"] == 409
        assert envelope["msg"].startswith("This case already has a recommendation")


class TestReasons:
    async def test_recommending_a_rejection_needs_reasons(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await recommend(client, reviewer(service_app, clock), case, False)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "reasons: name at least one field and why, to reject",
        )

    async def test_a_reason_must_name_a_field_of_the_registration(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await recommend(
            client, reviewer(service_app, clock), case, False, reasons={"salary": "x"}
        )

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "reasons: salary is not a field of the registration",
        )

    async def test_a_decided_registration_is_409(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        case = await add_registration(service_app, clock, 1, status="rejected")

        envelope = await recommend(client, reviewer(service_app, clock), case, True)

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "Only a registration waiting for review can be decided.",
        )


class TestRoles:
    @pytest.mark.parametrize("role", [APPROVER, AUDITOR, OPS_ADMIN])
    async def test_only_a_reviewer_recommends(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, role: str
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await recommend(client, operator(service_app, clock, role), case, True)

        assert refused_role(envelope)

    @pytest.mark.parametrize("role", [REVIEWER, AUDITOR, OPS_ADMIN])
    async def test_only_an_approver_decides(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, role: str
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await decide(client, operator(service_app, clock, role), case, "approve")

        assert refused_role(envelope)
        assert (await row(service_app, case)).status == "pending"

    async def test_a_customer_cannot_decide(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
    ) -> None:
        case = await add_registration(service_app, clock, 1)

        envelope = await decide(client, signed_in("EMP0004"), case, "approve")

        assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)
