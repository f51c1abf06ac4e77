from collections.abc import Callable

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenSigner

from .console import Console


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("content")


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


Headers = Callable[..., dict[str, str]]


@pytest.fixture
def signed_in(signer: TokenSigner) -> Headers:
    """Headers of a signed-in caller: ``signed_in("U1", "C1")`` is user U1 working in C1."""

    def headers(user_code: str, comp_code: str = "", language: str = "en") -> dict[str, str]:
        token = signer.issue(
            user_code=user_code,
            session_id=f"S-{user_code}",
            employee_code=f"E-{user_code}-{comp_code}",
            comp_code=comp_code,
            role="",
            biz="",
        )
        return {"Authorization": f"Bearer {token}", "Accept-Language": language}

    return headers


@pytest.fixture
def console(client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock) -> Console:
    """Calls to the console's routes as an operator (a content editor unless told)."""
    return Console(client, service_app, clock)
