"""SMS sign-in codes: who gets one, how often, and how many tries it survives."""

from typing import Any

import httpx
from fastapi import FastAPI

from portal_kit.clock import ManualClock

from .conftest import call, outbox, sms_token

SEND = "sms/sendMobileCodeOfLoginWithSecurity"
SIGN_IN = "login/user/mobileLoginWithSecurity"
KNOWN = "13800000003"
UNKNOWN = "13912345678"


async def send(
    client: httpx.AsyncClient, mobile: str, browser_id: str = "browser-0001", ip: str = "10.1.1.1"
) -> dict[str, Any]:
    token = await sms_token(client, browser_id, ip)
    return await call(client, SEND, ip=ip, browserID=browser_id, mobile=mobile, smsToken=token)


async def sms_sign_in(
    client: httpx.AsyncClient, mobile: str, code: str, browser_id: str = "browser-0001"
) -> dict[str, Any]:
    body = {"loginType": "sms", "mobile": mobile, "smsCode": code, "browserID": browser_id}
    return await call(client, SIGN_IN, body)


class TestSending:
    async def test_a_known_mobile_gets_six_digits_in_the_outbox(
        self, client: httpx.AsyncClient, demo_users: None
    ) -> None:
        envelope = await send(client, KNOWN)

        assert envelope["ok"] is True
        assert envelope["body"] == {"to": "138****0003", "resendSec": 120, "expiresInSec": 300}
        [sms] = await outbox(client, KNOWN)
        assert sms["kind"] == "sms"
        assert len(sms["code"]) == 6
        assert sms["code"].isdigit()
        assert sms["code"] in sms["text"]

    async def test_an_unknown_mobile_gets_the_same_answer_and_no_sms(
        self, client: httpx.AsyncClient, demo_users: None
    ) -> None:
        known = await send(client, KNOWN)
        unknown = await send(client, UNKNOWN, browser_id="browser-0002")

        assert unknown["ok"] is True
        assert unknown["msg"] == known["msg"]
        assert unknown["body"] == {"to": "139****5678", "resendSec": 120, "expiresInSec": 300}
        assert await outbox(client, UNKNOWN) == []

    async def test_a_mobile_must_be_eleven_digits_starting_with_1(
        self, client: httpx.AsyncClient
    ) -> None:
        token = await sms_token(client, "browser-0001")
        for mobile in ("2380000000", "23800000003", "1380000000x", "138000000031"):
            envelope = await call(
                client, SEND, browserID="browser-0001", mobile=mobile, smsToken=token
            )

            assert envelope["status"] == 400
            assert envelope["msg"] == "mobile has an invalid format"


