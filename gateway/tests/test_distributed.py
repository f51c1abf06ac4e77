"""The API journey of issue 3 again, over HTTP against distributed mode (every service a
process of its own, PostgreSQL and Redis), and two gateways sharing one portal's sessions."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from . import test_journey as journey
from .distributed import DistributedPortal
from .protected_client import SECRET_KEY_PATH, Protected

COMPANIES = "cust/employee/comps/all"


def page_on(url: str) -> httpx.AsyncClient:
    """A browser page of this machine (127.0.0.1: a known address of the demo users)."""
    return httpx.AsyncClient(base_url=url, auth=Protected(), timeout=20)


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
