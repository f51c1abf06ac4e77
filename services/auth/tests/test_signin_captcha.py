"""Image captchas at sign-in, and the SMS token a solved one buys."""

import httpx
from fastapi import FastAPI

from auth.signin.deps import SignInContext
from portal_kit.clock import ManualClock

from .conftest import call, captcha, outbox, sms_token

CAPTCHA = "login/user/verify/code"
SEND = "sms/sendMobileCodeOfLoginWithSecurity"


def token_path(browser_id: str) -> str:
    return f"/login/sms/token/{browser_id}"


class TestCaptchaLimit:
    async def test_thirty_per_ip_per_minute_then_429(
        self, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        for n in range(30):
            envelope = await call(client, CAPTCHA, ip="10.0.0.1", browserID=f"browser-{n:04d}")
            assert envelope["ok"], envelope

        refused = await call(client, CAPTCHA, ip="10.0.0.1", browserID="browser-0031")
        other_ip = await call(client, CAPTCHA, ip="10.0.0.2", browserID="browser-0032")
        clock.advance(seconds=60)
        later = await call(client, CAPTCHA, ip="10.0.0.1", browserID="browser-0033")

        assert refused["status"] == 429
        assert refused["msg"] == "Too many requests; please try again in 60 seconds."
        assert await outbox(client, "browser-0031") == []
        assert other_ip["ok"] is True
        assert later["ok"] is True

    async def test_the_ip_is_the_first_forwarded_address(
        self, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        for n in range(30):
            await call(client, CAPTCHA, ip=f"10.0.0.9, 10.9.9.{n}", browserID=f"browser-{n:04d}")

        refused = await call(client, CAPTCHA, ip="10.0.0.9", browserID="browser-0099")

        assert refused["status"] == 429


class TestSmsToken:
    async def test_a_solved_captcha_gives_a_token(self, client: httpx.AsyncClient) -> None:
        answer = await captcha(client, "browser-0001")

        envelope = await call(client, token_path("browser-0001"), {"code": answer})

        assert envelope["ok"] is True
        assert len(envelope["body"]["smsToken"]) >= 32

    async def test_the_answer_is_case_insensitive(self, client: httpx.AsyncClient) -> None:
        answer = await captcha(client, "browser-0001")

        envelope = await call(client, token_path("browser-0001"), {"code": answer.lower()})

        assert envelope["ok"] is True

    async def test_a_captcha_is_single_use(self, client: httpx.AsyncClient) -> None:
        answer = await captcha(client, "browser-0001")
        await call(client, token_path("browser-0001"), {"code": answer})

        again = await call(client, token_path("browser-0001"), {"code": answer})

        assert again["status"] == 400
        assert again["msg"] == "The image code is incorrect or has expired; please get a new one."

    async def test_a_wrong_answer_uses_the_captcha_up(self, client: httpx.AsyncClient) -> None:
        answer = await captcha(client, "browser-0001")
        wrong = await call(client, token_path("browser-0001"), {"code": "0000"})

        right_too_late = await call(client, token_path("browser-0001"), {"code": answer})

        assert wrong["status"] == 400
        assert right_too_late["status"] == 400

    async def test_expires_after_two_minutes(
        self, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        answer = await captcha(client, "browser-0001")
        clock.advance(seconds=120)

        envelope = await call(client, token_path("browser-0001"), {"code": answer})

        assert envelope["status"] == 400

    async def test_is_bound_to_its_browser(self, client: httpx.AsyncClient) -> None:
        answer = await captcha(client, "browser-0001")

        envelope = await call(client, token_path("browser-0002"), {"code": answer})

        assert envelope["status"] == 400

    async def test_a_malformed_browser_id_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, token_path("x"), {"code": "ABCD"})

        assert envelope["status"] == 400
        assert envelope["msg"] == "browserID has an invalid format"


class TestSmsTokenUse:
    async def test_is_single_use(self, client: httpx.AsyncClient, demo_users: None) -> None:
        token = await sms_token(client, "browser-0001")
        first = await call(
            client, SEND, browserID="browser-0001", mobile="13800000003", smsToken=token
        )

        again = await call(
            client, SEND, browserID="browser-0001", mobile="13800000003", smsToken=token
        )

        assert first["ok"] is True
        assert again["status"] == 400
        assert again["msg"] == "The check has expired; please enter the image code again."

    async def test_is_bound_to_its_browser(
        self, client: httpx.AsyncClient, demo_users: None
    ) -> None:
        token = await sms_token(client, "browser-0001")

        envelope = await call(
            client, SEND, browserID="browser-0002", mobile="13800000003", smsToken=token
        )

        assert envelope["status"] == 400
        assert await outbox(client, "13800000003") == []

    async def test_expires_after_two_minutes(
        self, client: httpx.AsyncClient, clock: ManualClock, demo_users: None
    ) -> None:
        token = await sms_token(client, "browser-0001")
        clock.advance(seconds=121)

        envelope = await call(
            client, SEND, browserID="browser-0001", mobile="13800000003", smsToken=token
        )

        assert envelope["status"] == 400


class TestCaptchaConsume:
    async def test_an_answer_without_its_expiry_is_bounded_by_the_kv_alone(
        self, service_app: FastAPI, clock: ManualClock
    ) -> None:
        # An answer drawn by the older route (no expiry beside it) still works once.
        from auth.signin import captcha_check

        kv = service_app.state.kv
        await kv.set("captcha:browser-0001", "AB3D", ex=120)
        ctx = SignInContext(
            app=service_app,
            db=None,  # type: ignore[arg-type]  # not used by consume
            kv=kv,
            clock=clock,
            settings=service_app.state.settings,
            language="en",
            ip="127.0.0.1",
            user_agent="",
        )

        assert await captcha_check.consume(ctx, "browser-0001", "ab3d") is True
        assert await captcha_check.consume(ctx, "browser-0001", "ab3d") is False
