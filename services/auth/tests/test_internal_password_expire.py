"""``/internal/user/password/expire``: an operator makes a user change the password."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.sessions import SessionState, SessionStore

from .conftest import identity_of, internal, password_sign_in

EXPIRE = "/internal/user/password/expire"
DEMO_PASSWORD = "Demo@123456"

pytestmark = pytest.mark.usefixtures("clock", "demo_users", "peers")


class TestExpirePassword:
    async def test_the_next_sign_in_must_change_it_and_every_session_ends(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        service_token: str,
    ) -> None:
        before = await password_sign_in(client, encrypt, "13800000002", DEMO_PASSWORD)
        assert before["body"]["next"] == "tokens"
        session_id = identity_of(service_app, clock, before["body"]["accessToken"]).session_id

        expired = await internal(client, EXPIRE, {"mobile": "13800000002"}, service_token)
        after = await password_sign_in(client, encrypt, "13800000002", DEMO_PASSWORD)
        sessions = SessionStore(service_app.state.kv, clock)

        assert expired["body"] == {"userCode": "U0002", "mobile": "138****0002"}
        assert after["body"]["next"] == "changePassword"
        assert await sessions.check(session_id) is SessionState.ENDED

    async def test_an_unknown_mobile_is_404(
        self, client: httpx.AsyncClient, service_token: str
    ) -> None:
        envelope = await internal(client, EXPIRE, {"mobile": "13900009999"}, service_token)

        assert (envelope["status"], envelope["msg"]) == (404, "No account has this mobile number.")

    @pytest.mark.parametrize("token", [None, "not-the-service-token"])
    async def test_needs_the_service_token(
        self, client: httpx.AsyncClient, token: str | None
    ) -> None:
        envelope = await internal(client, EXPIRE, {"mobile": "13800000002"}, token)

        assert envelope["status"] == 403
