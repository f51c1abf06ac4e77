"""The customer's client of auth, against the real auth service in-process."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update

from auth.models import User
from customer.clients.auth import AuthClient, EnsuredUser, auth_client
from portal_kit import outbox
from portal_kit.errors import (
    Conflict,
    InvalidInput,
    NotFound,
    ServiceError,
    ServiceUnavailable,
    TooManyAttempts,
)
from portal_kit.peers import in_process_peer

NEW_MOBILE = "13900000321"
ADMIN = ("U0002", "13800000002")
PURPOSE = "change-admin"


@pytest.fixture
def auth(service_app: FastAPI, auth_peer: FastAPI) -> AuthClient:
    return auth_client(service_app)


async def sent_codes(auth_app: FastAPI, mobile: str) -> list[str]:
    return [item.code for item in await outbox.read(auth_app.state.kv, mobile)]


class TestEnsureUser:
    async def test_an_existing_user_is_answered_unchanged(self, auth: AuthClient) -> None:
        user = await auth.ensure_user("13800000001", "别的名字")

        assert user == EnsuredUser(
            user_code="U0001", name="张伟", mobile="13800000001", created=False
        )

    async def test_a_new_mobile_gets_an_account_and_an_sms(
        self, auth: AuthClient, auth_peer: FastAPI
    ) -> None:
        user = await auth.ensure_user(NEW_MOBILE, "王五")

        assert user.created is True
        assert (user.name, user.mobile) == ("王五", NEW_MOBILE)
        assert user.user_code.startswith("U")
        [sms] = await outbox.read(auth_peer.state.kv, NEW_MOBILE)
        assert "/index/resetpwd/account" in sms.text

    @pytest.mark.parametrize(
        ("language", "msg"),
        [("en", "mobile has an invalid format"), ("zh-CN", "mobile格式不正确")],
    )
    async def test_bad_input_is_refused_with_auths_words_in_the_callers_language(
        self, auth: AuthClient, auth_peer: FastAPI, language: str, msg: str
    ) -> None:
        with pytest.raises(InvalidInput) as refused:
            await auth.ensure_user("2390000032", "王五", language=language)

        assert refused.value.status == 400
        assert (refused.value.msg.en, refused.value.msg.zh) == (msg, msg)


class TestCodes:
    async def test_a_sent_code_verifies_once(self, auth: AuthClient, auth_peer: FastAPI) -> None:
        masked = await auth.send_code(ADMIN[0], PURPOSE)
        [code] = await sent_codes(auth_peer, ADMIN[1])

        first = await auth.verify_code(ADMIN[0], PURPOSE, code)
        second = await auth.verify_code(ADMIN[0], PURPOSE, code)

        assert masked == "138****0002"
        assert (first, second) == (True, False)

    async def test_a_wrong_code_is_false(self, auth: AuthClient, auth_peer: FastAPI) -> None:
        await auth.send_code(ADMIN[0], PURPOSE)
        [code] = await sent_codes(auth_peer, ADMIN[1])

        assert await auth.verify_code(ADMIN[0], PURPOSE, f"{(int(code) + 1) % 10**6:06d}") is False

    async def test_too_many_wrong_codes_are_429_with_auths_message(
        self, auth: AuthClient, auth_peer: FastAPI
    ) -> None:
        await auth.send_code(ADMIN[0], PURPOSE)
        [code] = await sent_codes(auth_peer, ADMIN[1])
        for _ in range(5):
            await auth.verify_code(ADMIN[0], PURPOSE, f"{(int(code) + 1) % 10**6:06d}")

        with pytest.raises(TooManyAttempts) as refused:
            await auth.verify_code(ADMIN[0], PURPOSE, code, language="en")

        assert refused.value.status == 429
        assert refused.value.msg.en == "Too many requests; please try again in 15 minutes."

    async def test_a_second_send_within_the_resend_wait_is_429(
        self, auth: AuthClient, auth_peer: FastAPI
    ) -> None:
        await auth.send_code(ADMIN[0], PURPOSE)

        with pytest.raises(TooManyAttempts) as refused:
            await auth.send_code(ADMIN[0], PURPOSE, language="en")

        assert refused.value.msg.en.startswith("Too many requests; please try again in")
        assert len(await sent_codes(auth_peer, ADMIN[1])) == 1

    async def test_an_unknown_user_is_404(self, auth: AuthClient) -> None:
        with pytest.raises(NotFound) as refused:
            await auth.send_code("U9999", PURPOSE, language="en")

        assert refused.value.msg.en == "The user does not exist or is disabled."


class TestDisabledUser:
    async def test_cannot_be_added_409(self, auth: AuthClient, auth_peer: FastAPI) -> None:
        async with auth_peer.state.db.sessionmaker() as session:
            await session.execute(update(User).where(User.user_code == "U0003").values(status=0))
            await session.commit()

        with pytest.raises(Conflict) as refused:
            await auth.ensure_user("13800000003", "李娜", language="en")

        assert refused.value.msg.en == (
            "The account of this mobile number is disabled; it cannot be added."
        )


class TestAuthUnavailable:
    async def test_no_auth_peer_is_503(self, service_app: FastAPI) -> None:
        service_app.state.peers = {}

        with pytest.raises(ServiceUnavailable) as refused:
            await auth_client(service_app).ensure_user(NEW_MOBILE, "王五")

        assert refused.value.status == 503

    async def test_an_unreachable_auth_is_503(self) -> None:
        async with httpx.AsyncClient(base_url="http://127.0.0.1:9", timeout=2) as http:
            with pytest.raises(ServiceUnavailable):
                await AuthClient(http).send_code(ADMIN[0], PURPOSE)

    async def test_auth_refusing_the_service_token_is_503_not_the_users_fault(
        self, auth_peer: FastAPI
    ) -> None:
        async with in_process_peer(auth_peer, "auth", "wrong-token") as http:
            with pytest.raises(ServiceError) as refused:
                await AuthClient(http).ensure_user(NEW_MOBILE, "王五")

        assert type(refused.value) is ServiceUnavailable
        assert await outbox.read(auth_peer.state.kv, NEW_MOBILE) == []
