"""accept_invitation: registration's approval uses the invitation up and links the companies."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.invitation.models import CompanyLink, Invitation
from customer.invitation.service import SentElsewhere, accept_invitation
from portal_kit.clock import ManualClock
from portal_kit.errors import Conflict, NotFound

from .conftest import Headers
from .support import call
from .test_invitation_create import CONTACT, LIST, create
from .test_invitation_manage import REVOKE, info

pytestmark = pytest.mark.usefixtures("demo")


async def accept(
    app: FastAPI, code: str, invitee: str, clock: ManualClock, mobile: str = CONTACT
) -> Invitation:
    """The invited company accepts, registered by the person invited unless ``mobile``."""
    async with app.state.db.sessionmaker() as session:
        invitation = await accept_invitation(session, code, invitee, mobile, clock.now())
        await session.commit()
        return invitation


async def links(app: FastAPI) -> list[tuple[str, str, str]]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(select(CompanyLink).order_by(CompanyLink.id))
        return [(r.inviter_comp_code, r.invitee_comp_code, r.comp_role) for r in rows]


class TestAccept:
    async def test_the_invitation_is_used_up_and_the_companies_linked(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), compRole="C104")

        accepted = await accept(service_app, issued["code"], "DEMO0003", clock)

        assert accepted.id == issued["invitationId"]
        assert accepted.status == "accepted"
        assert await links(service_app) == [("DEMO0001", "DEMO0003", "C104")]
        assert (await info(client, issued["code"]))["status"] == 404
        listed = await call(client, LIST, signed_in("EMP0004"), body={"status": "accepted"})
        [item] = listed["body"]["items"]
        assert item["inviteeCompCode"] == "DEMO0003"
        assert item["acceptedAt"] is not None

    async def test_a_used_expired_or_revoked_code_is_not_found(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        used = await create(client, signed_in("EMP0004"), mobile="13900000701")
        await accept(service_app, used["code"], "DEMO0003", clock, "13900000701")
        revoked = await create(client, signed_in("EMP0004"), mobile="13900000702")
        await call(
            client, REVOKE, signed_in("EMP0004"), body={"invitationId": revoked["invitationId"]}
        )
        expired = await create(client, signed_in("EMP0004"), mobile="13900000703")
        clock.advance(days=7, seconds=1)

        for code in (used["code"], revoked["code"], expired["code"], "NOSUCHCODE234567"):
            with pytest.raises(NotFound):
                await accept(service_app, code, "DEMO0002", clock)
        assert await links(service_app) == [("DEMO0001", "DEMO0003", "C102")]

    async def test_a_company_cannot_accept_its_own_invitation(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"))

        with pytest.raises(Conflict):
            await accept(service_app, issued["code"], "DEMO0001", clock)

        assert await links(service_app) == []
        assert (await info(client, issued["code"]))["status"] == 200

    async def test_two_accepted_invitations_link_the_pair_once(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        first = await create(client, signed_in("EMP0004"), mobile="13900000701")
        second = await create(client, signed_in("EMP0004"), mobile="13900000702")

        await accept(service_app, first["code"], "DEMO0002", clock, "13900000701")
        await accept(service_app, second["code"], "DEMO0002", clock, "13900000702")

        assert await links(service_app) == [("DEMO0001", "DEMO0002", "C102")]

    async def test_only_the_person_invited_can_use_it(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"))

        with pytest.raises(SentElsewhere):
            await accept(service_app, issued["code"], "DEMO0003", clock, "13900000999")

        assert await links(service_app) == []
        assert (await info(client, issued["code"]))["status"] == 200
