"""Password sign-in: the answers, the lock after five failures, the login log."""

import asyncio
import threading
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from auth.seed import DEMO_PASSWORD
from portal_kit import passwords
from portal_kit.clock import ManualClock
from portal_kit.passwords import HashingQueue
from portal_kit.sessions import SessionState, SessionStore

from .conftest import add_user, call, captcha, identity_of, login_logs, password_sign_in

SIGN_IN = "login/user/mobileLoginWithSecurity"
WRONG = "The mobile number or password is incorrect."
UNKNOWN = "13912345678"
BUSY = "Too many sign-ins at this moment; please try again in a few seconds."


class TestPasswordSignIn:
    async def test_a_plain_employee_gets_tokens(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        envelope = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)

        assert envelope["ok"] is True
        body = envelope["body"]
        assert body["next"] == "tokens"
        assert body["failurePeriodSec"] == 1800
        assert body["comps"] is None
        assert body["ticket"] is None
        identity = identity_of(service_app, clock, body["accessToken"])
        assert (identity.user_code, identity.employee_code) == ("U0003", "EMP0005")
        assert identity.comp_code == "DEMO0002"
        store = SessionStore(service_app.state.kv, clock)
        assert await store.check(identity.session_id) is SessionState.ALIVE
        session = await store.get(identity.session_id)
        assert session is not None
        assert session.idle_limit_sec == 1800

    async def test_a_user_of_several_companies_chooses_and_holds_tokens_for_the_first(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        envelope = await password_sign_in(client, encrypt, "13800000001", DEMO_PASSWORD)

        body = envelope["body"]
        assert body["next"] == "chooseCompany"
        assert {c["compCode"] for c in body["comps"]} == {"DEMO0001", "DEMO0002", "DEMO0003"}
        assert set(body["comps"][0]) == {"employeeCode", "compCode", "compName"}
        identity = identity_of(service_app, clock, body["accessToken"])
        assert identity.employee_code == body["comps"][0]["employeeCode"]
        assert body["refreshToken"]

    async def test_a_wrong_password_an_unknown_mobile_and_a_disabled_user_read_the_same(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, demo_users: None
    ) -> None:
        await add_user(service_app, "U0090", "13800000090", DEMO_PASSWORD, status=0)

        wrong = await password_sign_in(client, encrypt, "13800000001", "Wrong@123456")
        unknown = await password_sign_in(client, encrypt, UNKNOWN, DEMO_PASSWORD)
        disabled = await password_sign_in(client, encrypt, "13800000090", DEMO_PASSWORD)

        for envelope in (wrong, unknown, disabled):
            assert envelope == {"ok": False, "status": 400, "msg": WRONG, "body": None}

    async def test_a_wrong_captcha_is_refused_and_used_up(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None
    ) -> None:
        answer = await captcha(client, "browser-0001")
        body = {
            "loginType": "password",
            "mobile": "13800000001",
            "password": encrypt(DEMO_PASSWORD),
            "code": "0000" if answer != "0000" else "1111",
            "browserID": "browser-0001",
        }
        wrong = await call(client, SIGN_IN, body)
        right_too_late = await call(client, SIGN_IN, body | {"code": answer})

        assert wrong["status"] == 400
        assert wrong["msg"] == "The image code is incorrect or has expired; please get a new one."
        assert right_too_late["status"] == 400

    async def test_the_captcha_is_required(self, client: httpx.AsyncClient, encrypt: Any) -> None:
        body = {
            "loginType": "password",
            "mobile": "13800000001",
            "password": encrypt(DEMO_PASSWORD),
            "browserID": "browser-0001",
        }

        envelope = await call(client, SIGN_IN, body)

        assert envelope["status"] == 400
        assert envelope["msg"] == "code is required"

    async def test_a_password_not_encrypted_to_the_credential_key_is_refused(
        self, client: httpx.AsyncClient, demo_users: None
    ) -> None:
        answer = await captcha(client, "browser-0001")
        body = {
            "loginType": "password",
            "mobile": "13800000001",
            "password": "RGVtb0AxMjM0NTY=",
            "code": answer,
            "browserID": "browser-0001",
        }

        envelope = await call(client, SIGN_IN, body)

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("The password could not be read")

    async def test_without_the_customer_service_the_answer_is_503(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None
    ) -> None:
        envelope = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)

        assert envelope["status"] == 503
        assert envelope["msg"] == "The service is temporarily unavailable; please try again later."


