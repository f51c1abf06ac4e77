"""``/internal/user/ensure``: the customer service adds a person by mobile."""

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import KnownIp, User
from auth.signin.repository import SignInRepository
from portal_kit.passwords import verify_password

from .conftest import add_user, call, captcha, internal, outbox, password_sign_in, sms_token

ENSURE = "/internal/user/ensure"
NEW_MOBILE = "13900000123"
NEW_PASSWORD = "Fresh#Pass2026"
BROWSER = "browser-0123"

pytestmark = pytest.mark.usefixtures("clock", "demo_users")


async def user_row(app: FastAPI, mobile: str) -> User | None:
    async with app.state.db.sessionmaker() as session:
        user: User | None = await session.scalar(select(User).where(User.mobile == mobile))
        return user


async def known_ips(app: FastAPI, user_code: str) -> set[str]:
    async with app.state.db.sessionmaker() as session:
        statement = select(KnownIp.ip).where(KnownIp.user_code == user_code)
        return set((await session.scalars(statement)).all())


class TestExistingUser:
    async def test_is_answered_unchanged_and_not_texted(
        self, client: httpx.AsyncClient, service_token: str
    ) -> None:
        envelope = await internal(
            client, ENSURE, {"mobile": "13800000001", "name": "别的名字"}, service_token
        )

        assert envelope == {
            "ok": True,
            "status": 200,
            "msg": "",
            "body": {
                "userCode": "U0001",
                "name": "张伟",
                "mobile": "13800000001",
                "created": False,
            },
        }
        assert await outbox(client, "13800000001") == []

    async def test_a_disabled_user_cannot_be_added(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_token: str
    ) -> None:
        await add_user(service_app, "U0900", "13900000900", "Old#Pass2020", status=0)

        envelope = await internal(
            client, ENSURE, {"mobile": "13900000900", "name": "停用"}, service_token
        )

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "The account of this mobile number is disabled; it cannot be added."
        )
        assert envelope["body"] is None


class TestNewUser:
    async def test_gets_an_account_and_an_sms_inviting_to_set_a_password(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_token: str
    ) -> None:
        envelope = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "  王五 "}, service_token
        )

        body = envelope["body"]
        assert envelope["status"] == 200
        assert body["created"] is True
        assert (body["name"], body["mobile"]) == ("王五", NEW_MOBILE)
        user = await user_row(service_app, NEW_MOBILE)
        assert user is not None
        assert (user.user_code, user.status, user.email) == (body["userCode"], 1, None)
        [sms] = await outbox(client, NEW_MOBILE)
        assert sms["kind"] == "sms"
        assert sms["code"] == ""
        assert "王五" in sms["text"]
        # Unset address outside production: the gateway's default origin.
        assert "http://127.0.0.1:8000/index/resetpwd/account" in sms["text"]

    async def test_its_password_is_unusable_and_due_for_a_change(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_token: str
    ) -> None:
        await internal(client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token)

        user = await user_row(service_app, NEW_MOBILE)
        assert user is not None
        assert user.password_hash.startswith("$argon2id$")
        assert not await verify_password(user.password_hash, "")
        changed_at = user.password_changed_at.replace(tzinfo=UTC)
        assert changed_at == datetime(1970, 1, 1, tzinfo=UTC)

    async def test_asking_twice_answers_the_same_account_and_texts_once(
        self, client: httpx.AsyncClient, service_token: str
    ) -> None:
        first = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token
        )
        second = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token
        )

        assert first["body"]["userCode"] == second["body"]["userCode"]
        assert (first["body"]["created"], second["body"]["created"]) == (True, False)
        assert len(await outbox(client, NEW_MOBILE)) == 1

    async def test_a_call_that_loses_the_race_answers_the_winner(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_token: str,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        winner = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token
        )
        # The loser looked before the winner's row was there, then inserts after it.
        original = SignInRepository.get_by_mobile
        looks: list[str] = []

        async def late_look(self: SignInRepository, mobile: str) -> User | None:
            looks.append(mobile)
            return None if len(looks) == 1 else await original(self, mobile)

        monkeypatch.setattr(SignInRepository, "get_by_mobile", late_look)

        loser = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "赵六"}, service_token
        )

        assert loser["body"] == {**winner["body"], "created": False}
        assert len(looks) == 2
        assert len(await outbox(client, NEW_MOBILE)) == 1

    async def test_the_link_names_the_portal_when_its_address_is_set(
        self,
        client: httpx.AsyncClient,
        service_settings: Any,
        service_token: str,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        monkeypatch.setattr(service_settings, "portal_url", "https://portal.example.com")

        await internal(client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token)

        [sms] = await outbox(client, NEW_MOBILE)
        assert "https://portal.example.com/index/resetpwd/account" in sms["text"]


class TestBadInput:
    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({"mobile": "23900000123", "name": "王五"}, "mobile has an invalid format"),
            ({"mobile": "1390000012", "name": "王五"}, "mobile has an invalid format"),
            ({"mobile": NEW_MOBILE, "name": "   "}, "name must have at least 1 characters"),
            ({"mobile": NEW_MOBILE, "name": "王" * 65}, "name must have at most 64 characters"),
            ({"mobile": NEW_MOBILE}, "name is required"),
        ],
    )
    async def test_is_refused_naming_the_field_and_nothing_is_made(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_token: str,
        body: dict[str, str],
        msg: str,
    ) -> None:
        envelope = await internal(client, ENSURE, body, service_token)

        assert (envelope["status"], envelope["msg"]) == (400, msg)
        assert await user_row(service_app, NEW_MOBILE) is None
        assert await outbox(client, NEW_MOBILE) == []

    @pytest.mark.parametrize("token", [None, "wrong-token"])
    async def test_without_the_service_token_nothing_is_made(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str | None
    ) -> None:
        envelope = await internal(client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, token)

        assert envelope["status"] == 403
        assert await user_row(service_app, NEW_MOBILE) is None


