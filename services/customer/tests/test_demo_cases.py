"""The demo has cases waiting in each console queue: a registration with its licence, a
permit application with its documents and a change of administrator with its letter."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from customer.company.demo_cases import fill_demo_cases
from customer.demo import DEMO_LETTER_FILE, DEMO_LICENCE_FILE
from customer.invitation.demo import fill_demo_invitations
from customer.registration.models import Registration
from portal_kit.clock import ManualClock
from portal_kit.sealed import app_sealer

from .conftest import Headers
from .ops_support import ops, reviewer
from .support import call


async def fill(app: FastAPI, clock: ManualClock) -> None:
    async with app.state.db.sessionmaker() as session:
        await fill_demo_cases(session, app_sealer(app), clock.now())
        await session.commit()


async def registrations(app: FastAPI) -> int:
    async with app.state.db.sessionmaker() as session:
        return int(await session.scalar(select(func.count()).select_from(Registration)) or 0)


@pytest.mark.usefixtures("demo_identity")
class TestDemoCases:
    async def test_every_queue_has_a_case_to_show(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        await fill(service_app, clock)
        headers = reviewer(service_app, clock)

        summary = await ops(client, "review/summary", headers)
        [registration] = (await ops(client, "registration/list", headers))["body"]["rows"]
        detail = await ops(client, "registration/detail", headers, {"id": registration["id"]})
        [change] = (await ops(client, "admin-change/list", headers))["body"]["rows"]
        letter = await ops(client, "admin-change/detail", headers, {"id": change["id"]})
        credit = next(
            row
            for row in (await ops(client, "permit/list", headers, {"status": 10}))["body"]["rows"]
            if row["productCode"] == "CREDIT"
        )
        documents = await ops(client, "permit/detail", headers, {"id": credit["id"]})

        waiting = {q["queue"]: q["awaitingReview"] for q in summary["body"]["queues"]}
        assert waiting == {"registration": 1, "permit": 3, "admin-change": 1}
        assert registration["compName"] == "宁波示范港口物流有限公司"
        assert [d["fileToken"] for d in detail["body"]["documents"]] == [DEMO_LICENCE_FILE]
        assert detail["body"]["legalIdNumber"] == "330203********3419"
        assert [t["kind"] for t in detail["body"]["trail"]] == ["submitted"]
        assert change["compCode"] == "DEMO0005"
        assert [d["fileToken"] for d in letter["body"]["documents"]] == [DEMO_LETTER_FILE]
        assert [d["documentType"] for d in documents["body"]["documents"]] == [
            "AUTHORISATION_LETTER",
            "BUSINESS_LICENCE",
            "FINANCIAL_STATEMENT",
        ]

    async def test_written_once(self, service_app: FastAPI, clock: ManualClock) -> None:
        await fill(service_app, clock)
        await fill(service_app, clock)

        assert await registrations(service_app) == 1


async def test_nothing_without_the_demo_companies(service_app: FastAPI, clock: ManualClock) -> None:
    await fill(service_app, clock)

    assert await registrations(service_app) == 0


class TestDemoInvitations:
    async def test_the_crowded_company_has_an_invitation_in_every_state(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            await fill_demo_invitations(session, clock.now())
            await fill_demo_invitations(session, clock.now())  # once only
            await session.commit()

        envelope = await call(client, "invitation/list", signed_in("EMP0012"), body={})

        rows = envelope["body"]["items"]
        assert sorted(row["status"] for row in rows) == [
            "accepted",
            "expired",
            "pending",
            "pending",
            "revoked",
        ]
        accepted = next(row for row in rows if row["status"] == "accepted")
        assert (accepted["compName"], accepted["inviteeCompCode"]) == (
            "示范融资担保（广州）有限公司",
            "DEMO0007",
        )