class TestLockout:
    async def test_fifth_wrong_password_locks_for_fifteen_minutes(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        for _ in range(4):
            envelope = await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")
            assert envelope["status"] == 400

        fifth = await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")
        clock.advance(minutes=10)
        right_while_locked = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)
        clock.advance(minutes=5)
        right_after = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)

        assert fifth["status"] == 423
        assert fifth["msg"] == (
            "Too many failed sign-ins: this account is locked; try again in 15 minutes."
        )
        assert right_while_locked == {
            "ok": False,
            "status": 423,
            "msg": "Too many failed sign-ins: this account is locked; try again in 5 minutes.",
            "body": None,
        }
        assert right_after["body"]["next"] == "tokens"

    async def test_an_unknown_mobile_locks_the_same_way(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None
    ) -> None:
        answers = [
            await password_sign_in(client, encrypt, UNKNOWN, "Wrong@123456") for _ in range(6)
        ]

        assert [a["status"] for a in answers] == [400, 400, 400, 400, 423, 423]

    async def test_failures_older_than_fifteen_minutes_do_not_count(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, demo_users: None
    ) -> None:
        for _ in range(4):
            await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")
        clock.advance(minutes=15)

        fifth = await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")

        assert fifth["status"] == 400

    async def test_a_success_clears_the_count(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        for _ in range(4):
            await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")
        await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)

        again = await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")

        assert again["status"] == 400


class TestLoginLog:
    async def test_every_attempt_leaves_a_row_without_secrets(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        await password_sign_in(client, encrypt, "13800000003", "Wrong@123456", ip="10.7.7.7")
        await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)
        await password_sign_in(client, encrypt, UNKNOWN, DEMO_PASSWORD)

        rows = await login_logs(service_app)
        assert [(r.user_code, r.method, r.result) for r in rows] == [
            ("U0003", "password", "wrong_credentials"),
            ("U0003", "password", "success"),
            (None, "password", "wrong_credentials"),
        ]
        assert rows[0].ip == "10.7.7.7"
        assert rows[1].ip == "127.0.0.1"
        assert rows[0].user_agent == "pytest-browser/1.0"
        assert all(r.at is not None for r in rows)
        for row in rows:
            values = " ".join(str(v) for v in vars(row).values())
            assert DEMO_PASSWORD not in values
            assert "Wrong@123456" not in values

    async def test_a_locked_attempt_and_a_wrong_captcha_are_logged_too(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, demo_users: None
    ) -> None:
        for _ in range(6):
            await password_sign_in(client, encrypt, "13800000002", "Wrong@123456")
        await call(
            client,
            SIGN_IN,
            {
                "loginType": "password",
                "mobile": "13800000002",
                "password": encrypt(DEMO_PASSWORD),
                "code": "XXXX",
                "browserID": "browser-0009",
            },
        )

        results = [r.result for r in await login_logs(service_app, "U0002")]
        assert results == ["wrong_credentials"] * 4 + ["locked", "locked", "captcha_failed"]


class TestNoCompany:
    async def test_a_user_active_in_no_company_is_refused_with_403(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, peers: None
    ) -> None:
        await add_user(service_app, "U0091", "13800000091", DEMO_PASSWORD)

        envelope = await password_sign_in(client, encrypt, "13800000091", DEMO_PASSWORD)

        assert envelope["status"] == 403
        assert envelope["msg"] == "Your account is not active in any company."
        assert [r.result for r in await login_logs(service_app, "U0091")] == ["no_company"]


class TestBusyHashing:
    async def test_a_sign_in_past_the_hashing_queue_is_told_to_try_again_and_not_counted(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        demo_users: None,
        peers: None,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        queue = HashingQueue(1, 0)
        monkeypatch.setattr(passwords, "_queue", queue)
        gate = threading.Event()
        holder = asyncio.create_task(queue.run(lambda: gate.wait(10)))
        while queue.pending != 1:  # noqa: ASYNC110 (the queue says so only by its count)
            await asyncio.sleep(0.01)

        busy = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)
        gate.set()
        await holder
        after = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)

        assert busy == {"ok": False, "status": 503, "msg": BUSY, "body": None}
        assert after["body"]["next"] == "tokens"
        # Refused before the password was judged: a refusal in the log, no failure counted.
        results = [r.result for r in await login_logs(service_app, "U0003")]
        assert results == ["refused", "success"]
