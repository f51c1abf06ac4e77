"""The registration's account in auth: the first SMS code, the new account with a registrant
session (asked by customer), resuming at sign-in, and renewing a registrant session."""

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, update

from auth.models import KnownIp, User
from customer.registration.models import Registration
from portal_kit.clock import ManualClock
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.passwords import verify_password
from portal_kit.sessions import SessionState, SessionStore

from .conftest import (
    add_user,
    call,
    identity_of,
    internal,
    login_logs,
    outbox,
    password_sign_in,
    sms_token,
)

SEND = "register/sendSmsCode"
ACCOUNT = "/internal/register/account"
REFRESH = "employee/refresh/token"
MOBILE = "13912345678"
BROWSER = "browser-reg-01"
PASSWORD = "Regist@2026x"
REGISTERED = "This mobile number is registered; sign in to continue a registration."

pytestmark = pytest.mark.usefixtures("clock", "demo_users")


async def send_code(client: httpx.AsyncClient, mobile: str = MOBILE) -> dict[str, Any]:
    token = await sms_token(client, BROWSER)
    return await call(client, SEND, browserID=BROWSER, mobile=mobile, smsToken=token)


async def code_for(client: httpx.AsyncClient, mobile: str = MOBILE) -> str:
    sent = await send_code(client, mobile)
    assert sent["ok"], sent
    return str((await outbox(client, mobile))[0]["code"])


def account(encrypt: Any, code: str, password: str = PASSWORD, **changes: str) -> dict[str, str]:
    return {
        "mobile": MOBILE,
        "smsCode": code,
        "name": "孙丽",
        "password": encrypt(password),
        "browserID": BROWSER,
    } | changes


async def open_account(
    client: httpx.AsyncClient, service_token: str, body: dict[str, str], ip: str = "198.51.100.4"
) -> dict[str, Any]:
    headers = {"Accept-Language": "en", "X-Forwarded-For": ip, "User-Agent": "reg-browser/1.0"}
    headers[SERVICE_TOKEN_HEADER] = service_token
    response = await client.post(ACCOUNT, json=body, headers=headers)
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


async def user_row(app: FastAPI, mobile: str = MOBILE) -> User | None:
    async with app.state.db.sessionmaker() as session:
        user: User | None = await session.scalar(select(User).where(User.mobile == mobile))
        return user


async def add_registration(customer_app: FastAPI, user_code: str, status: str = "draft") -> None:
    """A registration of ``user_code`` as the customer service keeps it."""
    async with customer_app.state.db.sessionmaker() as session:
        session.add(
            Registration(
                user_code=user_code,
                mobile="13800000092",
                name="测试",
                comp_code=f"C9{user_code[-4:]}",
                status=status,
                step="verification" if status == "verifying" else "permit",
                created_at=datetime.now(UTC),
            )
        )
        await session.commit()


class TestSendCode:
    async def test_a_new_mobile_gets_a_code(self, client: httpx.AsyncClient) -> None:
        envelope = await send_code(client)

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["to"] == "139****5678"
        [sms] = await outbox(client, MOBILE)
        assert sms["text"].startswith("Your verification code is")
        assert len(sms["code"]) == 6

    async def test_a_registered_mobile_is_told_and_sent_nothing(
        self, client: httpx.AsyncClient
    ) -> None:
        token = await sms_token(client, BROWSER)

        first = await call(client, SEND, browserID=BROWSER, mobile="13800000003", smsToken=token)
        again = await call(client, SEND, browserID=BROWSER, mobile=MOBILE, smsToken=token)

        assert first["status"] == 409
        assert first["msg"] == REGISTERED
        assert await outbox(client, "13800000003") == []
        # The captcha was spent on the probe: a second mobile needs another.
        assert again["status"] == 400
        assert await outbox(client, MOBILE) == []

    async def test_needs_a_solved_captcha(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, SEND, browserID=BROWSER, mobile=MOBILE, smsToken="made-up")

        assert envelope["status"] == 400
        assert envelope["msg"] == "The check has expired; please enter the image code again."
        assert await outbox(client, MOBILE) == []


