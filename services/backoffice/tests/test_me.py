"""An operator's own account: profile, password, recovery codes, personal API tokens."""

import httpx
import pytest
from fastapi import FastAPI

from backoffice.demo import DEMO_PASSWORD, demo_api_token, demo_totp_secret
from backoffice.totp import code_at
from portal_kit.clock import ManualClock

from .conftest import SignIn, call, encrypted

EN = {"Accept-Language": "en"}


@pytest.mark.usefixtures("demo")
class TestProfile:
    async def test_shows_who_is_signed_in(self, client: httpx.AsyncClient, sign_in: SignIn) -> None:
        profile = await call(client, "/ops/me/profile", None, await sign_in("editor"))
        body = profile["body"]
        assert body["username"] == "editor"  # type: ignore[index]
        assert body["roles"] == ["content_editor"]  # type: ignore[index]
        assert body["via"] == "console"  # type: ignore[index]


@pytest.mark.usefixtures("demo")
class TestPassword:
    async def test_a_new_password_needs_the_current_one(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        headers = {**(await sign_in("auditor")), **EN}
        wrong = await call(
            client,
            "/ops/me/password",
            {
                "oldPassword": encrypted(service_app, "Not@TheRight1"),
                "newPassword": encrypted(service_app, "Audit#Twenty26"),
            },
            headers,
        )
        assert (wrong["status"], wrong["msg"]) == (400, "Wrong username or password.")
        done = await call(
            client,
            "/ops/me/password",
            {
                "oldPassword": encrypted(service_app, DEMO_PASSWORD),
                "newPassword": encrypted(service_app, "Audit#Twenty26"),
            },
            headers,
        )
        assert done["ok"] is True


@pytest.mark.usefixtures("demo")
class TestRecoveryCodes:
    async def test_new_codes_after_the_authenticators_code(
        self, client: httpx.AsyncClient, clock: ManualClock, sign_in: SignIn
    ) -> None:
        headers = await sign_in("reviewer")
        clock.advance(seconds=30)
        code = code_at(demo_totp_secret("reviewer"), clock.now())
        renewed = await call(client, "/ops/me/recovery-codes", {"code": code}, headers)
        assert len(renewed["body"]["recoveryCodes"]) == 10  # type: ignore[index]


@pytest.mark.usefixtures("demo")
class TestApiTokens:
    async def test_a_token_carries_only_roles_its_operator_holds(
        self, client: httpx.AsyncClient, sign_in: SignIn
    ) -> None:
        headers = {**(await sign_in("reviewer")), **EN}
        too_much = await call(
            client,
            "/ops/me/api-token/create",
            {"name": "ci", "roles": ["reviewer", "approver"]},
            headers,
        )
        assert (too_much["status"], too_much["msg"]) == (
            400,
            "An API token may carry only roles you hold: reviewer.",
        )
        made = await call(
            client, "/ops/me/api-token/create", {"name": "ci", "roles": ["reviewer"]}, headers
        )
        token = made["body"]["token"]  # type: ignore[index]
        assert token.startswith("opt_T")
        listed = await call(client, "/ops/me/api-token/list", None, headers)
        names = [row["name"] for row in listed["body"]]  # type: ignore[union-attr]
        assert names == ["ci", "demo"]
        assert "token" not in listed["body"][0]  # type: ignore[index]
        opened = await call(client, "/ops/session/api-token", {"apiToken": token})
        assert opened["ok"] is True

    async def test_an_api_token_session_cannot_make_tokens(self, client: httpx.AsyncClient) -> None:
        opened = await call(client, "/ops/session/api-token", {"apiToken": demo_api_token("admin")})
        headers = {"Authorization": f"Bearer {opened['body']['accessToken']}", **EN}  # type: ignore[index]
        refused = await call(
            client, "/ops/me/api-token/create", {"name": "x", "roles": ["ops_admin"]}, headers
        )
        assert (refused["status"], refused["msg"]) == (
            403,
            "Sign in to the console to do this: an API token cannot.",
        )
