"""Operators' in-site messages: to one company, a company role or every company, each in the
receiving companies' boxes with the unread badge counted, and the record of what was sent."""

from datetime import datetime
from typing import Any

import httpx
import pytest

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import staged_audit_entries

from .conftest import Headers
from .console import ADMIN, ALL_ROLES, SENDERS, SENT_READERS, SIGN_IN, Console, refused
from .support import body, call, listed, unread

MESSAGE = {"title": "平台通知", "content": "请于**月底**前完成年检。"}


async def send(console: Console, *roles: OperatorRole, **fields: Any) -> dict[str, Any]:
    return await console.call("message/send", MESSAGE | fields, *roles)


async def box(client: httpx.AsyncClient, reader: Headers, comp_code: str) -> list[str]:
    page = await listed(client, reader(comp_code, "U9"))
    return [row["title"] for row in page["list"]]


@pytest.mark.usefixtures("customer_peer")
class TestSend:
    async def test_to_one_company_lands_in_its_box_only(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await send(console, audience="company", compCode="DEMO0002")

        assert envelope["ok"] is True, envelope
        assert (envelope["body"]["recipients"], envelope["body"]["target"]) == (1, "DEMO0002")
        assert await unread(client, reader("DEMO0002", "U9"), "DEMO0002") == 1
        assert await unread(client, reader("DEMO0001", "U9"), "DEMO0001") == 0
        assert await box(client, reader, "DEMO0002") == ["平台通知"]

    async def test_to_a_company_role_lands_with_every_company_holding_it(
        self,
        console: Console,
        client: httpx.AsyncClient,
        reader: Headers,
        customer_peer: list[dict[str, str]],
    ) -> None:
        envelope = await send(console, audience="role", compRole="C102")

        assert envelope["body"]["recipients"] == 2
        assert customer_peer == [{"compRole": "C102"}]
        for comp_code, count in (("DEMO0001", 0), ("DEMO0002", 1), ("DEMO0003", 1)):
            assert await unread(client, reader(comp_code, "U9"), comp_code) == count

    async def test_to_everybody_counts_once_per_company_and_reader(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        await send(console, ADMIN, audience="all")
        await send(console, audience="all", title="第二条")

        for comp_code in ("DEMO0001", "DEMO0002", "DEMO0003"):
            assert await unread(client, reader(comp_code, "U1"), comp_code) == 2
            assert await unread(client, reader(comp_code, "U2"), comp_code) == 2
        first = (await listed(client, reader("DEMO0001", "U1")))["list"][-1]
        detail = body(
            await call(client, "message/detail", reader("DEMO0001", "U1"), {"id": first["id"]})
        )
        assert detail["content"] == "<p>请于<strong>月底</strong>前完成年检。</p>"
        assert detail["type"] == "system"
        assert await unread(client, reader("DEMO0001", "U1"), "DEMO0001") == 1
        assert await unread(client, reader("DEMO0001", "U2"), "DEMO0001") == 2

    async def test_english_readers_get_the_english_version(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        await send(
            console, audience="company", compCode="DEMO0001", titleEn="Notice", contentEn="*Soon*"
        )

        english = await listed(client, reader("DEMO0001", "U1", language="en"))
        chinese = await listed(client, reader("DEMO0001", "U1", language="zh-CN"))

        assert [r["title"] for r in english["list"]] == ["Notice"]
        assert [r["title"] for r in chinese["list"]] == ["平台通知"]

    async def test_each_send_is_recorded_listed_and_audited(
        self, console: Console, clock: ManualClock
    ) -> None:
        sent = (await send(console, audience="role", compRole="C104"))["body"]

        page = await console.body("message/sent", None, OperatorRole.AUDITOR)

        assert page["total"] == 1
        assert page["rows"] == [sent]
        assert sent == {
            "id": sent["id"],
            "audience": "role",
            "target": "C104",
            "title": "平台通知",
            "titleEn": None,
            "recipients": 1,
            "sentByCode": "OP9001",
            "sentByName": "测试操作员",
            "sentAt": sent["sentAt"],
        }
        assert datetime.fromisoformat(sent["sentAt"]) == clock.now()
        [entry] = await staged_audit_entries(console.app)
        assert (entry.action, entry.target_type, entry.target_id) == (
            "message.send",
            "message_batch",
            str(sent["id"]),
        )
        assert entry.after is not None
        assert (entry.after["audience"], entry.after["recipients"]) == ("role", 1)
        assert entry.after["content"]["length"] == len(MESSAGE["content"])

    async def test_an_inactive_or_unknown_company_gets_nothing(self, console: Console) -> None:
        envelope = await send(console, audience="company", compCode="DEMO0009")

        assert (envelope["status"], envelope["msg"]) == (
            404,
            "Company DEMO0009 does not exist or is not active.",
        )
        assert (await console.body("message/sent"))["total"] == 0

    async def test_a_role_nobody_holds_sends_nothing(self, console: Console) -> None:
        envelope = await send(console, audience="role", compRole="C106")

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "No active company holds company role C106; nothing was sent.",
        )

    @pytest.mark.parametrize(
        ("fields", "msg"),
        [
            (
                {"audience": "company"},
                "compCode is required for audience 'company' (and compRole is not)",
            ),
            (
                {"audience": "role", "compCode": "DEMO0001"},
                "compRole is required for audience 'role' (and compCode is not)",
            ),
            (
                {"audience": "all", "compRole": "C101"},
                "audience 'all' takes neither compCode nor compRole",
            ),
            (
                {"audience": "all", "titleEn": "x"},
                "titleEn and contentEn must be given together (or neither)",
            ),
            (
                {"audience": "role", "compRole": "C999"},
                "compRole must be one of 'C101', 'C102', 'C103', 'C104', 'C105' or 'C106'",
            ),
        ],
    )
    async def test_an_audience_that_does_not_add_up_is_refused(
        self, console: Console, fields: dict[str, Any], msg: str
    ) -> None:
        envelope = await send(console, **fields)

        assert (envelope["status"], envelope["msg"]) == (400, msg)


class TestWithoutCustomer:
    async def test_the_send_fails_cleanly_and_nothing_is_recorded(self, console: Console) -> None:
        console.app.state.peers = {}

        envelope = await send(console, audience="all")

        assert envelope["status"] == 503
        assert await staged_audit_entries(console.app) == []


class TestPreview:
    async def test_answers_the_html_the_text_would_become(self, console: Console) -> None:
        preview = await console.body("message/preview", {"content": "**x** <b onclick=y>z</b>"})

        assert preview == {"html": "<p><strong>x</strong> <b>z</b></p>"}


CALLS: dict[str, frozenset[OperatorRole]] = {
    "message/send": SENDERS,
    "message/sent": SENT_READERS,
    "message/preview": SENT_READERS,
}
BODIES: dict[str, Any] = {
    "message/send": MESSAGE | {"audience": "all"},
    "message/sent": None,
    "message/preview": {"content": "x"},
}


@pytest.mark.usefixtures("customer_peer")
class TestRoles:
    @pytest.mark.parametrize(("call", "role"), [(c, r) for c in CALLS for r in ALL_ROLES])
    async def test_each_call_admits_its_roles_only(
        self, console: Console, call: str, role: OperatorRole
    ) -> None:
        envelope = await console.call(call, BODIES[call], role)

        if role in CALLS[call]:
            assert envelope["ok"] is True, envelope
        else:
            assert refused(envelope), envelope

    @pytest.mark.parametrize("call", CALLS)
    async def test_customers_and_anonymous_callers_must_sign_in_to_the_console(
        self, console: Console, reader: Headers, call: str
    ) -> None:
        for headers in (reader(), {"Accept-Language": "en"}):
            response = await console.client.post(f"/ops/{call}", json=BODIES[call], headers=headers)
            envelope = response.json()
            assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)
