"""The API journeys of issues 3 and 5 again, over HTTP against distributed mode (every
service a process of its own, PostgreSQL and Redis): sign-in and switching, the refusals, the
idle lock, a registration decided with portalctl through the console's own process; and two
gateways sharing one portal's sessions."""

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import jwt
import pytest
from pydantic import SecretStr
from redis.asyncio import Redis
from typer.testing import CliRunner, Result

from backoffice.demo import demo_api_token
from portal_client.protection import SECRET_KEY_PATH, Protected, encrypt_to
from portalctl.cli import app as portalctl_app
from portalctl.runner import Runner
from portalctl.settings import Settings as PortalctlSettings

from . import test_journey as journey
from . import test_registration_journey as registration
from .distributed import DistributedPortal

COMPANIES = "cust/employee/comps/all"


def page_on(url: str) -> httpx.AsyncClient:
    """A browser page of this machine (127.0.0.1: a known address of the demo users)."""
    return httpx.AsyncClient(
        base_url=url, auth=Protected(), timeout=20, headers={"Accept-Language": "en"}
    )


@pytest.fixture
async def browser(distributed: DistributedPortal) -> AsyncIterator[httpx.AsyncClient]:
    async with page_on(distributed.gateway_urls[0]) as client:
        yield client


@pytest.fixture
async def other_gateway(distributed: DistributedPortal) -> AsyncIterator[httpx.AsyncClient]:
    async with page_on(distributed.gateway_urls[1]) as client:
        yield client


class TestSignInAndSwitchAcrossProcesses(journey.TestSignInAndSwitch):
    pass


class TestRefusalsAcrossProcesses(journey.TestRefusals):
    pass


@pytest.fixture
def portalctl(distributed: DistributedPortal) -> registration.Portalctl:
    """``portalctl <args>`` as a demo operator (``as_=``) runs it in distributed mode: over
    HTTP to the console's process (``PORTALCTL_URL``), with their personal API token."""

    async def invoke(*args: str, as_: str) -> Result:
        settings = PortalctlSettings(
            url=distributed.console_url, token=SecretStr(demo_api_token(as_))
        )
        runner = Runner(settings)
        return await asyncio.to_thread(CliRunner().invoke, portalctl_app, list(args), obj=runner)

    return invoke


# Registration's events cross processes here: customer publishes, message consumes.
test_registration_across_processes = (
    registration.test_from_the_first_sms_to_the_first_sign_in_of_the_new_administrator
)


async def idle_for(portal: DistributedPortal, access_token: str, seconds: int) -> None:
    """The session of ``access_token`` last active ``seconds`` ago, as if its user had left
    the page: the gateways only read the session's last activity in the shared Redis."""
    session_id = jwt.decode(access_token, options={"verify_signature": False})["sid"]
    kv = Redis.from_url(portal.redis_url)
    try:
        await kv.hset(f"session:{session_id}", "last_seen", int(time.time()) - seconds)
    finally:
        await kv.aclose()


class TestIdleLockAcrossProcesses:
    async def test_both_gateways_lock_and_a_password_unlocks_at_either(
        self,
        distributed: DistributedPortal,
        browser: httpx.AsyncClient,
        other_gateway: httpx.AsyncClient,
    ) -> None:
        signed_in = await journey.sign_in(browser, "13800000002")
        headers = journey.bearer(signed_in["accessToken"])
        await idle_for(distributed, signed_in["accessToken"], signed_in["failurePeriodSec"] + 1)

        locked = [
            await journey.call(c, COMPANIES, headers=headers) for c in (browser, other_gateway)
        ]
        way = await journey.call(
            other_gateway, "param/security/findParamSecurityLogoutWay", headers=headers
        )
        keys = (await other_gateway.post(SECRET_KEY_PATH)).json()["body"]
        unlocked = await journey.call(
            other_gateway,
            "login/user/logoutCheckTypeWithSecurity",
            headers=headers,
            json={
                "checkType": 10,
                "passWord": encrypt_to(keys["credential"]["spki"], b"Demo@123456"),
                "userMobile": "13800000002",
                "browserID": journey.BROWSER,
            },
        )

        assert [envelope["status"] for envelope in locked] == [423, 423]
        assert way["body"]["canVerify"] is True
        assert unlocked["body"]["loginType"] == 10
        assert (await journey.call(browser, COMPANIES, headers=headers))["ok"] is True


async def companies(client: httpx.AsyncClient, token: str) -> httpx.Response:
    return await client.post(f"{journey.API}/{COMPANIES}", headers=journey.bearer(token))


class TestTwoGateways:
    async def test_a_session_made_through_one_gateway_works_through_the_other(
        self, browser: httpx.AsyncClient, other_gateway: httpx.AsyncClient
    ) -> None:
        signed_in: dict[str, Any] = await journey.sign_in(browser, "13800000002")

        answer = await companies(other_gateway, signed_in["accessToken"])

        assert answer.status_code == 200
        assert [c["compCode"] for c in answer.json()["body"]] == ["DEMO0001"]

    async def test_signing_out_at_one_gateway_ends_the_session_at_both(
        self, browser: httpx.AsyncClient, other_gateway: httpx.AsyncClient
    ) -> None:
        signed_in = await journey.sign_in(browser, "13800000002")
        token = signed_in["accessToken"]

        logout = await journey.call(
            other_gateway, "login/user/logout", headers=journey.bearer(token)
        )

        assert logout["ok"] is True
        assert (await companies(browser, token)).status_code == 401
        assert (await companies(other_gateway, token)).status_code == 401

    async def test_a_request_replayed_to_the_other_gateway_is_refused(
        self, browser: httpx.AsyncClient, other_gateway: httpx.AsyncClient
    ) -> None:
        signed_in = await journey.sign_in(browser, "13800000002")
        page: Protected = browser.auth  # type: ignore[assignment]
        request = browser.build_request(
            "POST", f"{journey.API}/{COMPANIES}", headers=journey.bearer(signed_in["accessToken"])
        )
        request.read()
        sealed = page.seal(request)
        copy = other_gateway.build_request(
            "POST", sealed.url.path, headers=sealed.headers, content=sealed.content
        )

        first = await browser.send(sealed, auth=None)
        replayed = await other_gateway.send(copy, auth=None)
        fresh = await companies(other_gateway, signed_in["accessToken"])

        assert first.json()["ok"] is True
        # Same transport key, so only the nonce, kept in the shared Redis, can refuse it.
        keys = [(await c.post(SECRET_KEY_PATH)).json()["body"] for c in (browser, other_gateway)]
        assert keys[0]["transport"] == keys[1]["transport"]
        assert replayed.status_code == 400
        assert fresh.json()["ok"] is True


class TestMetricsOfEveryProcess:
    async def test_each_process_serves_its_metrics_on_its_own_port_not_its_main_one(
        self, distributed: DistributedPortal
    ) -> None:
        async with httpx.AsyncClient(timeout=20) as client:
            for name, server in distributed.servers.items():
                page = await client.get(server.metrics_url)
                on_main_port = await client.get(f"{server.url}/metrics")

                assert page.status_code == 200, name
                assert "# TYPE portal_requests_total counter" in page.text, name
                assert on_main_port.status_code == 404, name
