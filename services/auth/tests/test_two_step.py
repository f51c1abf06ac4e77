"""Two-step sign-in: enrolment in the account centre, the sign-in's second step, recovery
codes, switching off, and the idle verification by app code."""

from typing import Any

import httpx
import pyotp
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import RecoveryCode, TwoStep
from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.sessions import SessionState, SessionStore

from .conftest import PLAIN_EMPLOYEE, call, identity_of, login_logs, password_sign_in, signed_in

STATUS = "account/twoStep/status"
START = "account/twoStep/start"
CONFIRM = "account/twoStep/confirm"
NEW_CODES = "account/twoStep/recoveryCodes"
OFF = "account/twoStep/off"
CHECK = "login/user/twoStepCheck"
IDLE_CHECK = "login/user/logoutCheckTypeWithSecurity"
BROWSER = "browser-0001"


def code_at(secret: str, clock: ManualClock, seconds: int = 0) -> str:
    return pyotp.TOTP(secret).at(clock.now().timestamp() + seconds)


async def enrolled(client: httpx.AsyncClient, token: str, clock: ManualClock) -> dict[str, Any]:
    """Two-step switched on for the caller: the secret and the recovery codes."""
    setup = await call(client, START, token=token)
    secret = setup["body"]["secret"]
    confirmed = await call(client, CONFIRM, {"code": code_at(secret, clock)}, token=token)
    assert confirmed["ok"], confirmed
    # The next code the test computes must be of a later window than the confirming one.
    clock.advance(seconds=30)
    return {"secret": secret, "codes": confirmed["body"]["codes"]}


async def second_step(client: httpx.AsyncClient, encrypt: Any) -> str:
    """A password sign-in of the plain employee that stops at the second step; its ticket."""
    envelope = await password_sign_in(client, encrypt, PLAIN_EMPLOYEE, DEMO_PASSWORD)
    assert envelope["body"]["next"] == "twoStep", envelope
    assert envelope["body"]["accessToken"] is None
    return str(envelope["body"]["ticket"])


