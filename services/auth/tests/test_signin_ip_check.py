"""A sign-in from a new address (e-mail code), and the forced password change."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import update

from auth.models import User
from auth.seed import DEMO_PASSWORD
from auth.signin.repository import SignInRepository
from portal_kit.clock import ManualClock
from portal_kit.passwords import hash_password, verify_password
from portal_kit.sessions import SessionState, SessionStore

from .conftest import call, login_logs, outbox, password_sign_in

SEND = "email/sendIpCheckEmailCode"
VALID = "email/validIpCheckEmailCode"
CHANGE = "company/custAccount/passWord/updateWithSecurity"
U0004 = "13800000004"
U0004_EMAIL = "liuyang@demo.example"
BROWSER = "browser-0001"


async def ip_check_ticket(client: httpx.AsyncClient, encrypt: Any) -> str:
    envelope = await password_sign_in(client, encrypt, U0004, DEMO_PASSWORD, BROWSER)
    assert envelope["body"]["next"] == "ipCheck", envelope
    return str(envelope["body"]["ticket"])


async def emailed_code(client: httpx.AsyncClient, ticket: str) -> str:
    envelope = await call(client, SEND, {"ticket": ticket, "browserID": BROWSER})
    assert envelope["ok"], envelope
    return str((await outbox(client, U0004_EMAIL))[0]["code"])


async def set_password(
    app: FastAPI, user_code: str, password: str, changed_at: datetime | None = None
) -> None:
    async with app.state.db.sessionmaker() as session:
        await session.execute(
            update(User)
            .where(User.user_code == user_code)
            .values(
                password_hash=await hash_password(password),
                password_changed_at=changed_at or datetime.now(UTC),
            )
        )
        await session.commit()


async def user(app: FastAPI, user_code: str) -> User:
    async with app.state.db.sessionmaker() as session:
        found = await SignInRepository(session).get_by_code(user_code)
        assert found is not None
        return found


class TestIpCheck:
    async def test_a_new_address_gets_a_ticket_and_no_tokens(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, demo_users: None
    ) -> None:
        envelope = await password_sign_in(client, encrypt, U0004, DEMO_PASSWORD, BROWSER)

        body = envelope["body"]
        assert body["next"] == "ipCheck"
        assert body["ticket"]
        assert body["accessToken"] is None
        assert body["refreshToken"] is None
        assert [r.result for r in await login_logs(service_app, "U0004")] == ["ip_check"]

    async def test_the_emailed_code_makes_the_address_known_then_tokens(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        ticket = await ip_check_ticket(client, encrypt)
        sent = await call(client, SEND, {"ticket": ticket, "browserID": BROWSER})
        [email] = await outbox(client, U0004_EMAIL)

        envelope = await call(
            client, VALID, {"ticket": ticket, "code": email["code"], "browserID": BROWSER}
        )
        next_time = await password_sign_in(client, encrypt, U0004, DEMO_PASSWORD, "browser-0002")

        assert sent["body"] == {"to": "l***@demo.example", "resendSec": 120, "expiresInSec": 300}
        assert email["kind"] == "email"
        assert email["code"] in email["text"]
        assert envelope["body"]["next"] == "tokens"
        assert envelope["body"]["accessToken"]
        assert envelope["body"]["failurePeriodSec"] == 1800
        assert next_time["body"]["next"] == "tokens"
        results = [(r.method, r.result) for r in await login_logs(service_app, "U0004")]
        assert results == [
            ("password", "ip_check"),
            ("email_code", "success"),
            ("password", "success"),
        ]

    async def test_a_wrong_code_keeps_the_ticket_five_kill_the_code(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        ticket = await ip_check_ticket(client, encrypt)
        code = await emailed_code(client, ticket)
        wrong = f"{(int(code) + 1) % 1_000_000:06d}"
        answers = [
            await call(client, VALID, {"ticket": ticket, "code": wrong, "browserID": BROWSER})
            for _ in range(5)
        ]
        right = await call(client, VALID, {"ticket": ticket, "code": code, "browserID": BROWSER})

        assert {a["status"] for a in answers} == {400}
        assert answers[0]["msg"] == "The verification code is incorrect or has expired."
        assert right["status"] == 400

    async def test_the_ticket_is_single_use(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        ticket = await ip_check_ticket(client, encrypt)
        code = await emailed_code(client, ticket)
        await call(client, VALID, {"ticket": ticket, "code": code, "browserID": BROWSER})

        again = await call(client, SEND, {"ticket": ticket, "browserID": BROWSER})

        assert again["status"] == 400
        assert again["msg"] == "This step has expired; please sign in again."

    async def test_the_ticket_is_bound_to_its_browser(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None
    ) -> None:
        ticket = await ip_check_ticket(client, encrypt)

        envelope = await call(client, SEND, {"ticket": ticket, "browserID": "browser-0002"})

        assert envelope["status"] == 400
        assert await outbox(client, U0004_EMAIL) == []

    async def test_the_ticket_lives_ten_minutes(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, demo_users: None
    ) -> None:
        ticket = await ip_check_ticket(client, encrypt)
        clock.advance(minutes=10)

        envelope = await call(client, SEND, {"ticket": ticket, "browserID": BROWSER})

        assert envelope["status"] == 400

    async def test_no_resend_within_120_seconds(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, demo_users: None
    ) -> None:
        ticket = await ip_check_ticket(client, encrypt)
        await emailed_code(client, ticket)

        refused = await call(client, SEND, {"ticket": ticket, "browserID": BROWSER})
        clock.advance(seconds=120)
        later = await call(client, SEND, {"ticket": ticket, "browserID": BROWSER})

        assert refused["status"] == 429
        assert later["ok"] is True
        assert len(await outbox(client, U0004_EMAIL)) == 2


class TestForcedPasswordChange:
    async def test_a_weak_password_must_be_changed_before_tokens(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        await set_password(service_app, "U0003", "abcdefgh1")
        store = SessionStore(service_app.state.kv, clock)
        other, _ = await store.create(
            user_code="U0003",
            employee_code="EMP0005",
            comp_code="DEMO0002",
            role="",
            biz="",
            idle_limit_sec=1800,
        )

        signed = await password_sign_in(client, encrypt, "13800000003", "abcdefgh1")
        ticket = signed["body"]["ticket"]
        weak = await call(
            client,
            CHANGE,
            {"ticket": ticket, "newPassword": encrypt("12345678"), "browserID": BROWSER},
        )
        changed = await call(
            client,
            CHANGE,
            {"ticket": ticket, "newPassword": encrypt("New#Secret2026"), "browserID": BROWSER},
        )
        replay = await call(
            client,
            CHANGE,
            {"ticket": ticket, "newPassword": encrypt("Other#Secret2026"), "browserID": BROWSER},
        )

        assert signed["body"]["next"] == "changePassword"
        assert signed["body"]["passwordRule"] == "kinds"
        assert signed["body"]["accessToken"] is None
        assert signed["msg"].startswith("The password must mix at least three of")
        assert weak["status"] == 400
        assert weak["msg"] == (
            "The password must mix at least three of: lower-case letters, upper-case letters, "
            "digits and symbols."
        )
        assert changed["body"]["next"] == "tokens"
        assert replay["status"] == 400
        stored = await user(service_app, "U0003")
        assert await verify_password(stored.password_hash, "New#Secret2026")
        assert await store.check(other.session_id) is SessionState.ENDED

    async def test_an_old_password_must_be_changed_and_may_not_be_reused(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        await set_password(service_app, "U0003", DEMO_PASSWORD, clock.now() - timedelta(days=91))

        signed = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)
        ticket = signed["body"]["ticket"]
        same = await call(
            client,
            CHANGE,
            {"ticket": ticket, "newPassword": encrypt(DEMO_PASSWORD), "browserID": BROWSER},
        )
        with_mobile = await call(
            client,
            CHANGE,
            {"ticket": ticket, "newPassword": encrypt("Ab#13800000003"), "browserID": BROWSER},
        )

        assert signed["body"]["next"] == "changePassword"
        assert signed["body"]["passwordRule"] == "expired"
        assert same["msg"] == "The new password must differ from the current one."
        assert with_mobile["msg"] == "The password must not contain your mobile number."

    async def test_a_weak_password_from_a_new_address_checks_the_address_first(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        await set_password(service_app, "U0004", "Passw0rd")
        signed = await password_sign_in(client, encrypt, U0004, "Passw0rd", BROWSER)
        code = await emailed_code(client, signed["body"]["ticket"])

        checked = await call(
            client, VALID, {"ticket": signed["body"]["ticket"], "code": code, "browserID": BROWSER}
        )
        changed = await call(
            client,
            CHANGE,
            {
                "ticket": checked["body"]["ticket"],
                "newPassword": encrypt("New#Secret2026"),
                "browserID": BROWSER,
            },
        )

        assert signed["body"]["next"] == "ipCheck"
        assert checked["body"]["next"] == "changePassword"
        assert checked["body"]["passwordRule"] == "common"
        assert changed["body"]["next"] == "tokens"
