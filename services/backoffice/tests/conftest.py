from collections.abc import Awaitable, Callable

import httpx
import pytest
from fastapi import FastAPI

from backoffice.demo import (
    DEMO_PASSWORD,
    demo_totp_secret,
    enrol_demo_authenticators,
    seed_demo_operators,
)
from backoffice.signin.service import TOTP_PURPOSE
from backoffice.totp import code_at
from portal_client.protection import encrypt_to
from portal_kit.clock import ManualClock
from portal_kit.keyring import KeyRing
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.sealed import app_sealer


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("backoffice")


@pytest.fixture(autouse=True)
async def no_background_consumer(service_app: FastAPI) -> None:
    """Tests drive the audit consumer themselves: in the background it would share the test's
    connection with the requests."""
    consumer = service_app.state.audit_consumer
    if consumer is not None:
        await consumer.stop()


@pytest.fixture
def clock(service_app: FastAPI) -> ManualClock:
    """The app's clock, set before the first request."""
    clock = ManualClock()
    service_app.state.clock = clock
    return clock


@pytest.fixture
async def demo(service_app: FastAPI) -> None:
    """The demo operators, their authenticators set up with the published secrets."""
    async with service_app.state.db.transaction() as session:
        await seed_demo_operators(session)
        await enrol_demo_authenticators(session, app_sealer(service_app), TOTP_PURPOSE)


def encrypted(app: FastAPI, text: str) -> str:
    """``text`` as the console sends a password: RSA-OAEP to the operators' credential key."""
    keys: KeyRing = app.state.credential_keys
    return encrypt_to(keys.current.spki, text.encode())


async def call(
    client: httpx.AsyncClient, path: str, body: object = None, headers: dict[str, str] | None = None
) -> dict[str, object]:
    response = await client.post(path, json=body or {}, headers=headers or {})
    assert response.status_code == 200, response.text
    envelope: dict[str, object] = response.json()
    return envelope


SignIn = Callable[..., Awaitable[dict[str, str]]]


@pytest.fixture
def sign_in(
    client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, demo: None
) -> SignIn:
    """Sign a demo operator in through the console's steps; their ``Authorization`` header."""

    async def signed_in(username: str) -> dict[str, str]:
        step = await call(
            client,
            "/ops/session/password",
            {"username": username, "password": encrypted(service_app, DEMO_PASSWORD)},
        )
        assert step["ok"], step
        ticket = step["body"]["ticket"]  # type: ignore[index]
        # Each sign-in a step later: a code is never accepted twice.
        clock.advance(seconds=30)
        code = code_at(demo_totp_secret(username), clock.now())
        done = await call(client, "/ops/session/totp", {"ticket": ticket, "code": code})
        assert done["ok"], done
        return {"Authorization": f"Bearer {done['body']['accessToken']}"}  # type: ignore[index]

    return signed_in
