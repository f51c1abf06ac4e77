"""invitation/create, invitation/list and the public invitation/info."""

from datetime import datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from customer.invitation.models import Invitation
from portal_kit import outbox
from portal_kit.clock import ManualClock

from .conftest import Headers
from .support import call

CREATE = "invitation/create"
LIST = "invitation/list"
INFO = "invitation/info"
CONTACT = "13900000555"
RESEND = "invitation/resend"

pytestmark = pytest.mark.usefixtures("demo")


def invitation(**changes: str) -> dict[str, str]:
    return {
        "compName": "杭州示范物流有限公司",
        "contactName": "钱敏",
        "mobile": CONTACT,
        "compRole": "C102",
    } | changes


async def create(
    client: httpx.AsyncClient, headers: dict[str, str], **changes: str
) -> dict[str, Any]:
    envelope = await call(client, CREATE, headers, body=invitation(**changes))
    assert envelope["status"] == 200, envelope
    body: dict[str, Any] = envelope["body"]
    return body


async def rows(app: FastAPI) -> list[Invitation]:
    async with app.state.db.sessionmaker() as session:
        return list((await session.scalars(select(Invitation).order_by(Invitation.id))).all())


class TestCreate:
    async def test_the_administrator_invites_and_the_contact_gets_the_link(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        body = await create(client, signed_in("EMP0004"))

        code = body["code"]
        assert len(code) == 16
        assert code.isalnum()
        assert code.isupper()
        assert body["link"] == f"/index/register?invite={code}"
        expires = datetime.fromisoformat(body["expiresAt"])
        assert (expires - clock.now()).days == 7
        [sms] = await outbox.read(service_app.state.kv, CONTACT)
        assert sms.code == code
        # In Chinese, though the administrator works in English: the contact's language is
        # not known before they register.
        assert sms.text == (
            "上海示范核心企业集团有限公司邀请杭州示范物流有限公司注册供应链金融平台："
            f"http://127.0.0.1:8000/index/register?invite={code}（7天内有效）"
        )
        [row] = await rows(service_app)
        assert (row.inviter_comp_code, row.inviter_employee_code) == ("DEMO0001", "EMP0004")
        # Only a hash of the code is kept.
        assert code not in row.code_hash
        assert len(row.code_hash) == 64

    async def test_the_sms_link_is_absolute_when_the_portal_address_is_set(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        settings = service_app.state.settings
        service_app.state.settings = settings.model_copy(
            update={"portal_url": "https://portal.example.com"}
        )
        try:
            body = await create(client, signed_in("EMP0004"))
        finally:
            service_app.state.settings = settings

        [sms] = await outbox.read(service_app.state.kv, CONTACT)
        assert f"https://portal.example.com/index/register?invite={body['code']}" in sms.text

    async def test_a_plain_employee_reads_that_only_the_administrator_may(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        envelope = await call(client, CREATE, signed_in("EMP0006"), body=invitation())

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "Only the company administrator can invite companies.",
            "body": None,
        }
        assert await rows(service_app) == []
        assert await outbox.read(service_app.state.kv, CONTACT) == []

    @pytest.mark.parametrize(
        ("changes", "msg"),
        [
            ({"compName": " "}, "compName must have at least 1 characters"),
            ({"contactName": "x" * 65}, "contactName must have at most 64 characters"),
            ({"mobile": "1390000055"}, "mobile has an invalid format"),
            (
                {"compRole": "C107"},
                "compRole must be one of 'C101', 'C102', 'C103', 'C104', 'C105' or 'C106'",
            ),
        ],
    )
    async def test_bad_input_names_the_field_and_sends_nothing(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        changes: dict[str, str],
        msg: str,
    ) -> None:
        envelope = await call(client, CREATE, signed_in("EMP0004"), body=invitation(**changes))

        assert (envelope["status"], envelope["msg"]) == (400, msg)
        assert await rows(service_app) == []

    async def test_a_second_pending_invitation_to_the_same_mobile_conflicts(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await create(client, signed_in("EMP0004"))

        envelope = await call(client, CREATE, signed_in("EMP0004"), body=invitation())

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "An invitation to this mobile number is still pending; resend it instead."
        )
        assert len(await outbox.read(service_app.state.kv, CONTACT)) == 1
        # Another company may invite the same contact.
        assert (await create(client, signed_in("EMP0002")))["code"]

    async def test_the_database_holds_one_pending_invitation_per_company_and_mobile(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # What two concurrent creates would both insert after both passed the check.
        issued = await create(client, signed_in("EMP0004"))
        [first] = await rows(service_app)
        twin = Invitation(
            **{
                column: getattr(first, column)
                for column in ("inviter_comp_code", "inviter_employee_code", "comp_name")
            },
            contact_name="钱敏",
            mobile=CONTACT,
            comp_role="C102",
            code_hash="0" * 64,
            status="pending",
            created_at=first.created_at,
            expires_at=first.expires_at,
        )

        async with service_app.state.db.sessionmaker() as session:
            session.add(twin)
            with pytest.raises(IntegrityError):
                await session.flush()
        assert [row.id for row in await rows(service_app)] == [issued["invitationId"]]

    async def test_a_new_invitation_replaces_an_expired_one_for_good(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        old = await create(client, signed_in("EMP0004"))
        clock.advance(days=7, seconds=1)
        headers = signed_in("EMP0004")
        new = await create(client, headers)

        resent = await call(client, RESEND, headers, body={"invitationId": old["invitationId"]})

        assert (resent["status"], resent["msg"]) == (
            409,
            "A newer invitation to this mobile number replaced this one; resend that one instead.",
        )
        statuses = {row.id: row.status for row in await rows(service_app)}
        assert statuses == {old["invitationId"]: "expired", new["invitationId"]: "pending"}
        pending = await call(client, LIST, headers, body={"status": "pending"})
        expired = await call(client, LIST, headers, body={"status": "expired"})
        assert [i["invitationId"] for i in pending["body"]["items"]] == [new["invitationId"]]
        assert [i["invitationId"] for i in expired["body"]["items"]] == [old["invitationId"]]
        assert len(await outbox.read(service_app.state.kv, CONTACT)) == 2


class TestList:
    async def test_every_employee_of_the_company_sees_its_invitations_newest_first(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock
    ) -> None:
        first = await create(client, signed_in("EMP0004"))
        clock.advance(minutes=1)
        second = await create(client, signed_in("EMP0004"), mobile="13900000556", compRole="C104")

        envelope = await call(client, LIST, signed_in("EMP0006"), body={})

        assert envelope["status"] == 200, envelope
        page = envelope["body"]
        assert page["total"] == 2
        assert [item["invitationId"] for item in page["items"]] == [
            second["invitationId"],
            first["invitationId"],
        ]
        item = page["items"][1]
        assert item["createdAt"]
        assert {key: value for key, value in item.items() if key != "createdAt"} == {
            "invitationId": first["invitationId"],
            "compName": "杭州示范物流有限公司",
            "contactName": "钱敏",
            "mobile": "139****0555",
            "compRole": "C102",
            "status": "pending",
            "expiresAt": first["expiresAt"],
            "acceptedAt": None,
            "revokedAt": None,
            "inviteeCompCode": None,
        }
        assert "code" not in item

    async def test_expiry_is_computed_on_read_and_filters_by_status(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock
    ) -> None:
        old = await create(client, signed_in("EMP0004"))
        clock.advance(days=6)
        new = await create(client, signed_in("EMP0004"), mobile="13900000556")
        clock.advance(days=1, seconds=1)
        headers = signed_in("EMP0004")

        expired = await call(client, LIST, headers, body={"status": "expired"})
        pending = await call(client, LIST, headers, body={"status": "pending"})
        revoked = await call(client, LIST, headers, body={"status": "revoked"})

        assert [i["invitationId"] for i in expired["body"]["items"]] == [old["invitationId"]]
        assert expired["body"]["items"][0]["status"] == "expired"
        assert [i["invitationId"] for i in pending["body"]["items"]] == [new["invitationId"]]
        assert revoked["body"] == {"total": 0, "items": []}

    async def test_pages(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock
    ) -> None:
        for index in range(3):
            await create(client, signed_in("EMP0004"), mobile=f"1390000060{index}")
            clock.advance(seconds=1)

        envelope = await call(
            client, LIST, signed_in("EMP0004"), body={"pageNum": 2, "pageSize": 2}
        )

        assert envelope["body"]["total"] == 3
        assert [item["mobile"] for item in envelope["body"]["items"]] == ["139****0600"]

    async def test_another_companys_invitations_never_show(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        await create(client, signed_in("EMP0004"))

        envelope = await call(client, LIST, signed_in("EMP0005"), body={})

        assert envelope["body"] == {"total": 0, "items": []}

    async def test_an_unknown_status_names_the_field(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0004"), body={"status": "lost"})

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("status must be one of")

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({"pageNum": 10**19}, "pageNum must be at most 1000000"),
            ({"pageSize": 101}, "pageSize must be at most 100"),
        ],
    )
    async def test_paging_is_bounded(
        self, client: httpx.AsyncClient, signed_in: Headers, body: dict[str, int], msg: str
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0004"), body=body)

        assert (envelope["status"], envelope["msg"], envelope["body"]) == (400, msg, None)


class TestInfo:
    async def test_the_register_page_reads_what_to_fill_in_without_signing_in(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), compRole="C104")

        envelope = await call(client, INFO, body={"code": issued["code"].lower()})

        assert envelope["status"] == 200, envelope
        assert envelope["body"] == {
            "inviterCompName": "上海示范核心企业集团有限公司",
            "compName": "杭州示范物流有限公司",
            "contactName": "钱敏",
            "mobile": "139****0555",
            "compRole": "C104",
            "expiresAt": issued["expiresAt"],
        }

    async def test_unknown_and_expired_codes_get_one_answer(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock
    ) -> None:
        issued = await create(client, signed_in("EMP0004"))
        clock.advance(days=7)

        answers = [
            await call(client, INFO, {"Accept-Language": "en"}, body={"code": code})
            for code in (issued["code"], "AAAAAAAAAAAAAAAA")
        ]

        for envelope in answers:
            assert envelope == {
                "ok": False,
                "status": 404,
                "msg": "The invitation link is invalid or has expired.",
                "body": None,
            }
