"""Sign-in, session and idle lock as the gateway enforces them on every call (DESIGN §3)."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.sessions import Session

from .support import bearer_for

API = "/api/web/portal/api"
COMPANIES = f"{API}/cust/employee/comps/all"
LOGOUT_WAY = f"{API}/param/security/findParamSecurityLogoutWay"
PRODUCTS = f"{API}/product/list"


class TestSignInRequired:
    async def test_no_token_is_http_401_with_the_envelope(self, gateway: httpx.AsyncClient) -> None:
        response = await gateway.post(COMPANIES, headers={"Accept-Language": "en"})

        assert response.status_code == 401
        assert response.json() == {
            "ok": False,
            "status": 401,
            "msg": "Please sign in.",
            "body": None,
        }

    @pytest.mark.parametrize(
        "authorization",
        ["Bearer", "Bearer not-a-token", "Basic dXNlcjpwYXNz", "Bearer eyJhbGciOiJub25lIn0.e30."],
    )
    async def test_a_bad_token_is_http_401(
        self, gateway: httpx.AsyncClient, authorization: str
    ) -> None:
        response = await gateway.post(COMPANIES, headers={"Authorization": authorization})

        assert response.status_code == 401

    async def test_a_live_session_reaches_the_service(
        self, gateway: httpx.AsyncClient, signed_in: dict[str, str]
    ) -> None:
        response = await gateway.post(COMPANIES, headers=signed_in)

        assert response.status_code == 200
        assert response.json()["ok"] is True

    async def test_public_calls_need_no_token(self, gateway: httpx.AsyncClient) -> None:
        assert (await gateway.post(PRODUCTS)).json()["ok"] is True


class TestSessionEnds:
    async def test_a_revoked_session_is_refused_at_once(
        self,
        gateway: httpx.AsyncClient,
        gateway_app: FastAPI,
        session: Session,
        signed_in: dict[str, str],
    ) -> None:
        await gateway_app.state.sessions.revoke(session.session_id)

        response = await gateway.post(COMPANIES, headers=signed_in)

        assert response.status_code == 401

    async def test_a_revoked_session_is_refused_though_its_token_was_just_verified(
        self,
        gateway: httpx.AsyncClient,
        gateway_app: FastAPI,
        session: Session,
        signed_in: dict[str, str],
    ) -> None:
        assert (await gateway.post(COMPANIES, headers=signed_in)).status_code == 200
        await gateway_app.state.sessions.revoke(session.session_id)

        response = await gateway.post(COMPANIES, headers=signed_in)

        assert response.status_code == 401

    async def test_an_expired_token_is_refused_though_its_session_lives(
        self, gateway: httpx.AsyncClient, gateway_app: FastAPI, signed_in: dict[str, str]
    ) -> None:
        clock: ManualClock = gateway_app.state.clock
        clock.advance(minutes=20)
        assert (await gateway.post(COMPANIES, headers=signed_in)).status_code == 200
        clock.advance(minutes=11)

        response = await gateway.post(COMPANIES, headers=signed_in)

        assert response.status_code == 401


class TestIdleLock:
    """Past the idle period the access token has expired too; the client renews it with its
    refresh token (a public call), so each test asks with a fresh token, as the client does."""

    async def test_an_idle_session_gets_423_on_ordinary_calls(
        self, gateway: httpx.AsyncClient, gateway_app: FastAPI, session: Session
    ) -> None:
        gateway_app.state.clock.advance(minutes=29)
        await gateway.post(COMPANIES, headers=bearer_for(gateway_app, session))  # activity
        gateway_app.state.clock.advance(seconds=1801)

        response = await gateway.post(COMPANIES, headers=bearer_for(gateway_app, session))

        assert response.status_code == 200
        assert response.json()["status"] == 423

    async def test_the_verification_calls_still_go_through_while_locked(
        self, gateway: httpx.AsyncClient, gateway_app: FastAPI, session: Session
    ) -> None:
        gateway_app.state.clock.advance(seconds=1801)
        renewed = bearer_for(gateway_app, session)
        assert (await gateway.post(COMPANIES, headers=renewed)).json()["status"] == 423

        response = await gateway.post(LOGOUT_WAY, headers=renewed)

        assert response.status_code == 200
        assert response.json()["status"] != 423

    async def test_verification_calls_do_not_count_as_activity(
        self, gateway: httpx.AsyncClient, gateway_app: FastAPI, session: Session
    ) -> None:
        gateway_app.state.clock.advance(seconds=1700)
        await gateway.post(LOGOUT_WAY, headers=bearer_for(gateway_app, session))
        gateway_app.state.clock.advance(seconds=101)

        response = await gateway.post(COMPANIES, headers=bearer_for(gateway_app, session))

        assert response.json()["status"] == 423

    async def test_public_calls_ignore_the_lock(
        self, gateway: httpx.AsyncClient, gateway_app: FastAPI, session: Session
    ) -> None:
        gateway_app.state.clock.advance(seconds=1801)

        response = await gateway.post(PRODUCTS, headers=bearer_for(gateway_app, session))

        assert response.json()["ok"] is True
