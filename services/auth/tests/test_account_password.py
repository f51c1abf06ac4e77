"""My account: checking and changing the password, and the strength check (issue 4, item 2)."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User
from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.passwords import verify_password
from portal_kit.sessions import SessionState, SessionStore

from .conftest import call, identity_of, signed_in

CHECK = "company/custAccount/oldPwd/check"
SECURITY = "param/security/checkPasswordSecurity"
UPDATE = "company/custAccount/passWord/update"
MOBILE = "13800000003"
NEW = "Fresh#Pass2026"


async def password_hash(app: FastAPI) -> str:
    async with app.state.db.sessionmaker() as session:
        statement = select(User.password_hash).where(User.user_code == "U0003")
        return str(await session.scalar(statement))


class TestOldPasswordCheck:
    async def test_says_whether_the_password_is_right(
        self, client: httpx.AsyncClient, encrypt: Any, token: str
    ) -> None:
        right = await call(client, CHECK, token=token, pwd=encrypt(DEMO_PASSWORD))
        wrong = await call(client, CHECK, token=token, pwd=encrypt("Wrong@123456"))

        assert right["body"] == {"valid": True}
        assert wrong["body"] == {"valid": False}

    async def test_five_wrong_in_15_minutes_then_429(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, token: str
    ) -> None:
        for _ in range(5):
            assert (await call(client, CHECK, token=token, pwd=encrypt("Wrong@1")))["ok"]

        refused = await call(client, CHECK, token=token, pwd=encrypt(DEMO_PASSWORD))
        clock.advance(minutes=15)
        later = await call(client, CHECK, token=token, pwd=encrypt(DEMO_PASSWORD))

        assert refused["status"] == 429
        assert "try again in 15 minutes" in refused["msg"]
        assert later["body"] == {"valid": True}

    async def test_an_unreadable_password_is_400(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        envelope = await call(client, CHECK, token=token, pwd="bm90IHJzYQ==")

        assert envelope["status"] == 400


class TestPasswordSecurity:
    @pytest.mark.parametrize(
        ("password", "rule"),
        [
            ("Ab1!", "length"),
            ("abcdefgh123", "kinds"),
            ("Aa!13800000003", "mobile"),
            ("Admin@123", "common"),
            # From zxcvbn's list of the most used passwords.
            ("Sunshine1", "common"),
            ("Qwertyuiop1", "common"),
            (NEW, None),
        ],
    )
    async def test_names_the_rule_broken(
        self, client: httpx.AsyncClient, encrypt: Any, token: str, password: str, rule: str | None
    ) -> None:
        envelope = await call(client, SECURITY, token=token, password=encrypt(password))

        assert envelope["ok"], envelope
        assert envelope["body"]["secure"] is (rule is None)
        assert envelope["body"]["rule"] == rule
        assert envelope["body"]["msg"]


class TestPasswordUpdate:
    async def test_changes_the_hash_and_ends_only_the_other_sessions(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        token: str,
    ) -> None:
        other = (await signed_in(client, encrypt, browser_id="browser-0002"))["accessToken"]
        body = {"oldPassword": encrypt(DEMO_PASSWORD), "newPassword": encrypt(NEW)}

        envelope = await call(client, UPDATE, body, token=token)

        assert envelope == {"ok": True, "status": 200, "msg": "", "body": None}
        assert await verify_password(await password_hash(service_app), NEW)
        store = SessionStore(service_app.state.kv, clock)
        own = identity_of(service_app, clock, token).session_id
        assert await store.check(own, touch=False) is SessionState.ALIVE
        ended = identity_of(service_app, clock, other).session_id
        assert await store.check(ended, touch=False) is SessionState.ENDED

    async def test_a_wrong_old_password_is_400_and_counts(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, token: str
    ) -> None:
        before = await password_hash(service_app)
        body = {"oldPassword": encrypt("Wrong@123456"), "newPassword": encrypt(NEW)}
        for _ in range(4):
            await call(client, CHECK, token=token, pwd=encrypt("Wrong@1"))

        wrong = await call(client, UPDATE, body, token=token)
        refused = await call(client, CHECK, token=token, pwd=encrypt(DEMO_PASSWORD))

        assert (wrong["status"], wrong["msg"]) == (400, "The current password is incorrect.")
        assert refused["status"] == 429
        assert await password_hash(service_app) == before

    @pytest.mark.parametrize(
        ("password", "words"),
        [
            ("Ab1!", "8 to 64 characters"),
            ("abcdefgh123", "at least three"),
            ("Aa!13800000003", "mobile number"),
            ("Admin@123", "too common"),
            ("Iloveyou1", "too common"),
        ],
    )
    async def test_a_weak_password_is_400_naming_the_rule(
        self, client: httpx.AsyncClient, encrypt: Any, token: str, password: str, words: str
    ) -> None:
        body = {"oldPassword": encrypt(DEMO_PASSWORD), "newPassword": encrypt(password)}

        envelope = await call(client, UPDATE, body, token=token)

        assert envelope["status"] == 400
        assert words in envelope["msg"]

    async def test_the_same_password_is_400(
        self, client: httpx.AsyncClient, encrypt: Any, token: str
    ) -> None:
        body = {"oldPassword": encrypt(DEMO_PASSWORD), "newPassword": encrypt(DEMO_PASSWORD)}

        envelope = await call(client, UPDATE, body, token=token)

        assert envelope["status"] == 400
        assert envelope["msg"] == "The new password must differ from the current one."
