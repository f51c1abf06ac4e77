"""The SMS notifications employees choose are texted: the portal's own events (permit
decisions, personnel changes, ...) and business products' notices (/internal/notice/send)."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from redis.asyncio import Redis
from sqlalchemy import update

from auth.models import User
from customer.clients.auth import AuthClient
from customer.events.consumer import build_consumer
from customer.events.handlers import event_handlers
from customer.personnel.models import EmployeeSmsNotice
from portal_kit import outbox
from portal_kit.clock import ManualClock
from portal_kit.errors import ServiceUnavailable
from portal_kit.events import DEAD_LETTER_STREAM, Event, publish
from portal_kit.testing import relay_staged_events

from .company_support import internal
from .conftest import Headers
from .permit_support import decide
from .support import call, disable

SUBMIT = "company/custAccount/login/smsEmployeeSubmit"
SEND = "/internal/notice/send"
DEMO0001 = "上海示范核心企业集团有限公司"
DEMO0002 = "苏州示范精密制造有限公司"
# The demo people's mobiles: 张伟 (EMP0001 in DEMO0001, EMP0002 administrator of DEMO0002),
# 王芳 (EMP0004, DEMO0001's administrator), 李娜 (EMP0005, DEMO0002), 刘洋 (EMP0006, DEMO0001).
ZHANG, WANG, LI, LIU = "13800000001", "13800000002", "13800000003", "13800000004"
APPROVED = {
    "compCode": "DEMO0001",
    "productCode": "CREDIT",
    "approved": True,
    "productName": "数字债权凭证",
}
APPROVED_TEXT = f"{DEMO0001}：数字债权凭证产品开通申请已审核通过。"

pytestmark = pytest.mark.usefixtures("demo")


async def deliver_events(app: FastAPI) -> int:
    """Let the customer service handle every event not handled yet; how many it handled."""
    consumer = build_consumer(app)
    await consumer.setup()
    return await consumer.handle_pending() + await consumer.handle_new(None)


async def choose(
    client: httpx.AsyncClient, signed_in: Headers, employee: str, *notice_codes: str
) -> None:
    """The employee ticks these notifications in their account centre."""
    body = {"employeeCode": employee, "noticeCodes": list(notice_codes)}
    envelope = await call(client, SUBMIT, signed_in(employee), body=body)
    assert envelope["status"] == 200, envelope


async def texts(app: FastAPI, mobile: str) -> list[str]:
    """The SMS texted to ``mobile`` (dev outbox), oldest first."""
    items = await outbox.read(app.state.kv, mobile)
    return [item.text for item in reversed(items) if item.kind == "sms"]


class TestPermitDecided:
    async def test_each_employee_is_texted_in_their_own_language(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        # 张伟 last signed in in English; 王芳's language is not known.
        async with auth_peer.state.db.sessionmaker() as session:
            await session.execute(
                update(User).where(User.user_code == "U0001").values(language="en")
            )
            await session.commit()
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")
        await choose(client, signed_in, "EMP0004", "CRM_PERMIT_RESULT")

        await publish(service_app.state.kv, "permit.decided", APPROVED)
        assert await deliver_events(service_app) == 1

        assert await texts(service_app, ZHANG) == [
            f"{DEMO0001}: The application for 数字债权凭证 was approved."
        ]
        assert await texts(service_app, WANG) == [APPROVED_TEXT]

    async def test_an_employee_who_chose_it_is_texted(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")

        await publish(service_app.state.kv, "permit.decided", APPROVED)
        assert await deliver_events(service_app) == 1

        assert await texts(service_app, ZHANG) == [APPROVED_TEXT]

    async def test_an_employee_who_did_not_choose_it_gets_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")
        await choose(client, signed_in, "EMP0004", "CRM_PERSONNEL_CHANGE", "EC_TODO")

        await publish(service_app.state.kv, "permit.decided", APPROVED)
        await deliver_events(service_app)

        assert await texts(service_app, WANG) == []
        assert await texts(service_app, LIU) == []
        assert await texts(service_app, ZHANG) == [APPROVED_TEXT]

    async def test_a_disabled_employee_gets_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")
        await choose(client, signed_in, "EMP0006", "CRM_PERMIT_RESULT")
        await disable(service_app, employee="EMP0006")

        await publish(service_app.state.kv, "permit.decided", APPROVED)
        await deliver_events(service_app)

        assert await texts(service_app, LIU) == []
        assert await texts(service_app, ZHANG) == [APPROVED_TEXT]

    async def test_another_companys_employees_get_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # 张伟 chose it as DEMO0002's administrator, not in DEMO0001.
        await choose(client, signed_in, "EMP0002", "CRM_PERMIT_RESULT")
        await choose(client, signed_in, "EMP0005", "CRM_PERMIT_RESULT")

        await publish(service_app.state.kv, "permit.decided", APPROVED)
        await deliver_events(service_app)
        assert await texts(service_app, ZHANG) == []
        assert await texts(service_app, LI) == []

        rejected = {"compCode": "DEMO0002", "productCode": "INVOICE", "approved": False}
        await publish(service_app.state.kv, "permit.decided", rejected)
        await deliver_events(service_app)
        expected = f"{DEMO0002}：INVOICE产品开通申请未通过审核，请登录门户查看原因。"
        assert await texts(service_app, ZHANG) == [expected]
        assert await texts(service_app, LI) == [expected]

    async def test_a_redelivered_event_texts_once(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")
        event_id = await publish(service_app.state.kv, "permit.decided", APPROVED)
        assert await deliver_events(service_app) == 1

        # Delivered again (a consumer that died before acknowledging, a claim of a stuck one).
        handle = event_handlers(service_app)["permit.decided"]
        await handle(Event(event_id, "permit.decided", APPROVED, deliveries=2))

        assert await texts(service_app, ZHANG) == [APPROVED_TEXT]

    async def test_a_failed_text_is_sent_on_redelivery_without_repeating_the_others(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")
        await choose(client, signed_in, "EMP0006", "CRM_PERMIT_RESULT")
        service_app.state.sms_sender = FailingOnce(service_app.state.kv, LIU)
        await publish(service_app.state.kv, "permit.decided", APPROVED)
        consumer = build_consumer(service_app)
        await consumer.setup()

        assert await consumer.handle_new(None) == 0  # failed: stays pending
        assert await consumer.handle_pending() == 1

        assert await texts(service_app, ZHANG) == [APPROVED_TEXT]
        assert await texts(service_app, LIU) == [APPROVED_TEXT]

    async def test_an_event_older_than_a_day_is_not_texted(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")
        await publish(service_app.state.kv, "permit.decided", APPROVED)

        clock.advance(hours=25)
        assert await deliver_events(service_app) == 1

        assert await texts(service_app, ZHANG) == []

    async def test_a_payload_without_the_company_is_dead_lettered(
        self, service_app: FastAPI
    ) -> None:
        await publish(service_app.state.kv, "permit.decided", {"productCode": "CREDIT"})

        assert await deliver_events(service_app) == 1

        [(_, letter)] = await service_app.state.kv.xrange(DEAD_LETTER_STREAM)
        assert letter["reason"].startswith("unprocessable: compCode")

    @pytest.mark.usefixtures("content_peer")
    async def test_an_operators_decision_reaches_the_subscriber(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await choose(client, signed_in, "EMP0001", "CRM_PERMIT_RESULT")

        envelope = await decide(client, service_app, "DEMO0001", "CREDIT", False, "No licence.")
        assert envelope["status"] == 200, envelope
        await relay_staged_events(service_app)
        await deliver_events(service_app)

        [sms] = await texts(service_app, ZHANG)
        assert sms.startswith(f"{DEMO0001}：")
        assert sms.endswith("产品开通申请未通过审核，请登录门户查看原因。")


class FailingOnce:
    """An SMS provider that refuses the first text to one mobile, then works (dev outbox)."""

    def __init__(self, kv: Redis, mobile: str) -> None:
        self.kv = kv
        self.failing = {mobile}

    async def send_sms(self, mobile: str, code: str, text: str) -> None:
        if mobile in self.failing:
            self.failing.discard(mobile)
            raise ServiceUnavailable()
        await outbox.record(self.kv, "sms", mobile, code, text)


class TestOtherPortalEvents:
    @pytest.mark.parametrize(
        ("event_type", "payload", "notice_code", "text"),
        [
            (
                "employee.added",
                {"compCode": "DEMO0001", "userCode": "U0099", "employeeName": "钱七"},
                "CRM_PERSONNEL_CHANGE",
                "新员工钱七已加入企业。",
            ),
            (
                "admin.changed",
                {"compCode": "DEMO0001", "userCode": "U0004", "userName": "刘洋"},
                "CRM_PERSONNEL_CHANGE",
                "刘洋已成为企业管理员。",
            ),
            (
                "company.change_decided",
                {"compCode": "DEMO0001", "applicationId": 7, "approved": True, "userName": "刘洋"},
                "CRM_COMPANY_CHANGE_RESULT",
                "企业管理员变更申请已审核通过，刘洋已成为企业管理员。",
            ),
            (
                "company.change_decided",
                {"compCode": "DEMO0001", "applicationId": 7, "approved": False, "reason": "x"},
                "CRM_COMPANY_CHANGE_RESULT",
                "企业管理员变更申请未通过审核，请登录门户查看原因。",
            ),
            (
                "invitation.accepted",
                {"compCode": "DEMO0001", "inviteeCompName": "示范物流有限公司"},
                "CRM_INVITATION_ACCEPTED",
                "贵司邀请的示范物流有限公司已完成注册。",
            ),
        ],
    )
    async def test_each_reaches_who_chose_its_notice(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        event_type: str,
        payload: dict[str, Any],
        notice_code: str,
        text: str,
    ) -> None:
        await choose(client, signed_in, "EMP0001", notice_code)
        await choose(client, signed_in, "EMP0004", "CRM_PERMIT_RESULT")

        await publish(service_app.state.kv, event_type, payload)
        assert await deliver_events(service_app) == 1

        assert await texts(service_app, ZHANG) == [f"{DEMO0001}：{text}"]
        assert await texts(service_app, WANG) == []

    async def test_an_approved_change_of_administrator_is_texted_once_to_who_chose_both(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # The operator's approval publishes both events, naming the application.
        await choose(
            client, signed_in, "EMP0001", "CRM_PERSONNEL_CHANGE", "CRM_COMPANY_CHANGE_RESULT"
        )
        await choose(client, signed_in, "EMP0004", "CRM_COMPANY_CHANGE_RESULT")
        await choose(client, signed_in, "EMP0006", "CRM_PERSONNEL_CHANGE")
        changed = {"compCode": "DEMO0001", "userCode": "U0004", "userName": "刘洋"}
        await publish(service_app.state.kv, "admin.changed", changed | {"applicationId": 7})
        decided = {"compCode": "DEMO0001", "applicationId": 7, "approved": True, "userName": "刘洋"}
        await publish(service_app.state.kv, "company.change_decided", decided)

        assert await deliver_events(service_app) == 2

        # Whichever event came first tells it; each chooser hears it exactly once.
        assert await texts(service_app, ZHANG) == [f"{DEMO0001}：刘洋已成为企业管理员。"]
        assert await texts(service_app, WANG) == [
            f"{DEMO0001}：企业管理员变更申请已审核通过，刘洋已成为企业管理员。"
        ]
        assert await texts(service_app, LIU) == [f"{DEMO0001}：刘洋已成为企业管理员。"]

    async def test_an_administrator_handed_over_twice_is_texted_twice(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # In personnel, without an application: each hand-over is news of its own.
        await choose(client, signed_in, "EMP0001", "CRM_PERSONNEL_CHANGE")
        for name in ("刘洋", "王芳"):
            payload = {"compCode": "DEMO0001", "userCode": "U0004", "userName": name}
            await publish(service_app.state.kv, "admin.changed", payload)

        assert await deliver_events(service_app) == 2

        assert await texts(service_app, ZHANG) == [
            f"{DEMO0001}：刘洋已成为企业管理员。",
            f"{DEMO0001}：王芳已成为企业管理员。",
        ]


@pytest.fixture
def service_token(service_app: FastAPI) -> str:
    token: str = service_app.state.settings.service_token
    return token


BOTH_LANGUAGES = {
    "zh-CN": "您有一笔新的待办：应收账款转让确认。",
    "en": "A new task: confirm a transfer.",
}


def notice(**fields: object) -> dict[str, object]:
    return {
        "compCode": "DEMO0001",
        "noticeCode": "EC_TODO",
        "text": "您有一笔新的待办：应收账款转让确认。",
        "eventId": "ec-todo-0001",
    } | fields


class TestSendRoute:
    async def test_texts_only_the_companys_subscribers(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        service_token: str,
    ) -> None:
        await choose(client, signed_in, "EMP0001", "EC_TODO")
        await choose(client, signed_in, "EMP0004", "EC_APPROVAL_RESULT")
        await choose(client, signed_in, "EMP0005", "EC_TODO")  # DEMO0002

        envelope = await internal(client, SEND, notice(), service_token=service_token)

        assert envelope == {
            "ok": True,
            "status": 200,
            "msg": "",
            "body": {"texted": 1, "alreadyTexted": 0},
        }
        assert await texts(service_app, ZHANG) == ["您有一笔新的待办：应收账款转让确认。"]
        assert await texts(service_app, WANG) == []
        assert await texts(service_app, LIU) == []
        assert await texts(service_app, LI) == []

    async def test_the_same_event_id_texts_once(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        service_token: str,
    ) -> None:
        await choose(client, signed_in, "EMP0001", "EC_TODO")
        await internal(client, SEND, notice(), service_token=service_token)

        again = await internal(client, SEND, notice(), service_token=service_token)
        other = await internal(
            client, SEND, notice(eventId="ec-todo-0002"), service_token=service_token
        )

        assert again["body"] == {"texted": 0, "alreadyTexted": 1}
        assert other["body"] == {"texted": 1, "alreadyTexted": 0}
        assert len(await texts(service_app, ZHANG)) == 2

    @pytest.mark.parametrize("token", [None, "not-the-token"])
    async def test_refuses_a_missing_or_wrong_service_token(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        token: str | None,
    ) -> None:
        await choose(client, signed_in, "EMP0001", "EC_TODO")

        envelope = await internal(client, SEND, notice(), service_token=token)

        assert (envelope["ok"], envelope["status"]) == (False, 403)
        assert await texts(service_app, ZHANG) == []

    @pytest.mark.parametrize(
        ("fields", "msg"),
        [
            (
                {"noticeCode": "EC_NOTHING"},
                "noticeCode: EC_NOTHING is not a notification of the catalogue",
            ),
            (
                {"noticeCode": "CRM_PERMIT_RESULT"},
                "noticeCode: CRM_PERMIT_RESULT is sent by the portal itself",
            ),
            ({"eventId": "no spaces"}, "eventId"),
            ({"text": "  "}, "text"),
            ({"text": None}, "text is required (or texts)"),
            ({"text": None, "texts": {"en": "A new task."}}, "texts must hold zh-CN"),
            ({"texts": {"fr": "Une tâche."}}, "texts.fr"),
            ({"texts": {"en": " "}}, "texts.en"),
        ],
    )
    async def test_a_bad_field_is_400_naming_it(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        service_token: str,
        fields: dict[str, object],
        msg: str,
    ) -> None:
        await choose(client, signed_in, "EMP0001", "EC_TODO", "CRM_PERMIT_RESULT")

        envelope = await internal(client, SEND, notice(**fields), service_token=service_token)

        assert envelope["status"] == 400
        assert envelope["msg"].startswith(msg)
        assert await texts(service_app, ZHANG) == []

    async def test_an_unknown_company_is_404(
        self, client: httpx.AsyncClient, service_token: str
    ) -> None:
        envelope = await internal(
            client, SEND, notice(compCode="DEMO9999"), service_token=service_token
        )

        assert (envelope["status"], envelope["msg"]) == (404, "The company does not exist.")

    async def test_a_product_the_company_does_not_hold_texts_nobody(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_token: str
    ) -> None:
        # A choice kept from when DEMO0001 held a role in CREDIT (the tree no longer shows it).
        async with service_app.state.db.sessionmaker() as session:
            session.add(EmployeeSmsNotice(employee_code="EMP0001", notice_code="CREDIT_TO_SIGN"))
            await session.commit()

        envelope = await internal(
            client, SEND, notice(noticeCode="CREDIT_TO_SIGN"), service_token=service_token
        )

        assert envelope["body"] == {"texted": 0, "alreadyTexted": 0}
        assert await texts(service_app, ZHANG) == []

    async def test_a_disabled_company_texts_nobody(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        service_token: str,
    ) -> None:
        await choose(client, signed_in, "EMP0001", "EC_TODO")
        await disable(service_app, company="DEMO0001")

        envelope = await internal(client, SEND, notice(), service_token=service_token)

        assert envelope["body"] == {"texted": 0, "alreadyTexted": 0}
        assert await texts(service_app, ZHANG) == []


class TestSendRouteInTheRecipientsLanguage:
    """A product that writes its notice in both languages reaches each employee in the language
    of their last sign-in; Chinese when it is not known."""

    async def prefer_english(self, auth_peer: FastAPI, user_code: str) -> None:
        async with auth_peer.state.db.sessionmaker() as session:
            await session.execute(
                update(User).where(User.user_code == user_code).values(language="en")
            )
            await session.commit()

    async def test_each_subscriber_reads_their_language(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
        service_token: str,
    ) -> None:
        await self.prefer_english(auth_peer, "U0001")  # 张伟; 王芳's language is not known
        await choose(client, signed_in, "EMP0001", "EC_TODO")
        await choose(client, signed_in, "EMP0004", "EC_TODO")

        body = notice(text=None, texts=BOTH_LANGUAGES)
        envelope = await internal(client, SEND, body, service_token=service_token)

        assert envelope["body"] == {"texted": 2, "alreadyTexted": 0}
        assert await texts(service_app, ZHANG) == ["A new task: confirm a transfer."]
        assert await texts(service_app, WANG) == ["您有一笔新的待办：应收账款转让确认。"]

    async def test_the_single_text_stands_in_for_a_missing_language(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
        service_token: str,
    ) -> None:
        await self.prefer_english(auth_peer, "U0001")
        await choose(client, signed_in, "EMP0001", "EC_TODO")
        await choose(client, signed_in, "EMP0004", "EC_TODO")

        body = notice(text="新的待办。", texts={"en": "A new task."})
        await internal(client, SEND, body, service_token=service_token)

        assert await texts(service_app, ZHANG) == ["A new task."]
        assert await texts(service_app, WANG) == ["新的待办。"]

    async def test_one_text_goes_to_everyone_as_written(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
        service_token: str,
    ) -> None:
        # The call as products made it before texts existed: unchanged.
        await self.prefer_english(auth_peer, "U0001")
        await choose(client, signed_in, "EMP0001", "EC_TODO")

        await internal(client, SEND, notice(), service_token=service_token)

        assert await texts(service_app, ZHANG) == ["您有一笔新的待办：应收账款转让确认。"]

    async def test_chinese_for_all_when_auth_cannot_say(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        auth_peer: FastAPI,
        service_token: str,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        await self.prefer_english(auth_peer, "U0001")
        await choose(client, signed_in, "EMP0001", "EC_TODO")

        async def unavailable(*_: Any) -> dict[str, str]:
            raise ServiceUnavailable()

        monkeypatch.setattr(AuthClient, "user_languages", unavailable)
        body = notice(text=None, texts=BOTH_LANGUAGES)
        envelope = await internal(client, SEND, body, service_token=service_token)

        assert envelope["body"] == {"texted": 1, "alreadyTexted": 0}
        assert await texts(service_app, ZHANG) == ["您有一笔新的待办：应收账款转让确认。"]
