from collections.abc import Callable

import pytest
from fastapi import FastAPI

from customer.demo import DEMO_EMPLOYEES
from customer.seed import seed
from portal_kit.clock import ManualClock
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import PreparedDatabases
from portal_kit.tokens import TokenSigner

# employee code → (user code, company code) of the demo data.
DEMO = {code: (user, comp) for code, comp, user, *_ in DEMO_EMPLOYEES}


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("customer")


@pytest.fixture
def service_settings(
    service_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    """The plugin's settings without the background event consumer: it would write on a
    connection of its own, outside the test's rolled-back transaction. Tests deliver events
    themselves (``deliver_events``)."""
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
async def demo(service_app: FastAPI) -> None:
    async with service_app.state.db.sessionmaker() as session:
        await seed(session, demo=True)
        await session.commit()


Headers = Callable[..., dict[str, str]]


@pytest.fixture
def signed_in(signer: TokenSigner, demo: None) -> Headers:
    """Request headers of a signed-in caller: ``signed_in("EMP0001")`` is U0001 in DEMO0001.

    Keyword arguments override the claims, to build tokens that do not match the data.
    """

    def headers(employee_code: str = "", language: str = "en", **claims: str) -> dict[str, str]:
        user_code, comp_code = DEMO.get(employee_code, ("", ""))
        values = {
            "user_code": user_code,
            "session_id": "S-test",
            "employee_code": employee_code,
            "comp_code": comp_code,
            "role": "",
            "biz": "",
        } | claims
        token = signer.issue(**values)
        return {"Authorization": f"Bearer {token}", "Accept-Language": language}

    return headers


# --- the auth service as a peer (appended for the auth client) ------------------------------
# Imported here, not at the top: several pieces of work append fixtures to this file.
from collections.abc import AsyncIterator  # noqa: E402

from portal_kit.peers import in_process_peer  # noqa: E402
from portal_kit.testing import rolled_back  # noqa: E402


@pytest.fixture(scope="session")
def auth_spec() -> ServiceSpec:
    return load_service_spec("auth")


@pytest.fixture
def auth_settings(
    auth_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    # Synchronous: preparing a database runs its own event loop.
    return prepared_databases.get(auth_spec, backend)


@pytest.fixture
async def auth_peer(
    service_app: FastAPI, auth_spec: ServiceSpec, auth_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The real auth service with its demo users, in-process, as the customer's ``auth`` peer
    (as the gateway wires it in embedded mode); rolled back afterwards. Both apps share the
    test KV, so ``portal_kit.outbox.read(auth_app.state.kv, mobile)`` shows auth's SMS."""
    async with rolled_back(auth_spec, auth_settings) as auth_app:
        async with auth_app.state.db.sessionmaker() as session:
            await auth_spec.seed(session, True)
            await session.commit()
        token = service_app.state.settings.service_token
        async with in_process_peer(auth_app, "auth", token) as client:
            service_app.state.peers = {**getattr(service_app.state, "peers", {}), "auth": client}
            yield auth_app


# --- the content service as a peer, and the sealed demo data (appended for company info) ----
from customer.company.demo_identity import fill_demo_identity  # noqa: E402
from portal_kit.sealed import app_sealer  # noqa: E402


@pytest.fixture(scope="session")
def content_spec() -> ServiceSpec:
    return load_service_spec("content")


@pytest.fixture
def content_settings(
    content_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    return prepared_databases.get(content_spec, backend)


@pytest.fixture
async def content_peer(
    service_app: FastAPI, content_spec: ServiceSpec, content_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The real content service, in-process, as the customer's ``content`` peer; rolled back
    afterwards. It verifies the tokens ``signed_in`` makes (the key folder is shared)."""
    async with rolled_back(content_spec, content_settings) as content_app:
        token = service_app.state.settings.service_token
        async with in_process_peer(content_app, "content", token) as client:
            service_app.state.peers = {
                **getattr(service_app.state, "peers", {}),
                "content": client,
            }
            yield content_app


@pytest.fixture
async def demo_identity(service_app: FastAPI, demo: None) -> None:
    """The demo data holding sealed ID numbers, as the start-up step writes it in dev mode."""
    async with service_app.state.db.sessionmaker() as session:
        await fill_demo_identity(session, app_sealer(service_app))
        await session.commit()


# --- the reference service as a peer (appended for the registration's division check) -------
@pytest.fixture(scope="session")
def reference_spec() -> ServiceSpec:
    return load_service_spec("reference")


@pytest.fixture
def reference_settings(
    reference_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    return prepared_databases.get(reference_spec, backend)


@pytest.fixture
async def reference_peer(
    service_app: FastAPI, reference_spec: ServiceSpec, reference_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The real reference service with its divisions, in-process, as the customer's
    ``reference`` peer; rolled back afterwards."""
    async with rolled_back(reference_spec, reference_settings) as reference_app:
        token = service_app.state.settings.service_token
        async with in_process_peer(reference_app, "reference", token) as client:
            service_app.state.peers = {
                **getattr(service_app.state, "peers", {}),
                "reference": client,
            }
            yield reference_app