class TestAccount:
    async def test_opens_the_account_and_a_registrant_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        service_token: str,
    ) -> None:
        body = account(encrypt, await code_for(client))

        envelope = await open_account(client, service_token, body)

        assert envelope["status"] == 200, envelope
        answer = envelope["body"]
        assert answer["failurePeriodSec"] == 1800
        user = await user_row(service_app)
        assert user is not None
        assert (user.user_code, user.name, user.status) == (answer["userCode"], "孙丽", 1)
        assert await verify_password(user.password_hash, PASSWORD)
        identity = identity_of(service_app, clock, answer["accessToken"])
        assert identity.user_code == user.user_code
        assert (identity.employee_code, identity.comp_code, identity.role) == ("", "", "")
        store = SessionStore(service_app.state.kv, clock)
        assert await store.check(identity.session_id) is SessionState.ALIVE
        async with service_app.state.db.sessionmaker() as session:
            statement = select(KnownIp.ip).where(KnownIp.user_code == user.user_code)
            assert list((await session.scalars(statement)).all()) == ["198.51.100.4"]
        [log] = await login_logs(service_app, user.user_code)
        assert (log.method, log.result, log.ip) == ("register", "success", "198.51.100.4")

    async def test_a_wrong_code_opens_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, service_token: str
    ) -> None:
        code = await code_for(client)
        wrong = "000000" if code != "000000" else "111111"

        envelope = await open_account(client, service_token, account(encrypt, wrong))
        other_browser = await open_account(
            client, service_token, account(encrypt, code, browserID="browser-reg-02")
        )

        for refused in (envelope, other_browser):
            assert refused["status"] == 400
            assert refused["msg"] == "smsCode: the verification code is incorrect or has expired"
        assert await user_row(service_app) is None

    async def test_a_weak_password_names_the_rule_and_keeps_the_code(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, service_token: str
    ) -> None:
        code = await code_for(client)

        weak = await open_account(client, service_token, account(encrypt, code, "13912345678Ab!"))
        unreadable = await open_account(
            client, service_token, account(encrypt, code) | {"password": "bm90IFJTQQ=="}
        )
        strong = await open_account(client, service_token, account(encrypt, code))

        assert weak["status"] == 400
        assert weak["msg"] == "password: The password must not contain your mobile number."
        assert unreadable["status"] == 400
        assert unreadable["msg"] == (
            "The password could not be read; please reload the page and try again."
        )
        assert strong["status"] == 200, strong

    async def test_a_registered_mobile_conflicts(
        self, client: httpx.AsyncClient, encrypt: Any, service_token: str
    ) -> None:
        body = account(encrypt, "123456", mobile="13800000003")

        envelope = await open_account(client, service_token, body)

        assert envelope["status"] == 409
        assert envelope["msg"] == REGISTERED

    async def test_needs_the_service_token(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any
    ) -> None:
        body = account(encrypt, await code_for(client))

        envelope = await internal(client, ACCOUNT, body, service_token=None)

        assert envelope["status"] == 403
        assert await user_row(service_app) is None


class TestRetry:
    """Customer calls the account step last before its commit; when that commit fails, the
    account it opened holds no registration, and the same mobile registers again."""

    async def test_an_unused_account_of_the_account_step_is_taken_over(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        service_token: str,
    ) -> None:
        first = await open_account(client, service_token, account(encrypt, await code_for(client)))
        assert first["status"] == 200, first
        clock.advance(seconds=121)  # the SMS resend wait

        sent = await send_code(client)
        code = str((await outbox(client, MOBILE))[0]["code"])
        again = await open_account(
            client, service_token, account(encrypt, code, "Second@2026y", name="孙丽娟")
        )

        assert sent["status"] == 200, sent
        assert again["status"] == 200, again
        assert again["body"]["userCode"] == first["body"]["userCode"]
        user = await user_row(service_app)
        assert user is not None
        assert user.name == "孙丽娟"
        assert await verify_password(user.password_hash, "Second@2026y")
        store = SessionStore(service_app.state.kv, clock)
        old = identity_of(service_app, clock, first["body"]["accessToken"])
        new = identity_of(service_app, clock, again["body"]["accessToken"])
        assert await store.check(old.session_id) is not SessionState.ALIVE
        assert await store.check(new.session_id) is SessionState.ALIVE

    async def test_a_wrong_code_takes_nothing_over(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        service_token: str,
    ) -> None:
        first = await open_account(client, service_token, account(encrypt, await code_for(client)))
        assert first["status"] == 200, first

        envelope = await open_account(
            client, service_token, account(encrypt, "000000", "Second@2026y")
        )

        assert envelope["status"] == 400
        user = await user_row(service_app)
        assert user is not None
        assert await verify_password(user.password_hash, PASSWORD)

    async def test_once_the_account_was_signed_in_to_the_mobile_is_registered(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        service_token: str,
        peers: None,
        customer_app: FastAPI,
    ) -> None:
        first = await open_account(client, service_token, account(encrypt, await code_for(client)))
        await add_registration(customer_app, first["body"]["userCode"], status="verifying")
        # The right password (here from a new address: an e-mail check follows) uses it.
        signed_in = await password_sign_in(client, encrypt, MOBILE, PASSWORD)
        assert signed_in["body"]["next"] == "ipCheck", signed_in
        clock.advance(seconds=121)

        sent = await send_code(client)
        taken = await open_account(client, service_token, account(encrypt, "123456"))

        assert (sent["status"], sent["msg"]) == (409, REGISTERED)
        assert (taken["status"], taken["msg"]) == (409, REGISTERED)


