"""Console sessions: renewal with rotation, API-token sessions, the idle verification, sign-out."""

import httpx
import pytest
from fastapi import FastAPI

from backoffice.demo import DEMO_PASSWORD, demo_api_token, demo_totp_secret
from backoffice.totp import code_at
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole, OperatorTokenVerifier, SignedInVia
from portal_kit.sessions import OPERATOR_SESSIONS, SessionState, SessionStore

from .conftest import SignIn, call, encrypted

EN = {"Accept-Language": "en"}
ENDED = "Your console session has ended; please sign in again."


def verifier(app: FastAPI, clock: ManualClock) -> OperatorTokenVerifier:
    return OperatorTokenVerifier.from_directory(
        app.state.settings.operator_token_key_directory, clock
    )


async def tokens_of(client: httpx.AsyncClient, app: FastAPI, clock: ManualClock) -> dict[str, str]:
    step = await call(
        client,
        "/ops/session/password",
        {"username": "admin", "password": encrypted(app, DEMO_PASSWORD)},
    )
    clock.advance(seconds=30)
    code = code_at(demo_totp_secret("admin"), clock.now())
    done = await call(
        client,
        "/ops/session/totp",
        {"ticket": step["body"]["ticket"], "code": code},  # type: ignore[index]
    )
    body: dict[str, str] = done["body"]  # type: ignore[assignment]
    return body


@pytest.mark.usefixtures("demo")
class TestRenewal:
    async def test_a_refresh_token_renews_once(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        tokens = await tokens_of(client, service_app, clock)
        renewed = await call(
            client, "/ops/session/refresh", {"refreshToken": tokens["refreshToken"]}
        )
        assert renewed["ok"] is True
        new_access = renewed["body"]["accessToken"]  # type: ignore[index]
        assert verifier(service_app, clock).verify(new_access).roles == {OperatorRole.OPS_ADMIN}

        reused = await call(
            client, "/ops/session/refresh", {"refreshToken": tokens["refreshToken"]}, EN
        )
        assert (reused["status"], reused["msg"]) == (401, ENDED)
        # Reusing a burnt refresh token ended the whole session.
        session_id = verifier(service_app, clock).verify(new_access).session_id
        store = SessionStore(service_app.state.kv, clock, OPERATOR_SESSIONS)
        assert await store.check(session_id) is SessionState.ENDED

    async def test_a_disabled_operator_cannot_renew(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, sign_in: SignIn
    ) -> None:
        tokens = await tokens_of(client, service_app, clock)
        other_admin = await call(
            client,
            "/ops/operator/create",
            {"username": "zheng", "name": "郑运营", "roles": ["ops_admin"]},
            {"Authorization": f"Bearer {tokens['accessToken']}"},
        )
        assert other_admin["ok"] is True
        # The reviewer is disabled by the administrator; their renewal is refused.
        reviewer_step = await call(
            client,
            "/ops/session/password",
            {"username": "reviewer", "password": encrypted(service_app, DEMO_PASSWORD)},
        )
        clock.advance(seconds=30)
        reviewer = await call(
            client,
            "/ops/session/totp",
            {
                "ticket": reviewer_step["body"]["ticket"],  # type: ignore[index]
                "code": code_at(demo_totp_secret("reviewer"), clock.now()),
            },
        )
        await call(
            client,
            "/ops/operator/disable",
            {"operatorCode": "OPDEMO1"},
            {"Authorization": f"Bearer {tokens['accessToken']}"},
        )
        refused = await call(
            client,
            "/ops/session/refresh",
            {"refreshToken": reviewer["body"]["refreshToken"]},  # type: ignore[index]
            EN,
        )
        assert (refused["status"], refused["msg"]) == (401, ENDED)


@pytest.mark.usefixtures("demo")
class TestApiToken:
    async def test_a_personal_token_opens_a_session_as_its_operator(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        opened = await call(
            client, "/ops/session/api-token", {"apiToken": demo_api_token("approver")}
        )
        assert opened["ok"] is True
        identity = verifier(service_app, clock).verify(opened["body"]["accessToken"])  # type: ignore[index]
        assert (identity.operator_code, identity.via) == ("OPDEMO2", SignedInVia.API_TOKEN)
        assert identity.token_id == "Tdemo-approver"
        assert identity.roles == {OperatorRole.APPROVER}

    async def test_a_wrong_or_revoked_token_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        wrong = demo_api_token("approver").replace("demo-approver-api", "demo-xpprover-api")
        refused = await call(client, "/ops/session/api-token", {"apiToken": wrong}, EN)
        assert (refused["status"], refused["msg"]) == (
            401,
            "The API token is unknown, expired or revoked.",
        )
        approver = await sign_in("approver")
        opened = await call(
            client, "/ops/session/api-token", {"apiToken": demo_api_token("approver")}
        )
        revoked = await call(
            client, "/ops/me/api-token/revoke", {"tokenId": "Tdemo-approver"}, approver
        )
        assert revoked["body"]["revokedAt"] is not None  # type: ignore[index]
        after = await call(
            client, "/ops/session/api-token", {"apiToken": demo_api_token("approver")}, EN
        )
        assert after["status"] == 401
        # Its session ended with it.
        renewal = await call(
            client,
            "/ops/session/refresh",
            {"refreshToken": opened["body"]["refreshToken"]},  # type: ignore[index]
            EN,
        )
        assert renewal["status"] == 401


@pytest.mark.usefixtures("demo")
class TestIdleVerification:
    async def test_the_code_unlocks_and_five_wrong_answers_end_the_session(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        tokens = await tokens_of(client, service_app, clock)
        session_id = verifier(service_app, clock).verify(tokens["accessToken"]).session_id
        store = SessionStore(service_app.state.kv, clock, OPERATOR_SESSIONS)
        clock.advance(seconds=service_app.state.settings.idle_limit_sec + 1)
        assert await store.check(session_id) is SessionState.IDLE_LOCKED

        # The access token lives as long as the idle limit: the console renews it first
        # (renewal is allowed while locked), then asks for the code.
        renewed = await call(
            client, "/ops/session/refresh", {"refreshToken": tokens["refreshToken"]}
        )
        headers = {"Authorization": f"Bearer {renewed['body']['accessToken']}", **EN}  # type: ignore[index]
        clock.advance(seconds=30)
        code = code_at(demo_totp_secret("admin"), clock.now())
        unlocked = await call(client, "/ops/session/unlock", {"code": code}, headers)
        assert unlocked["ok"] is True
        assert await store.check(session_id) is SessionState.ALIVE

        for attempt in range(5):
            wrong = await call(client, "/ops/session/unlock", {"code": "000000"}, headers)
            assert wrong["status"] == (400 if attempt < 4 else 401)
        assert await store.check(session_id) is SessionState.ENDED

    async def test_logout_ends_the_session(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        tokens = await tokens_of(client, service_app, clock)
        headers = {"Authorization": f"Bearer {tokens['accessToken']}"}
        assert (await call(client, "/ops/session/logout", None, headers))["ok"] is True
        session_id = verifier(service_app, clock).verify(tokens["accessToken"]).session_id
        store = SessionStore(service_app.state.kv, clock, OPERATOR_SESSIONS)
        assert await store.check(session_id) is SessionState.ENDED
