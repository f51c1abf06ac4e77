"""schemathesis against the browser's API (``contracts/openapi.json``) through the in-process
gateway and its embedded services (``portal_kit.fuzzing``): every call sent as the web app sends
it (request protection, DESIGN §5) by a demo administrator who signed in once, each case sent
again without protection (HTTP 400) and, on calls that need a session, without a token or with
a broken one (HTTP 401). ``PORTAL_FUZZ_EXAMPLES`` cases per call."""

import asyncio
import json
from collections.abc import Mapping, Sequence

import httpx
import pytest
from fastapi import FastAPI

from gateway.config import SERVICES
from gateway.openapi import CONTRACT
from gateway.protection.verifier import UNPROTECTED_CALLS
from gateway.route_table import API_ROOT, Route, build_route_table
from portal_client.protection import Protected
from portal_kit.fuzzing import Check, Fuzzer, Probe, broken_bearer, fuzz, http_refusal
from portal_kit.layout import load_service_spec
from portal_kit.sessions import SessionState, SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import PreparedDatabases

from .support import bearer_for
from .test_journey import sign_in

ADMINISTRATOR = "13800000002"  # DEMO0001's root manager (DESIGN §11)
# Calls that end the session they are made in (or do after a few wrong answers): each case
# gets a session of its own, so the signed-in one lives through the run.
SESSION_ENDING = frozenset({"login/user/logout", "login/user/logoutCheckTypeWithSecurity"})
# Refusals the gateway gives before protection and sessions are looked at: unknown paths,
# bodies too large or of a type the call does not take. Alike with or without credentials.
EARLY_REFUSALS = frozenset({(404, 404), (405, 405), (411, 411), (413, 413), (415, 415)})
TAKEN_TYPES = ("application/json", "multipart/form-data")


@pytest.fixture
def embedded_settings(
    backend: str, prepared_databases: PreparedDatabases
) -> dict[str, BaseServiceSettings]:
    """The services' databases of this module alone: fuzzing commits for real, and no other
    gateway test should meet what it wrote."""
    return {
        service: prepared_databases.get(load_service_spec(service), backend, owner="fuzz")
        for service in SERVICES
    }


def refused_unprotected(response: httpx.Response) -> bool:
    """HTTP 400; or 415 for a body of a type no call takes, refused before protection is read."""
    if http_refusal(400)(response):
        return True
    content_type = response.request.headers.get("content-type", "")
    return http_refusal(415)(response) and not content_type.startswith(TAKEN_TYPES)


def gateway_probes(route: Route, sent: Mapping[str, str]) -> Sequence[Probe]:
    probes = []
    if route.call not in UNPROTECTED_CALLS:
        probes.append(
            Probe(
                "without the request protection",
                Check.UNPROTECTED_ACCEPTED,
                refused_unprotected,
                protected=False,
                same_refusals=EARLY_REFUSALS,
            )
        )
    if not route.is_public:
        for name, value in (
            ("without a token", None),
            ("with a broken token", broken_bearer(sent["Authorization"])),
        ):
            probes.append(
                Probe(
                    name,
                    Check.IGNORED_AUTH,
                    http_refusal(401),
                    {"Authorization": value},
                    same_refusals=EARLY_REFUSALS,
                )
            )
    return probes


async def signed_in_token(gateway_app: FastAPI) -> str:
    """The administrator signs in once, as the web app does (captcha from the dev outbox)."""
    for service in SERVICES:
        app = gateway_app.state.upstreams.embedded_apps[service]
        async with app.state.db.sessionmaker.begin() as session:
            await load_service_spec(service).seed(session, True)
    transport = httpx.ASGITransport(app=gateway_app, client=("127.0.0.1", 50001))
    async with httpx.AsyncClient(
        transport=transport, base_url="http://portal.test", auth=Protected()
    ) as browser:
        answer = await sign_in(browser, ADMINISTRATOR)
    assert answer["next"] == "tokens", answer
    return str(answer["accessToken"])


def gateway_fuzzer(gateway_app: FastAPI, token: str) -> Fuzzer:
    table = build_route_table()
    identity = gateway_app.state.token_verifier.verify(token)
    sessions: SessionStore = gateway_app.state.sessions

    def route_of(path: str) -> Route:
        route = table.resolve(path.removeprefix(API_ROOT))
        assert route is not None, f"{path} is in the contract but not in the route table"
        return route

    async def credentials(method: str, path: str) -> Mapping[str, str]:
        route = route_of(path)
        if route.is_public:
            return {}
        if route.call in SESSION_ENDING:
            session, _ = await sessions.create(
                user_code=identity.user_code,
                employee_code=identity.employee_code,
                comp_code=identity.comp_code,
                role=identity.role,
                biz=identity.biz,
                idle_limit_sec=1800,
            )
            return bearer_for(gateway_app, session)
        state = await sessions.check(identity.session_id, touch=False)
        assert state is SessionState.ALIVE, f"the signed-in session is {state} before {path}"
        return {"Authorization": f"Bearer {token}"}

    return Fuzzer(
        target="gateway",
        app=gateway_app,
        loop=asyncio.get_running_loop(),
        document=json.loads(CONTRACT.read_text()),
        credentials=credentials,
        probes=lambda method, path, sent: gateway_probes(route_of(path), sent),
        auth=Protected(),
        # The gateway's own refusals, besides the services' answers (HTTP 200).
        http_statuses=frozenset({404, 405, 411, 413, 415}),
        # Not the address the administrator signed in from: the limits per address differ.
        client_address=("198.51.100.9", 50002),
    )


async def test_every_call_holds_under_fuzzing(gateway_app: FastAPI) -> None:
    token = await signed_in_token(gateway_app)
    await fuzz(gateway_fuzzer(gateway_app, token))
