import json
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import PreparedDatabases
from portal_kit.tokens import TokenSigner

from .console import Console

Headers = Callable[..., dict[str, str]]


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("message")


@pytest.fixture
def service_settings(
    service_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    """The plugin's settings without the background consumer: the event tests drive it step
    by step, so it never shares the test's rolled-back connection with a request."""
    settings = prepared_databases.get(service_spec, backend)
    return settings.model_copy(update={"consume_events": False})


@pytest.fixture
def clock(service_app: FastAPI) -> ManualClock:
    """The app's clock; set before the first request makes the token verifier."""
    clock = ManualClock()
    service_app.state.clock = clock
    return clock


@pytest.fixture
def signer(service_settings: BaseServiceSettings, clock: ManualClock) -> TokenSigner:
    """Auth's side: signs with a key whose public half the service reads."""
    return TokenSigner.load_or_create(service_settings.token_key_directory, clock, create=True)


@pytest.fixture
def reader(signer: TokenSigner) -> Headers:
    """Headers of a caller: ``reader("COMP-A", "U1")`` is user U1 signed in to COMP-A."""

    def headers(comp_code: str = "COMP-A", user_code: str = "U1", language: str = "en") -> dict:
        token = signer.issue(
            user_code=user_code,
            session_id="S-test",
            employee_code=f"E-{user_code}",
            comp_code=comp_code,
            role="",
            biz="",
        )
        return {"Authorization": f"Bearer {token}", "Accept-Language": language}

    return headers


# The active companies the stand-in customer service knows, with their company roles.
COMPANIES: dict[str, tuple[str, ...]] = {
    "DEMO0001": ("C101",),
    "DEMO0002": ("C102",),
    "DEMO0003": ("C102", "C104"),
}
CODES_PATH = "/internal/company/codes"


@pytest.fixture
def companies() -> dict[str, tuple[str, ...]]:
    """What the stand-in customer answers; a test may change it before sending."""
    return dict(COMPANIES)


@pytest.fixture
async def customer_peer(
    service_app: FastAPI, companies: dict[str, tuple[str, ...]]
) -> AsyncIterator[list[dict[str, str]]]:
    """The customer service as message's peer, answering exactly its contract:
    ``POST /internal/company/codes {"compRole"?}`` with the service token gives
    ``{"compCodes": [...]}`` (active companies, holding the role if one is named). Yields
    the bodies it was asked with."""
    token = service_app.state.settings.service_token
    asked: list[dict[str, str]] = []

    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path != CODES_PATH or request.headers.get(SERVICE_TOKEN_HEADER) != token:
            return httpx.Response(404, json={"ok": False, "status": 404, "msg": "", "body": None})
        query = json.loads(request.content or b"{}")
        asked.append(query)
        role = query.get("compRole")
        codes = [code for code, roles in companies.items() if role is None or role in roles]
        envelope = {"ok": True, "status": 200, "msg": "", "body": {"compCodes": codes}}
        return httpx.Response(200, json=envelope)

    client = httpx.AsyncClient(
        transport=httpx.MockTransport(answer),
        base_url="http://customer.test",
        headers={SERVICE_TOKEN_HEADER: token},
    )
    service_app.state.peers = {**getattr(service_app.state, "peers", {}), "customer": client}
    try:
        yield asked
    finally:
        await client.aclose()


@pytest.fixture
def console(client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock) -> Console:
    """Calls to the console's routes as an operator (a content editor unless told)."""
    return Console(client, service_app, clock)
