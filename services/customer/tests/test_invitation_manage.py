"""invitation/resend and invitation/revoke, and the daily limit on invitation SMS."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from customer.invitation.limits import DAILY_LIMIT
from portal_kit import outbox
from portal_kit.clock import ManualClock

from .conftest import Headers
from .support import call
from .test_invitation_create import CONTACT, CREATE, INFO, LIST, create, invitation

RESEND = "invitation/resend"
REVOKE = "invitation/revoke"
EN = {"Accept-Language": "en"}

pytestmark = pytest.mark.usefixtures("demo")


async def info(client: httpx.AsyncClient, code: str) -> dict[str, Any]:
    return await call(client, INFO, EN, body={"code": code})


class TestResend:
    async def test_a_new_code_and_expiry_and_the_old_link_stops_working(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        first = await create(client, signed_in("EMP0004"))
        clock.advance(days=3)

        envelope = await call(
            client, RESEND, signed_in("EMP0004"), body={"invitationId": first["invitationId"]}
        )

        assert envelope["status"] == 200, envelope
        second = envelope["body"]
        assert second["invitationId"] == first["invitationId"]
        assert second["code"] != first["code"]
        assert second["expiresAt"] > first["expiresAt"]
        assert (await info(client, first["code"]))["status"] == 404
        assert (await info(client, second["code"]))["status"] == 200
        newest, older = await outbox.read(service_app.state.kv, CONTACT)
        assert (newest.code, older.code) == (second["code"], first["code"])

    async def test_an_expired_invitation_can_be_resent(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock
    ) -> None:
        first = await create(client, signed_in("EMP0004"))
        clock.advance(days=8)

        envelope = await call(
            client, RESEND, signed_in("EMP0004"), body={"invitationId": first["invitationId"]}
        )

        assert envelope["status"] == 200
        listed = await call(client, LIST, signed_in("EMP0004"), body={"status": "pending"})
        assert listed["body"]["total"] == 1

    @pytest.mark.parametrize("path", [RESEND, REVOKE])
    @pytest.mark.parametrize(
        ("invitation_id", "rule"),
        [(2**31, "at most 2147483647"), (2**63, "at most 2147483647"), (0, "at least 1")],
    )
    async def test_an_id_beyond_the_database_integers_is_refused_as_input(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        path: str,
        invitation_id: int,
        rule: str,
    ) -> None:
        body = {"invitationId": invitation_id}

        envelope = await call(client, path, {**signed_in("EMP0004"), **EN}, body=body)

        assert (envelope["status"], envelope["msg"]) == (400, f"invitationId must be {rule}")

    async def test_a_revoked_invitation_cannot_be_resent(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        first = await create(client, signed_in("EMP0004"))
        ref = {"invitationId": first["invitationId"]}
        await call(client, REVOKE, signed_in("EMP0004"), body=ref)

        envelope = await call(client, RESEND, signed_in("EMP0004"), body=ref)

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "Only a pending or expired invitation can be resent or revoked.",
        )
        assert len(await outbox.read(service_app.state.kv, CONTACT)) == 1


class TestRevoke:
    async def test_the_link_stops_working_and_the_list_says_revoked(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        issued = await create(client, signed_in("EMP0004"))

        envelope = await call(
            client, REVOKE, signed_in("EMP0004"), body={"invitationId": issued["invitationId"]}
        )

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["status"] == "revoked"
        assert envelope["body"]["revokedAt"] is not None
        assert (await info(client, issued["code"]))["status"] == 404
        listed = await call(client, LIST, signed_in("EMP0004"), body={"status": "revoked"})
        assert listed["body"]["total"] == 1


class TestRefusals:
    @pytest.mark.parametrize("path", [RESEND, REVOKE])
    async def test_another_companys_invitation_is_as_unknown_as_a_made_up_id(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        path: str,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"))

        answers = [
            await call(client, path, signed_in("EMP0002"), body={"invitationId": invitation_id})
            for invitation_id in (issued["invitationId"], 987654)
        ]

        for envelope in answers:
            assert envelope == {
                "ok": False,
                "status": 404,
                "msg": "The invitation does not exist.",
                "body": None,
            }
        assert (await info(client, issued["code"]))["status"] == 200
        assert len(await outbox.read(service_app.state.kv, CONTACT)) == 1

    @pytest.mark.parametrize("path", [RESEND, REVOKE])
    async def test_a_plain_colleague_reads_that_only_the_administrator_may(
        self, client: httpx.AsyncClient, signed_in: Headers, path: str
    ) -> None:
        issued = await create(client, signed_in("EMP0004"))

        envelope = await call(
            client, path, signed_in("EMP0006"), body={"invitationId": issued["invitationId"]}
        )

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "Only the company administrator can invite companies.",
        )
        assert (await info(client, issued["code"]))["status"] == 200

    async def test_a_missing_id_names_the_field(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, REVOKE, signed_in("EMP0004"), body={})

        assert (envelope["status"], envelope["msg"]) == (400, "invitationId is required")


class TestDailyLimit:
    async def test_creates_and_resends_count_together_per_company_for_24_hours(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        first = await create(client, signed_in("EMP0004"), mobile="13900001000")
        for index in range(1, DAILY_LIMIT - 1):
            await create(client, signed_in("EMP0004"), mobile=f"139000010{index:02d}")
        resent = await call(
            client, RESEND, signed_in("EMP0004"), body={"invitationId": first["invitationId"]}
        )
        assert resent["status"] == 200
        clock.advance(hours=1)

        refused = await call(
            client, CREATE, signed_in("EMP0004"), body=invitation(mobile="13900001099")
        )
        elsewhere = await call(
            client, CREATE, signed_in("EMP0002"), body=invitation(mobile="13900001099")
        )

        assert refused == {
            "ok": False,
            "status": 429,
            "msg": "Your company has sent 20 invitations in the last 24 hours; please try "
            "again in 1380 minutes.",
            "body": None,
        }
        # The limit is per company: only the other company's SMS went out.
        assert elsewhere["status"] == 200
        [sms] = await outbox.read(service_app.state.kv, "13900001099")
        # In the platform's language: the contact's own is not known.
        assert sms.text.startswith("苏州示范精密制造有限公司邀请")
        clock.advance(hours=23)
        again = await call(
            client, CREATE, signed_in("EMP0004"), body=invitation(mobile="13900001098")
        )
        assert again["status"] == 200, again