class TestResume:
    async def test_signing_in_goes_on_with_an_open_registration(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        peers: None,
        customer_app: FastAPI,
    ) -> None:
        await add_user(service_app, "U0092", "13800000092", PASSWORD)
        await add_registration(customer_app, "U0092", status="verifying")

        envelope = await password_sign_in(client, encrypt, "13800000092", PASSWORD)

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert (body["next"], body["registrationStep"]) == ("register", "verification")
        assert body["failurePeriodSec"] == 1800
        identity = identity_of(service_app, clock, body["accessToken"])
        assert (identity.user_code, identity.employee_code, identity.comp_code) == ("U0092", "", "")
        assert [r.result for r in await login_logs(service_app, "U0092")] == ["registration"]

    async def test_an_approved_registration_is_not_resumed(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        peers: None,
        customer_app: FastAPI,
    ) -> None:
        await add_user(service_app, "U0093", "13800000093", PASSWORD)
        await add_registration(customer_app, "U0093", status="approved")

        envelope = await password_sign_in(client, encrypt, "13800000093", PASSWORD)

        assert envelope["status"] == 403
        assert envelope["msg"] == "Your account is not active in any company."


class TestRenew:
    @pytest.fixture
    async def registrant(
        self,
        client: httpx.AsyncClient,
        encrypt: Any,
        service_token: str,
        peers: None,
        customer_app: FastAPI,
    ) -> dict[str, Any]:
        opened = await open_account(client, service_token, account(encrypt, await code_for(client)))
        await add_registration(customer_app, opened["body"]["userCode"])
        body: dict[str, Any] = opened["body"]
        return body

    async def test_a_registrant_session_renews_without_an_employee(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        registrant: dict[str, Any],
    ) -> None:
        renewed = await call(client, REFRESH, {"refreshToken": registrant["refreshToken"]})
        reused = await call(client, REFRESH, {"refreshToken": registrant["refreshToken"]})

        assert renewed["status"] == 200, renewed
        identity = identity_of(service_app, clock, renewed["body"]["accessToken"])
        before = identity_of(service_app, clock, registrant["accessToken"])
        assert identity.session_id == before.session_id
        assert (identity.employee_code, identity.comp_code) == ("", "")
        assert reused["status"] == 401

    async def test_once_the_registration_is_decided_it_no_longer_renews(
        self, client: httpx.AsyncClient, customer_app: FastAPI, registrant: dict[str, Any]
    ) -> None:
        async with customer_app.state.db.sessionmaker() as session:
            await session.execute(
                update(Registration)
                .where(Registration.user_code == registrant["userCode"])
                .values(status="approved", step="success")
            )
            await session.commit()

        refused = await call(client, REFRESH, {"refreshToken": registrant["refreshToken"]})
        unknown_employee = await call(
            client,
            REFRESH,
            {"refreshToken": registrant["refreshToken"], "employeeCode": "EMP0004"},
        )

        assert refused["status"] == 403
        assert refused["msg"] == "You cannot switch to this company or role."
        # The refused renewal left the refresh token alive: switching is still judged.
        assert unknown_employee["status"] == 403
