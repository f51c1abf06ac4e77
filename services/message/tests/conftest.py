from collections.abc import Callable

import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import PreparedDatabases
from portal_kit.tokens import TokenSigner

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