class TestSettingTheFirstPassword:
    async def _reset(self, client: httpx.AsyncClient, encrypt: Any, mobile: str) -> None:
        token = await sms_token(client, BROWSER)
        sent = await call(
            client, "resetpwd/sendSmsCode", browserID=BROWSER, mobile=mobile, smsToken=token
        )
        assert sent["ok"], sent
        proof = {
            "mobile": mobile,
            "code": await captcha(client, BROWSER),
            "smsCode": (await outbox(client, mobile))[0]["code"],
            "browserID": BROWSER,
        }
        ticket = await call(client, "resetpwd/account", proof)
        assert ticket["ok"], ticket
        body = {
            "ticket": ticket["body"]["ticket"],
            "newPassword": encrypt(NEW_PASSWORD),
            "browserID": BROWSER,
        }
        done = await call(client, "resetpwd/reset", body)
        assert done["ok"], done

    async def test_the_invited_person_sets_a_password_then_signs_in_from_there(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_token: str,
        encrypt: Any,
        peers: None,
    ) -> None:
        ensured = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token
        )
        before = await password_sign_in(client, encrypt, NEW_MOBILE, NEW_PASSWORD, BROWSER)

        await self._reset(client, encrypt, NEW_MOBILE)
        after = await password_sign_in(client, encrypt, NEW_MOBILE, NEW_PASSWORD, BROWSER)

        assert before["status"] == 400
        assert before["msg"] == "The mobile number or password is incorrect."
        # Past the password and the new-address check: only a company is missing (the
        # customer service has no employee for this person in these tests).
        assert after["status"] == 403
        assert after["msg"] == "Your account is not active in any company."
        assert await known_ips(service_app, ensured["body"]["userCode"]) == {"127.0.0.1"}

    async def test_a_reset_does_not_skip_the_e_mail_check_of_a_user_who_has_an_address(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, peers: None
    ) -> None:
        # U0004 has an e-mail address and no known address.
        await self._reset(client, encrypt, "13800000004")

        after = await password_sign_in(client, encrypt, "13800000004", NEW_PASSWORD, BROWSER)

        assert after["body"]["next"] == "ipCheck"
        assert await known_ips(service_app, "U0004") == set()