class TestEnrolment:
    async def test_scan_then_confirm_switches_on_with_ten_recovery_codes(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, token: str
    ) -> None:
        before = await call(client, STATUS, token=token)
        setup = await call(client, START, token=token)
        secret = setup["body"]["secret"]
        still_off = await call(client, STATUS, token=token)
        confirmed = await call(client, CONFIRM, {"code": code_at(secret, clock)}, token=token)
        after = await call(client, STATUS, token=token)

        assert before["body"] == {"enabled": False, "recoveryCodesLeft": 0}
        assert setup["body"]["otpauthUri"].startswith("otpauth://totp/Portal:13800000003?")
        assert f"secret={secret}" in setup["body"]["otpauthUri"]
        assert setup["body"]["qrCode"].startswith("data:image/svg+xml;")
        assert still_off["body"]["enabled"] is False
        codes = confirmed["body"]["codes"]
        assert len(codes) == 10 == len(set(codes))
        assert after["body"] == {"enabled": True, "recoveryCodesLeft": 10}
        async with service_app.state.db.sessionmaker() as session:
            stored = (await session.scalars(select(RecoveryCode.code_hash))).all()
            row = await session.get(TwoStep, "U0003") or next(
                iter((await session.scalars(select(TwoStep))).all())
            )
        assert not set(codes) & set(stored)
        assert row.enabled_at is not None

    async def test_a_wrong_first_code_leaves_it_off(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        setup = await call(client, START, token=token)
        secret = setup["body"]["secret"]
        wrong = await call(client, CONFIRM, {"code": code_at(secret, clock, 300)}, token=token)
        status = await call(client, STATUS, token=token)

        assert wrong["status"] == 400
        assert wrong["msg"].startswith("code: the code is wrong or already used")
        assert status["body"]["enabled"] is False

    async def test_a_malformed_code_names_the_field(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        await call(client, START, token=token)
        envelope = await call(client, CONFIRM, {"code": "12ab"}, token=token)

        assert envelope["status"] == 400
        assert "code" in envelope["msg"]

    async def test_the_secret_is_never_shown_again_once_on(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        await enrolled(client, token, clock)

        again = await call(client, START, token=token)
        status = await call(client, STATUS, token=token)

        assert again["status"] == 409
        assert again["msg"] == "Two-step sign-in is already on."
        assert "secret" not in str(status["body"])

    async def test_needs_a_token(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, START)

        assert envelope["status"] == 401


class TestSecondStep:
    async def test_no_token_before_the_code_then_tokens(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        token: str,
    ) -> None:
        secret = (await enrolled(client, token, clock))["secret"]
        ticket = await second_step(client, encrypt)

        envelope = await call(
            client, CHECK, {"ticket": ticket, "browserID": BROWSER, "code": code_at(secret, clock)}
        )

        assert envelope["ok"], envelope
        assert envelope["body"]["next"] == "tokens"
        assert identity_of(service_app, clock, envelope["body"]["accessToken"]).user_code
        results = [(log.method, log.result) for log in await login_logs(service_app)]
        assert results[-2:] == [("password", "two_step"), ("totp", "success")]

    async def test_a_code_is_refused_a_second_time_in_its_window(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        secret = (await enrolled(client, token, clock))["secret"]
        code = code_at(secret, clock)
        first = await call(
            client,
            CHECK,
            {"ticket": await second_step(client, encrypt), "browserID": BROWSER, "code": code},
        )
        replay = await call(
            client,
            CHECK,
            {"ticket": await second_step(client, encrypt), "browserID": BROWSER, "code": code},
        )

        assert first["body"]["next"] == "tokens"
        assert replay["status"] == 400
        assert replay["msg"] == "The verification code is wrong or already used."
        assert replay["body"] is None or "accessToken" not in (replay["body"] or {})

    async def test_a_recovery_code_works_once(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        codes = (await enrolled(client, token, clock))["codes"]
        recovery = codes[3].upper().replace("-", " ")
        first = await call(
            client,
            CHECK,
            {
                "ticket": await second_step(client, encrypt),
                "browserID": BROWSER,
                "recoveryCode": recovery,
            },
        )
        again = await call(
            client,
            CHECK,
            {
                "ticket": await second_step(client, encrypt),
                "browserID": BROWSER,
                "recoveryCode": codes[3],
            },
        )
        status = await call(client, STATUS, token=first["body"]["accessToken"])

        assert first["body"]["next"] == "tokens"
        assert again["status"] == 400
        assert status["body"]["recoveryCodesLeft"] == 9

    async def test_wrong_codes_lock_the_account_like_wrong_passwords(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        secret = (await enrolled(client, token, clock))["secret"]
        ticket = await second_step(client, encrypt)
        answers = []
        for _ in range(5):
            wrong = await call(
                client, CHECK, {"ticket": ticket, "browserID": BROWSER, "code": "000000"}
            )
            answers.append(wrong["status"])
        right = await call(
            client, CHECK, {"ticket": ticket, "browserID": BROWSER, "code": code_at(secret, clock)}
        )

        assert answers == [400, 400, 400, 400, 423]
        assert right["status"] == 423
        assert right["msg"].startswith("Too many failed sign-ins: this account is locked")

    async def test_a_missing_code_names_the_field(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        await enrolled(client, token, clock)
        ticket = await second_step(client, encrypt)

        envelope = await call(client, CHECK, {"ticket": ticket, "browserID": BROWSER})

        assert envelope["status"] == 400
        assert envelope["msg"] == "code is required"


class TestRecoveryCodesAndOff:
    async def test_new_codes_invalidate_the_old(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        old = (await enrolled(client, token, clock))["codes"]
        new = (await call(client, NEW_CODES, token=token))["body"]["codes"]

        refused = await call(
            client,
            CHECK,
            {
                "ticket": await second_step(client, encrypt),
                "browserID": BROWSER,
                "recoveryCode": old[0],
            },
        )
        accepted = await call(
            client,
            CHECK,
            {
                "ticket": await second_step(client, encrypt),
                "browserID": BROWSER,
                "recoveryCode": new[0],
            },
        )

        assert not set(old) & set(new)
        assert refused["status"] == 400
        assert accepted["body"]["next"] == "tokens"

    async def test_off_with_the_password_then_sign_in_has_one_step(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        await enrolled(client, token, clock)

        wrong = await call(client, OFF, {"password": encrypt("Wrong@123456")}, token=token)
        nothing = await call(client, OFF, {}, token=token)
        off = await call(client, OFF, {"password": encrypt(DEMO_PASSWORD)}, token=token)

        assert wrong["status"] == 400
        assert wrong["msg"] == "The code or password is wrong."
        assert nothing["status"] == 400
        assert nothing["msg"].startswith("code or password:")
        assert off["ok"], off
        assert (await signed_in(client, encrypt))["next"] == "tokens"

    async def test_off_with_a_current_code(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        secret = (await enrolled(client, token, clock))["secret"]

        off = await call(client, OFF, {"code": code_at(secret, clock)}, token=token)
        status = await call(client, STATUS, token=token)

        assert off["ok"], off
        assert status["body"] == {"enabled": False, "recoveryCodesLeft": 0}


class TestIdleVerification:
    async def test_an_app_code_unlocks_the_idle_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        tokens = await signed_in(client, encrypt)
        secret = (await enrolled(client, tokens["accessToken"], clock))["secret"]
        sid = identity_of(service_app, clock, tokens["accessToken"]).session_id
        store = SessionStore(service_app.state.kv, clock)
        # The web app renews its token on a timer; renewing is no activity.
        clock.advance(seconds=1700)
        renewed = await call(
            client,
            "employee/refresh/token",
            {"refreshToken": tokens["refreshToken"], "employeeCode": "EMP0005"},
        )
        token = renewed["body"]["accessToken"]
        clock.advance(seconds=101)
        assert await store.check(sid) is SessionState.IDLE_LOCKED
        way = await call(client, "param/security/findParamSecurityLogoutWay", token=token)
        body = {"checkType": 30, "browserID": BROWSER, "userMobile": PLAIN_EMPLOYEE}

        wrong = await call(client, IDLE_CHECK, {**body, "totpCode": "000000"}, token=token)
        clock.advance(seconds=5)
        right = await call(
            client, IDLE_CHECK, {**body, "totpCode": code_at(secret, clock)}, token=token
        )

        # The dialog offers the app's code because the session's user has two-step on.
        assert way["body"]["twoStep"] is True
        assert wrong["status"] == 400
        assert right["body"] == {"loginType": 10}
        assert await store.check(sid) is SessionState.ALIVE
