"""The console's view over every review queue: the summary and the four-eyes policy."""

from datetime import datetime, timedelta

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole

from .conftest import Headers
from .ops_cases import add_admin_change, add_recommendation, add_registration
from .ops_support import (
    APPROVER,
    AUDITOR,
    CONTENT_EDITOR,
    OPS_ADMIN,
    READERS,
    REVIEWER,
    SIGN_IN,
    admin,
    audit,
    operator,
    ops,
    refused_role,
)

pytestmark = pytest.mark.usefixtures("demo")


def queue(envelope: dict[str, object], name: str) -> dict[str, object]:
    body = envelope["body"]
    assert isinstance(body, dict)
    return next(q for q in body["queues"] if q["queue"] == name)


class TestSummary:
    async def test_counts_waiting_cases_by_stage_and_age(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        fresh = await add_registration(service_app, clock, 1, age=timedelta(hours=2))
        await add_registration(service_app, clock, 2, age=timedelta(days=2))
        await add_registration(service_app, clock, 3, age=timedelta(days=5))
        await add_registration(service_app, clock, 4, age=timedelta(days=9))
        await add_registration(service_app, clock, 5, age=timedelta(days=20), status="rejected")
        await add_recommendation(service_app, clock, fresh)

        envelope = await ops(client, "review/summary", operator(service_app, clock, REVIEWER))

        assert envelope["status"] == 200, envelope
        registrations = queue(envelope, "registration")
        assert registrations["fourEyes"] is True
        assert (registrations["awaitingReview"], registrations["awaitingDecision"]) == (3, 1)
        assert registrations["ages"] == {
            "under1Day": 1,
            "from1To3Days": 1,
            "from3To7Days": 1,
            "over7Days": 1,
        }
        oldest = datetime.fromisoformat(str(registrations["oldestSubmittedAt"]))
        assert oldest == clock.now() - timedelta(days=9)

    async def test_every_queue_is_there_with_the_demo_permits_waiting(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        await add_admin_change(service_app, clock)

        envelope = await ops(client, "review/summary", operator(service_app, clock, REVIEWER))

        body = envelope["body"]
        assert [q["queue"] for q in body["queues"]] == ["registration", "permit", "admin-change"]
        permits = queue(envelope, "permit")
        # The demo data: CREDIT and LC of DEMO0001 and DEMO0003, INVOICE of DEMO0002.
        assert (permits["awaitingReview"], permits["awaitingDecision"]) == (3, 0)
        assert sum(permits["ages"].values()) == 3
        changes = queue(envelope, "admin-change")
        assert changes["ages"]["from1To3Days"] == 1
        assert changes["decidedLast7Days"] == {"approved": 0, "rejected": 0}

    @pytest.mark.parametrize("role", READERS)
    async def test_every_reading_role_gets_it(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        envelope = await ops(client, "review/summary", operator(service_app, clock, role))

        assert envelope["status"] == 200

    async def test_a_content_editor_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        headers = operator(service_app, clock, CONTENT_EDITOR)

        assert refused_role(await ops(client, "review/summary", headers))

    async def test_a_customers_token_and_none_are_401(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        as_customer = await ops(client, "review/summary", signed_in("EMP0004"))
        anonymous = await ops(client, "review/summary", {"Accept-Language": "en"})

        assert (as_customer["status"], as_customer["msg"]) == (401, SIGN_IN)
        assert (anonymous["status"], anonymous["msg"]) == (401, SIGN_IN)


class TestPolicy:
    async def test_four_eyes_is_on_for_every_queue_by_default(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(client, "review/policy/list", operator(service_app, clock, APPROVER))

        assert [(p["queue"], p["fourEyes"]) for p in envelope["body"]] == [
            ("registration", True),
            ("permit", True),
            ("admin-change", True),
        ]

    async def test_an_ops_admin_switches_it_off_for_one_queue_audited(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        body = {"queue": "permit", "fourEyes": False}

        envelope = await ops(client, "review/policy/update", admin(service_app, clock), body)
        listed = await ops(client, "review/policy/list", admin(service_app, clock))

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["fourEyes"] is False
        assert envelope["body"]["updatedByCode"] == "OP0003"
        assert envelope["body"]["updatedByName"] == "运营丙"
        assert [p["fourEyes"] for p in listed["body"]] == [True, False, True]
        [entry] = await audit(service_app, "review_policy.update")
        assert (entry.target_type, entry.target_id) == ("review_policy", "permit")
        assert (entry.operator_code, entry.operator_name) == ("OP0003", "运营丙")
        assert (entry.before, entry.after) == ({"fourEyes": True}, {"fourEyes": False})

    @pytest.mark.parametrize("role", [REVIEWER, APPROVER, AUDITOR, CONTENT_EDITOR])
    async def test_only_an_ops_admin_changes_it(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        headers = operator(service_app, clock, role)
        body = {"queue": "registration", "fourEyes": False}

        envelope = await ops(client, "review/policy/update", headers, body)

        assert refused_role(envelope)
        assert await audit(service_app) == []

    async def test_an_unknown_queue_is_refused_naming_the_field(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        body = {"queue": "loans", "fourEyes": False}

        envelope = await ops(client, "review/policy/update", admin(service_app, clock), body)

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("queue must be one of")

    async def test_ops_admin_reads_it_too(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(client, "review/policy/list", operator(service_app, clock, OPS_ADMIN))

        assert envelope["status"] == 200
