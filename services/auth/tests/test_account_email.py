"""My account: changing the e-mail address, proven by a code to it (issue 4, item 2)."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User
from portal_kit.clock import ManualClock

from .conftest import call, outbox

SEND = "/third/mail/sendEmailCode"
VALID = "/third/mail/emailCodeValid"
UPDATE = "email/update"
ADDRESS = "new.name@example.com"
BROWSER = "browser-0001"


async def email_of(app: FastAPI) -> str | None:
    async with app.state.db.sessionmaker() as session:
        email: str | None = await session.scalar(
            select(User.email).where(User.user_code == "U0003")
        )
        return email


async def granted(client: httpx.AsyncClient, token: str) -> dict[str, Any]:
    sent = await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)
    assert sent["body"] == {"to": "n***@example.com", "resendSec": 120, "expiresInSec": 300}
    code = (await outbox(client, ADDRESS))[0]["code"]
    return await call(client, VALID, token=token, code=code, browserID=BROWSER)


class TestEmailChange:
    async def test_the_code_then_the_update(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        grant = await granted(client, token)

        updated = await call(client, UPDATE, token=token, email=ADDRESS)

        assert grant["body"] == {"to": "n***@example.com", "expiresInSec": 600}
        assert (await outbox(client, ADDRESS))[0]["kind"] == "email"
        assert updated == {"ok": True, "status": 200, "msg": "", "body": None}
        assert await email_of(service_app) == ADDRESS

    async def test_no_update_without_a_grant(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        envelope = await call(client, UPDATE, token=token, email=ADDRESS)

        assert envelope["status"] == 400
        assert await email_of(service_app) == "lina@demo.example"

    async def test_no_update_once_the_grant_expired(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, token: str
    ) -> None:
        assert (await granted(client, token))["ok"]
        clock.advance(minutes=10)

        envelope = await call(client, UPDATE, token=token, email=ADDRESS)

        assert envelope["status"] == 400
        assert await email_of(service_app) == "lina@demo.example"

    async def test_the_grant_is_for_that_address_only(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        assert (await granted(client, token))["ok"]

        envelope = await call(client, UPDATE, token=token, email="other@example.com")

        assert envelope["status"] == 400

    async def test_a_wrong_code_is_400(self, client: httpx.AsyncClient, token: str) -> None:
        await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)

        envelope = await call(client, VALID, token=token, code="000000", browserID=BROWSER)

        assert envelope["status"] == 400

    async def test_an_expired_code_is_refused_and_grants_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, token: str
    ) -> None:
        sent = await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)
        assert sent["body"]["expiresInSec"] == 300
        code = (await outbox(client, ADDRESS))[0]["code"]
        clock.advance(seconds=300)

        refused = await call(client, VALID, token=token, code=code, browserID=BROWSER)
        updated = await call(client, UPDATE, token=token, email=ADDRESS)

        assert refused == {
            "ok": False,
            "status": 400,
            "msg": "The verification code is incorrect or has expired.",
            "body": None,
        }
        assert updated["status"] == 400
        assert await email_of(service_app) == "lina@demo.example"

    async def test_a_code_is_used_once(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)
        code = (await outbox(client, ADDRESS))[0]["code"]
        first = await call(client, VALID, token=token, code=code, browserID=BROWSER)
        assert (await call(client, UPDATE, token=token, email=ADDRESS))["ok"]

        reused = await call(client, VALID, token=token, code=code, browserID=BROWSER)
        second_update = await call(client, UPDATE, token=token, email=ADDRESS)

        assert first["body"] == {"to": "n***@example.com", "expiresInSec": 600}
        assert (reused["status"], reused["msg"]) == (
            400,
            "The verification code is incorrect or has expired.",
        )
        # The grant the first use gave is spent too: the reused code opened no new one.
        assert second_update["status"] == 400
        assert await email_of(service_app) == ADDRESS

    async def test_no_resend_within_120_seconds(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)
        clock.advance(seconds=100)

        refused = await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)
        clock.advance(seconds=20)
        later = await call(client, SEND, token=token, email=ADDRESS, browserID=BROWSER)

        assert refused["status"] == 429
        assert later["ok"]
        assert len(await outbox(client, ADDRESS)) == 2

    async def test_a_malformed_address_is_400(self, client: httpx.AsyncClient, token: str) -> None:
        envelope = await call(client, SEND, token=token, email="not-an-address", browserID=BROWSER)

        assert envelope["status"] == 400