class TestLimits:
    async def test_no_resend_within_120_seconds(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        await send(client, KNOWN)
        clock.advance(seconds=100)

        refused = await send(client, KNOWN)
        clock.advance(seconds=20)
        later = await send(client, KNOWN)

        assert refused["status"] == 429
        assert refused["msg"] == "Too many requests; please try again in 20 seconds."
        assert later["ok"] is True
        assert len(await outbox(client, KNOWN)) == 2

    async def test_five_per_mobile_per_hour(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        for _ in range(5):
            assert (await send(client, KNOWN))["ok"] is True
            clock.advance(seconds=120)

        refused = await send(client, KNOWN)
        clock.advance(seconds=3600 - 600)
        later = await send(client, KNOWN)

        assert refused["status"] == 429
        assert refused["msg"] == "Too many requests; please try again in 50 minutes."
        assert later["ok"] is True
        assert len(await outbox(client, KNOWN)) == 6

    async def test_ten_per_mobile_per_day(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        for hour in range(2):
            for n in range(5):
                envelope = await send(client, KNOWN, ip=f"10.2.{hour}.{n}")
                assert envelope["ok"] is True
                clock.advance(seconds=121)
            clock.advance(hours=1)

        refused = await send(client, KNOWN, ip="10.2.9.9")

        assert refused["status"] == 429
        assert len(await outbox(client, KNOWN)) == 10
        clock.advance(hours=22)
        assert (await send(client, KNOWN, ip="10.2.9.9"))["ok"] is True

    async def test_twenty_per_ip_per_hour(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        for n in range(20):
            envelope = await send(client, f"1391234{n:04d}", ip="10.3.3.3")
            assert envelope["ok"] is True
            clock.advance(seconds=60)

        refused = await send(client, KNOWN, ip="10.3.3.3")
        elsewhere = await send(client, KNOWN, ip="10.3.3.4")

        assert refused["status"] == 429
        assert elsewhere["ok"] is True
        assert len(await outbox(client, KNOWN)) == 1

    async def test_an_unknown_mobile_is_limited_the_same_way(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        await send(client, UNKNOWN)

        refused = await send(client, UNKNOWN)

        assert refused["status"] == 429
        assert refused["msg"] == "Too many requests; please try again in 2 minutes."


class TestSignInWithTheCode:
    async def test_the_code_signs_in_once(
        self, client: httpx.AsyncClient, demo_users: None, peers: None
    ) -> None:
        await send(client, KNOWN)
        code = (await outbox(client, KNOWN))[0]["code"]

        first = await sms_sign_in(client, KNOWN, code)
        again = await sms_sign_in(client, KNOWN, code)

        assert first["body"]["next"] == "tokens"
        assert again["status"] == 400
        assert again["msg"] == "The mobile number or verification code is incorrect."

    async def test_is_bound_to_the_browser_that_asked(
        self, client: httpx.AsyncClient, demo_users: None, peers: None
    ) -> None:
        await send(client, KNOWN, browser_id="browser-0001")
        code = (await outbox(client, KNOWN))[0]["code"]

        elsewhere = await sms_sign_in(client, KNOWN, code, browser_id="browser-0002")

        assert elsewhere["status"] == 400

    async def test_five_wrong_tries_kill_the_code(
        self, client: httpx.AsyncClient, demo_users: None, peers: None
    ) -> None:
        await send(client, KNOWN)
        code = (await outbox(client, KNOWN))[0]["code"]
        wrong = f"{(int(code) + 1) % 1_000_000:06d}"
        for _ in range(4):
            assert (await sms_sign_in(client, KNOWN, wrong))["status"] == 400

        fifth = await sms_sign_in(client, KNOWN, wrong)
        right = await sms_sign_in(client, KNOWN, code)

        # The fifth failure also locks the mobile (failures count per mobile, as passwords).
        assert fifth["status"] == 423
        assert right["status"] in (400, 423)
        assert right["ok"] is False

    async def test_expires_after_five_minutes(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None, peers: None
    ) -> None:
        await send(client, KNOWN)
        code = (await outbox(client, KNOWN))[0]["code"]
        clock.advance(seconds=300)

        assert (await sms_sign_in(client, KNOWN, code))["status"] == 400

    async def test_an_unknown_mobile_is_refused_like_a_wrong_code(
        self, client: httpx.AsyncClient, demo_users: None
    ) -> None:
        envelope = await sms_sign_in(client, UNKNOWN, "123456")

        assert envelope["status"] == 400
        assert envelope["msg"] == "The mobile number or verification code is incorrect."


class TestProductionSeam:
    async def test_a_provider_on_app_state_receives_the_code(
        self, client: httpx.AsyncClient, service_app: FastAPI, demo_users: None
    ) -> None:
        sent: list[tuple[str, str]] = []

        class Provider:
            async def send_sms(self, mobile: str, code: str, text: str) -> None:
                sent.append((mobile, code))

        service_app.state.sms_sender = Provider()
        await send(client, KNOWN)

        assert [mobile for mobile, _ in sent] == [KNOWN]
        assert await outbox(client, KNOWN) == []
