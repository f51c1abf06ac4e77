"""Password reset: account → reset → complete, public (issue 4, item 6)."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User
from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.passwords import verify_password
from portal_kit.sessions import SessionState, SessionStore
from portal_kit.tokens import TokenVerifier

from .conftest import call, captcha, login_logs, outbox, password_sign_in, sms_token

SEND = "resetpwd/sendSmsCode"
ACCOUNT = "resetpwd/account"
RESET = "resetpwd/reset"
MOBILE = "13800000003"
UNKNOWN = "13900000099"
BROWSER = "browser-0009"
NEW = "Fresh#Pass2026"


async def send_code(client: httpx.AsyncClient, mobile: str) -> dict[str, Any]:
    token = await sms_token(client, BROWSER)
    return await call(client, SEND, browserID=BROWSER, mobile=mobile, smsToken=token)


async def prove(client: httpx.AsyncClient, mobile: str, sms_code: str) -> dict[str, Any]:
    body = {
        "mobile": mobile,
        "code": await captcha(client, BROWSER),
        "smsCode": sms_code,
        "browserID": BROWSER,
    }
    return await call(client, ACCOUNT, body)


async def ticket_for(client: httpx.AsyncClient, mobile: str = MOBILE) -> str:
    await send_code(client, mobile)
    envelope = await prove(client, mobile, str((await outbox(client, mobile))[0]["code"]))
    assert envelope["ok"], envelope
    return str(envelope["body"]["ticket"])


async def password_hash(app: FastAPI) -> str:
    async with app.state.db.sessionmaker() as session:
        statement = select(User.password_hash).where(User.user_code == "U0003")
        return str(await session.scalar(statement))


class TestSendCode:
    async def test_a_known_mobile_gets_a_code(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        envelope = await send_code(client, MOBILE)

        assert envelope["body"] == {"to": "138****0003", "resendSec": 120, "expiresInSec": 300}
        assert len((await outbox(client, MOBILE))[0]["code"]) == 6

    async def test_an_unknown_mobile_reads_the_same_and_gets_nothing(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        envelope = await send_code(client, UNKNOWN)

        assert envelope["body"] == {"to": "139****0099", "resendSec": 120, "expiresInSec": 300}
        assert await outbox(client, UNKNOWN) == []

    async def test_needs_a_live_sms_token(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        envelope = await call(client, SEND, browserID=BROWSER, mobile=MOBILE, smsToken="nope")

        assert envelope["status"] == 400
        assert await outbox(client, MOBILE) == []


class TestAccountStep:
    async def test_right_codes_give_a_ticket(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        assert await ticket_for(client)

    async def test_an_unknown_mobile_reads_the_same_as_a_wrong_code(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        await send_code(client, MOBILE)
        clock.advance(seconds=1)
        wrong = await prove(client, MOBILE, "000000")
        await send_code(client, UNKNOWN)
        unknown = await prove(client, UNKNOWN, "000000")

        assert wrong == unknown
        assert (wrong["status"], wrong["body"]) == (400, None)

    async def test_a_wrong_captcha_is_400(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        await send_code(client, MOBILE)
        code = (await outbox(client, MOBILE))[0]["code"]
        body = {"mobile": MOBILE, "code": "XXXX", "smsCode": code, "browserID": BROWSER}

        envelope = await call(client, ACCOUNT, body)

        assert envelope["status"] == 400
        assert "image code" in envelope["msg"]

    async def test_an_expired_code_is_refused(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        await send_code(client, MOBILE)
        code = str((await outbox(client, MOBILE))[0]["code"])
        clock.advance(seconds=301)

        envelope = await prove(client, MOBILE, code)

        assert envelope["status"] == 400

    async def test_a_code_is_used_once(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        await send_code(client, MOBILE)
        code = str((await outbox(client, MOBILE))[0]["code"])

        first = await prove(client, MOBILE, code)
        again = await prove(client, MOBILE, code)

        assert first["ok"]
        assert again["status"] == 400


class TestReset:
    async def test_sets_the_password_and_ends_every_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        signed_in = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)
        access = signed_in["body"]["accessToken"]
        ticket = await ticket_for(client)
        body = {"ticket": ticket, "newPassword": encrypt(NEW), "browserID": BROWSER}

        envelope = await call(client, RESET, body)

        assert envelope == {"ok": True, "status": 200, "msg": "", "body": {"done": True}}
        assert await verify_password(await password_hash(service_app), NEW)
        verifier = TokenVerifier.from_directory(
            service_app.state.settings.token_key_directory, clock
        )
        sid = verifier.verify(access).session_id
        store = SessionStore(service_app.state.kv, clock)
        assert await store.check(sid, touch=False) is SessionState.ENDED
        last = (await login_logs(service_app, "U0003"))[-1]
        assert (last.method, last.result) == ("password_reset", "success")
        again = await call(client, RESET, body)
        assert again["status"] == 400

    async def test_a_weak_password_keeps_the_ticket(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
    ) -> None:
        ticket = await ticket_for(client)
        weak = {"ticket": ticket, "newPassword": encrypt("abcdefgh123"), "browserID": BROWSER}
        strong = {**weak, "newPassword": encrypt(NEW)}

        refused = await call(client, RESET, weak)
        done = await call(client, RESET, strong)

        assert refused["status"] == 400
        assert "at least three" in refused["msg"]
        assert done["ok"], done

    async def test_another_browser_or_an_old_ticket_is_refused(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, demo_users: None
    ) -> None:
        ticket = await ticket_for(client)
        body = {"ticket": ticket, "newPassword": encrypt(NEW), "browserID": "browser-other"}

        other = await call(client, RESET, body)
        clock.advance(minutes=10)
        late = await call(client, RESET, {**body, "browserID": BROWSER})

        assert other["status"] == 400
        assert late["status"] == 400
        assert late["msg"] == "This password reset has expired; please start again."
