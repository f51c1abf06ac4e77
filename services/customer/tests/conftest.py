from collections.abc import Callable

import pytest
from fastapi import FastAPI

from customer.demo import DEMO_EMPLOYEES
from customer.seed import seed
from portal_kit.clock import ManualClock
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenSigner

# employee code → (user code, company code) of the demo data.
DEMO = {code: (user, comp) for code, comp, user, *_ in DEMO_EMPLOYEES}


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("customer")


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
