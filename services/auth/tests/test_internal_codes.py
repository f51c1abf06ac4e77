"""``/internal/sms/code/send`` and ``verify``: codes to a user's own mobile, for a peer."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock

from .conftest import add_user, internal, outbox

SEND = "/internal/sms/code/send"
VERIFY = "/internal/sms/code/verify"
PURPOSE = "change-admin"
MOBILE = "13800000002"

pytestmark = pytest.mark.usefixtures("demo_users")


async def send(client: httpx.AsyncClient, token: str, user_code: str = "U0002") -> dict[str, Any]:
    return await internal(client, SEND, {"userCode": user_code, "purpose": PURPOSE}, token)


async def verify(
    client: httpx.AsyncClient, token: str, code: str, user_code: str = "U0002"
) -> dict[str, Any]:
    body = {"userCode": user_code, "purpose": PURPOSE, "code": code}
    return await internal(client, VERIFY, body, token)


async def last_code(client: httpx.AsyncClient, mobile: str = MOBILE) -> str:
    return str((await outbox(client, mobile))[0]["code"])


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


class TestSend:
    async def test_texts_a_six_digit_code_to_the_users_own_mobile(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        envelope = await send(client, service_token)

        assert envelope["status"] == 200
        assert envelope["body"] == {"mobile": "138****0002", "resendSec": 120, "expiresInSec": 300}
        [sms] = await outbox(client, MOBILE)
        assert sms["code"].isdigit()
        assert len(sms["code"]) == 6
        assert "administrator" in sms["text"]
        assert sms["code"] in sms["text"]

    @pytest.mark.parametrize("user_code", ["U9999", "U0900"])
    async def test_an_unknown_or_disabled_user_is_404_and_nothing_is_sent(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        service_app: FastAPI,
        service_token: str,
        user_code: str,
    ) -> None:
        await add_user(service_app, "U0900", "13900000900", "Old#Pass2020", status=0)

        envelope = await send(client, service_token, user_code)

        assert (envelope["status"], envelope["msg"]) == (
            404,
            "The user does not exist or is disabled.",
        )
        assert await outbox(client, "13900000900") == []

    async def test_an_unknown_purpose_is_refused_by_name(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        body = {"userCode": "U0002", "purpose": "delete-company"}

        envelope = await internal(client, SEND, body, service_token)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "purpose must be one of 'change-admin'",
        )
        assert await outbox(client, MOBILE) == []

    async def test_a_second_code_within_the_resend_wait_is_429(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        clock.advance(seconds=30)

        again = await send(client, service_token)

        assert again["status"] == 429
        assert again["msg"] == "Too many requests; please try again in 90 seconds."
        assert len(await outbox(client, MOBILE)) == 1

    async def test_counts_toward_the_hourly_limit_of_every_sms_to_that_mobile(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        for _ in range(5):
            assert (await send(client, service_token))["ok"]
            clock.advance(seconds=121)

        sixth = await send(client, service_token)

        assert sixth["status"] == 429
        assert len(await outbox(client, MOBILE)) == 5

    async def test_needs_the_service_token(
        self, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        envelope = await send(client, "not-the-token")

        assert envelope["status"] == 403
        assert await outbox(client, MOBILE) == []


class TestVerify:
    async def test_the_right_code_is_valid_once(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        code = await last_code(client)

        first = await verify(client, service_token, code)
        second = await verify(client, service_token, code)

        assert first["body"] == {"valid": True}
        assert second["body"] == {"valid": False}

    async def test_a_wrong_code_is_invalid_and_the_right_one_still_works(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        code = await last_code(client)

        wrong_answer = await verify(client, service_token, wrong(code))
        right_answer = await verify(client, service_token, code)

        assert wrong_answer["body"] == {"valid": False}
        assert right_answer["body"] == {"valid": True}

    async def test_an_expired_code_is_invalid(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        code = await last_code(client)
        clock.advance(seconds=301)

        assert (await verify(client, service_token, code))["body"] == {"valid": False}

    async def test_a_code_is_only_good_for_the_user_it_was_sent_to(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        code = await last_code(client)

        other = await verify(client, service_token, code, user_code="U0001")
        own = await verify(client, service_token, code)

        assert other["body"] == {"valid": False}
        assert own["body"] == {"valid": True}

    async def test_after_five_wrong_codes_429_and_the_code_is_dead(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        code = await last_code(client)
        answers = [await verify(client, service_token, wrong(code)) for _ in range(5)]

        refused = await verify(client, service_token, code)
        clock.advance(minutes=15)
        later = await verify(client, service_token, code)

        assert [a["body"] for a in answers] == [{"valid": False}] * 5
        assert refused["status"] == 429
        assert refused["msg"] == "Too many requests; please try again in 15 minutes."
        assert later["body"] == {"valid": False}

    async def test_wrong_codes_count_across_new_codes(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        for _ in range(3):
            await verify(client, service_token, wrong(await last_code(client)))
        clock.advance(seconds=121)
        await send(client, service_token)
        code = await last_code(client)
        for _ in range(2):
            await verify(client, service_token, wrong(code))

        clock.advance(minutes=10)
        refused = await verify(client, service_token, code)

        assert refused["status"] == 429

    async def test_another_users_wrong_codes_do_not_count(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        await send(client, service_token)
        code = await last_code(client)
        for _ in range(5):
            await verify(client, service_token, "000000", user_code="U0001")

        assert (await verify(client, service_token, code))["body"] == {"valid": True}

    async def test_a_code_for_an_unknown_user_is_404(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        envelope = await verify(client, service_token, "123456", user_code="U9999")

        assert envelope["status"] == 404

    async def test_a_missing_code_is_refused_by_name(
        self, client: httpx.AsyncClient, clock: ManualClock, service_token: str
    ) -> None:
        body = {"userCode": "U0002", "purpose": PURPOSE}

        envelope = await internal(client, VERIFY, body, service_token)

        assert (envelope["status"], envelope["msg"]) == (400, "code is required")
