"""Texts reach users in their own language, not in the language of whoever caused them."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from auth.language import user_language
from auth.models import User
from auth.seed import DEMO_PASSWORD
from portal_kit.internal import SERVICE_TOKEN_HEADER

from .conftest import API, call, captcha, internal, outbox, password_sign_in, sms_token

pytestmark = pytest.mark.usefixtures("clock", "demo_users")

ENSURE = "/internal/user/ensure"
SEND_CODE = "/internal/sms/code/send"
NEW_MOBILE = "13900000456"


async def stored_language(app: FastAPI, mobile: str) -> str | None:
    async with app.state.db.sessionmaker() as session:
        language: str | None = await session.scalar(
            select(User.language).where(User.mobile == mobile)
        )
        return language


async def sign_in_in(
    client: httpx.AsyncClient, encrypt: Any, mobile: str, accept_language: str
) -> dict[str, Any]:
    """A password sign-in from a browser that asks for ``accept_language``."""
    answer = await captcha(client, "browser-lang")
    body = {
        "loginType": "password",
        "mobile": mobile,
        "password": encrypt(DEMO_PASSWORD),
        "code": answer,
        "browserID": "browser-lang",
    }
    headers = {"Accept-Language": accept_language}
    response = await client.post(
        f"{API}/login/user/mobileLoginWithSecurity", json=body, headers=headers
    )
    envelope: dict[str, Any] = response.json()
    return envelope


class TestStoredLanguage:
    @pytest.mark.usefixtures("peers")
    @pytest.mark.parametrize(
        ("accept_language", "stored"), [("en-GB,en;q=0.9", "en"), ("zh-CN,zh;q=0.9", "zh-CN")]
    )
    async def test_each_sign_in_records_the_language_of_its_request(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        accept_language: str,
        stored: str,
    ) -> None:
        envelope = await sign_in_in(client, encrypt, "13800000003", accept_language)

        assert envelope["body"]["next"] == "tokens"
        assert await stored_language(service_app, "13800000003") == stored

    @pytest.mark.usefixtures("peers")
    async def test_a_refused_sign_in_records_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any
    ) -> None:
        await password_sign_in(client, encrypt, "13800000003", "Wrong@123456")

        assert await stored_language(service_app, "13800000003") is None

    async def test_a_registrant_opening_their_own_account_records_theirs(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, service_token: str
    ) -> None:
        token = await sms_token(client, "browser-reg")
        await call(
            client,
            "register/sendSmsCode",
            browserID="browser-reg",
            mobile=NEW_MOBILE,
            smsToken=token,
        )
        [sms] = await outbox(client, NEW_MOBILE)
        body = {
            "mobile": NEW_MOBILE,
            "smsCode": sms["code"],
            "name": "孙丽",
            "password": encrypt("Regist@2026x"),
            "browserID": "browser-reg",
        }
        # Customer passes the registrant's own language along.
        headers = {"Accept-Language": "en", SERVICE_TOKEN_HEADER: service_token}

        response = await client.post("/internal/register/account", json=body, headers=headers)

        assert response.json()["status"] == 200
        assert await stored_language(service_app, NEW_MOBILE) == "en"

    async def test_an_account_a_peer_opens_has_none_yet(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_token: str
    ) -> None:
        await internal(client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token)

        assert await stored_language(service_app, NEW_MOBILE) is None

    @pytest.mark.parametrize(
        ("stored", "language"), [("en", "en"), ("zh-CN", "zh-CN"), (None, "zh-CN"), ("fr", "zh-CN")]
    )
    def test_texts_nobody_asked_for_use_it_else_chinese(
        self, stored: str | None, language: str
    ) -> None:
        assert user_language(User(language=stored)) == language


class TestTextsToOthers:
    async def test_the_invitation_to_set_a_password_is_chinese_whoever_asks_in_english(
        self, client: httpx.AsyncClient, service_token: str
    ) -> None:
        # internal() asks in English, as an English-speaking operator's approval does.
        envelope = await internal(
            client, ENSURE, {"mobile": NEW_MOBILE, "name": "王五"}, service_token
        )

        [sms] = await outbox(client, NEW_MOBILE)
        assert envelope["status"] == 200
        assert sms["text"].startswith("王五您好，已为您的手机号开通供应链金融门户账号")


class TestTextsAnsweringTheUser:
    @pytest.mark.parametrize(
        ("accept_language", "start"),
        [("en", "Your code to confirm the change"), ("zh-CN", "您正在变更企业管理员")],
    )
    async def test_a_code_the_user_asked_for_follows_their_request(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_token: str,
        accept_language: str,
        start: str,
    ) -> None:
        headers = {"Accept-Language": accept_language, SERVICE_TOKEN_HEADER: service_token}
        body = {"userCode": "U0002", "purpose": "change-admin"}

        response = await client.post(SEND_CODE, json=body, headers=headers)

        assert response.json()["status"] == 200
        [sms] = await outbox(client, "13800000002")
        assert sms["text"].startswith(start)

    async def test_a_sign_in_code_follows_the_request_not_the_stored_language(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            user = await session.get(User, "U0003")
            assert user is not None
            user.language = "zh-CN"
            await session.commit()
        answer = await captcha(client, "browser-sms")
        token_answer = await client.post(
            "/login/sms/token/browser-sms", json={"code": answer}, headers={"Accept-Language": "en"}
        )
        params = {
            "browserID": "browser-sms",
            "mobile": "13800000003",
            "smsToken": token_answer.json()["body"]["smsToken"],
        }

        await client.post(
            f"{API}/sms/sendMobileCodeOfLoginWithSecurity",
            params=params,
            headers={"Accept-Language": "en"},
        )

        [sms] = await outbox(client, "13800000003")
        assert sms["text"].startswith("Your verification code is")
