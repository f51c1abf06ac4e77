"""Logout and the security verification after the idle lock (DESIGN §3)."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import update

from auth.models import SecurityParam
from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.sessions import SessionState, SessionStore

from .conftest import call, identity_of, outbox, signed_in

LOGOUT = "login/user/logout"
WAY = "param/security/findParamSecurityLogoutWay"
SEND = "sms/sendMobileCodeOfLogoutWithSecurity"
CHECK = "login/user/logoutCheckTypeWithSecurity"
MOBILE = "13800000003"
BROWSER = "browser-0001"


def password_check(encrypt: Any, password: str) -> dict[str, Any]:
    return {
        "checkType": 10,
        "passWord": encrypt(password),
        "userMobile": MOBILE,
        "browserID": BROWSER,
    }


class TestLogout:
    async def test_ends_the_session_at_once(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)

        envelope = await call(client, LOGOUT, token=tokens["accessToken"])

        assert envelope == {"ok": True, "status": 200, "msg": "", "body": None}
        sid = identity_of(service_app, clock, tokens["accessToken"]).session_id
        assert await SessionStore(service_app.state.kv, clock).check(sid) is SessionState.ENDED
        way = await call(client, WAY, token=tokens["accessToken"])
        assert way["body"]["canVerify"] is False
        renew = await call(
            client,
            "employee/refresh/token",
            {"refreshToken": tokens["refreshToken"], "employeeCode": "EMP0005"},
        )
        assert renew["status"] == 401

    async def test_needs_a_token(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, LOGOUT)

        assert envelope["status"] == 401


class TestLogoutWay:
    async def test_password_or_sms_by_default(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)

        envelope = await call(client, WAY, token=tokens["accessToken"])

        assert envelope["body"] == {"logoutWay": 10, "canVerify": True, "twoStep": False}

    async def test_cannot_verify_past_the_twelve_hour_maximum(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)
        clock.advance(hours=11, minutes=50)
        renewed = await call(
            client,
            "employee/refresh/token",
            {"refreshToken": tokens["refreshToken"], "employeeCode": "EMP0005"},
        )
        clock.advance(minutes=15)

        envelope = await call(client, WAY, token=renewed["body"]["accessToken"])

        assert envelope["body"]["canVerify"] is False


class TestIdleVerification:
    async def test_the_right_password_unlocks_the_idle_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)
        sid = identity_of(service_app, clock, tokens["accessToken"]).session_id
        store = SessionStore(service_app.state.kv, clock)
        # The web app renews its 30-minute token on a timer, idle or not; renewing is no
        # activity, so the session still locks.
        clock.advance(seconds=1700)
        renewed = await call(
            client,
            "employee/refresh/token",
            {"refreshToken": tokens["refreshToken"], "employeeCode": "EMP0005"},
        )
        clock.advance(seconds=101)
        assert await store.check(sid) is SessionState.IDLE_LOCKED

        envelope = await call(
            client,
            CHECK,
            password_check(encrypt, DEMO_PASSWORD),
            token=renewed["body"]["accessToken"],
        )

        assert envelope["body"] == {"loginType": 10}
        assert await store.check(sid) is SessionState.ALIVE

    async def test_wrong_answers_wait_longer_each_time_and_the_fifth_ends_the_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)
        token = tokens["accessToken"]
        wrong = password_check(encrypt, "Wrong@123456")
        intervals = []
        for _ in range(4):
            envelope = await call(client, CHECK, wrong, token=token)
            assert envelope["status"] == 400
            assert envelope["body"]["msg"] == envelope["msg"]
            interval = envelope["body"]["passwordEnterInterval"]
            intervals.append(interval)
            clock.advance(seconds=interval - 1)
            too_soon = await call(
                client, CHECK, password_check(encrypt, DEMO_PASSWORD), token=token
            )
            assert too_soon["status"] == 429
            assert too_soon["body"]["passwordEnterInterval"] == 1
            clock.advance(seconds=1)

        fifth = await call(client, CHECK, wrong, token=token)
        way = await call(client, WAY, token=token)

        assert intervals == [5, 10, 20, 40]
        assert fifth["status"] == 401
        assert fifth["msg"] == "Too many failed verifications; please sign in again."
        assert way["body"]["canVerify"] is False
        sid = identity_of(service_app, clock, token).session_id
        assert await SessionStore(service_app.state.kv, clock).check(sid) is SessionState.ENDED

    async def test_a_right_answer_clears_the_failures(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)
        token = tokens["accessToken"]
        await call(client, CHECK, password_check(encrypt, "Wrong@123456"), token=token)
        clock.advance(seconds=5)
        await call(client, CHECK, password_check(encrypt, DEMO_PASSWORD), token=token)

        wrong_again = await call(
            client, CHECK, password_check(encrypt, "Wrong@123456"), token=token
        )

        assert wrong_again["body"]["passwordEnterInterval"] == 5

    async def test_an_sms_code_to_the_users_own_mobile_unlocks_too(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        tokens = await signed_in(client, encrypt)
        token = tokens["accessToken"]

        other = await call(client, SEND, token=token, browserID=BROWSER, mobile="13800000001")
        sent = await call(client, SEND, token=token, browserID=BROWSER, mobile=MOBILE)
        code = (await outbox(client, MOBILE))[0]["code"]
        envelope = await call(
            client,
            CHECK,
            {"checkType": 20, "mobileCode": code, "userMobile": MOBILE, "browserID": BROWSER},
            token=token,
        )

        assert other["status"] == 403
        assert other["msg"] == "Codes can only be sent to your own mobile number."
        assert sent["body"]["to"] == "138****0003"
        assert envelope["body"] == {"loginType": 10}
        assert await outbox(client, "13800000001") == []

    async def test_the_sms_code_obeys_the_resend_limit(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        tokens = await signed_in(client, encrypt)
        token = tokens["accessToken"]

        await call(client, SEND, token=token, browserID=BROWSER, mobile=MOBILE)
        again = await call(client, SEND, token=token, browserID=BROWSER, mobile=MOBILE)

        assert again["status"] == 429

    async def test_sms_only_refuses_the_password(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(SecurityParam).where(SecurityParam.key == "logoutWay").values(value="20")
            )
            await session.commit()
        tokens = await signed_in(client, encrypt)

        way = await call(client, WAY, token=tokens["accessToken"])
        envelope = await call(
            client, CHECK, password_check(encrypt, DEMO_PASSWORD), token=tokens["accessToken"]
        )

        assert way["body"]["logoutWay"] == 20
        assert envelope["status"] == 400
        assert envelope["msg"] == "Only SMS verification is allowed."

    async def test_needs_a_token(self, client: httpx.AsyncClient) -> None:
        envelope = await call(
            client, CHECK, {"checkType": 20, "mobileCode": "123456", "browserID": BROWSER}
        )

        assert envelope["status"] == 401
