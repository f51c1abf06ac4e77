"""Issue 3's journey, as an independent client that knows only DESIGN §3/§5 and the
specification: keys, captcha from the dev outbox, password sign-in, companies, switching,
and every refusal a security reviewer would try. Both backends, clock controlled."""

import base64
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from portal_client.protection import SECRET_KEY_PATH, Protected
from portal_kit.layout import load_service_spec

from .support import API, password_sign_in
from .support import DEMO_PASSWORD as DEMO_PASSWORD  # test_faults signs in by hand

BROWSER = "journeyBrowser0001"


@pytest.fixture
async def demo_data(gateway_app: FastAPI) -> None:
    """The demo users and their companies (idempotent seeds, as `make run` loads them)."""
    for service in ("auth", "customer"):
        app = gateway_app.state.upstreams.embedded_apps[service]
        async with app.state.db.sessionmaker.begin() as session:
            await load_service_spec(service).seed(session, True)


@pytest.fixture
async def browser(gateway_app: FastAPI, demo_data: None) -> AsyncIterator[httpx.AsyncClient]:
    """A browser on this machine (127.0.0.1 is a known sign-in address of the demo users)."""
    transport = httpx.ASGITransport(app=gateway_app, client=("127.0.0.1", 50001))
    async with httpx.AsyncClient(
        transport=transport, base_url="http://portal.test", auth=Protected()
    ) as client:
        yield client


async def call(client: httpx.AsyncClient, path: str, **options: Any) -> dict[str, Any]:
    response = await client.post(f"{API}/{path}", **options)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


async def sign_in(client: httpx.AsyncClient, mobile: str) -> dict[str, Any]:
    envelope = await password_sign_in(client, mobile, BROWSER)
    assert envelope["ok"] is True, envelope
    body: dict[str, Any] = envelope["body"]
    return body


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class TestSignInAndSwitch:
    async def test_sign_in_list_companies_and_switch(self, browser: httpx.AsyncClient) -> None:
        signed_in = await sign_in(browser, "13800000001")

        assert signed_in["next"] == "chooseCompany"
        assert {comp["compCode"] for comp in signed_in["comps"]} == {
            "DEMO0001",
            "DEMO0002",
            "DEMO0003",
        }
        companies = await call(
            browser, "cust/employee/comps/all", headers=bearer(signed_in["accessToken"])
        )
        assert len(companies["body"]) == 3

        switched = await call(
            browser,
            "employee/refresh/token",
            json={"refreshToken": signed_in["refreshToken"], "employeeCode": "EMP0002"},
        )
        info = await call(
            browser,
            "cust/employee/info/comp",
            params={"productCode": "EC"},
            headers=bearer(switched["body"]["accessToken"]),
        )
        assert info["body"]["compCode"] == "DEMO0002"
        assert info["body"]["mobile"] == "138****0001"

    async def test_a_company_the_user_does_not_hold_is_refused(
        self, browser: httpx.AsyncClient
    ) -> None:
        signed_in = await sign_in(browser, "13800000003")

        envelope = await call(
            browser,
            "employee/refresh/token",
            json={"refreshToken": signed_in["refreshToken"], "employeeCode": "EMP0004"},
        )

        assert envelope["status"] == 403


class TestRefusals:
    async def test_a_replayed_request_is_refused(self, browser: httpx.AsyncClient) -> None:
        signed_in = await sign_in(browser, "13800000002")
        page: Protected = browser.auth  # type: ignore[assignment]
        request = browser.build_request(
            "POST", f"{API}/cust/employee/comps/all", headers=bearer(signed_in["accessToken"])
        )
        request.read()
        sealed = page.seal(request)

        first = await browser.send(sealed, auth=None)
        again = await browser.send(sealed, auth=None)

        assert first.json()["ok"] is True
        assert again.status_code == 400

    async def test_a_tampered_body_is_refused(self, browser: httpx.AsyncClient) -> None:
        page: Protected = browser.auth  # type: ignore[assignment]
        page.use_keys((await browser.post(SECRET_KEY_PATH)).json()["body"])
        request = browser.build_request(
            "POST", f"{API}/employee/refresh/token", json={"refreshToken": "x", "employeeCode": "y"}
        )
        request.read()
        sealed = page.seal(request)
        data = base64.b64decode(json.loads(sealed.content)["data"])
        spoiled = data[:-1] + bytes([data[-1] ^ 1])
        content = json.dumps({"data": base64.b64encode(spoiled).decode()}).encode()
        tampered = httpx.Request(
            "POST",
            sealed.url,
            headers={**sealed.headers, "content-length": str(len(content))},
            content=content,
        )

        assert (await browser.send(tampered, auth=None)).status_code == 400

    async def test_a_stale_timestamp_is_refused(self, browser: httpx.AsyncClient) -> None:
        page: Protected = browser.auth  # type: ignore[assignment]
        real_now = page.now_ms
        page.now_ms = lambda: real_now() - 6 * 60 * 1000

        response = await browser.post(f"{API}/product/list")

        assert response.status_code == 400

    async def test_a_forged_token_is_refused(self, browser: httpx.AsyncClient) -> None:
        signed_in = await sign_in(browser, "13800000002")
        header, claims, _ = signed_in["accessToken"].split(".")
        unsigned = base64.urlsafe_b64encode(b'{"alg":"none","typ":"JWT"}').rstrip(b"=").decode()

        for forged in (f"{header}.{claims}.AAAA", f"{unsigned}.{claims}."):
            response = await browser.post(f"{API}/cust/employee/comps/all", headers=bearer(forged))
            assert response.status_code == 401

    async def test_after_logout_the_token_is_refused(self, browser: httpx.AsyncClient) -> None:
        signed_in = await sign_in(browser, "13800000002")
        headers = bearer(signed_in["accessToken"])

        assert (await call(browser, "login/user/logout", headers=headers))["ok"] is True

        response = await browser.post(f"{API}/cust/employee/comps/all", headers=headers)
        assert response.status_code == 401


class TestIdleLock:
    # In-process only: the test moves the portal's clock.
    async def test_after_the_idle_period_calls_answer_423(
        self, browser: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        signed_in = await sign_in(browser, "13800000002")
        assert signed_in["next"] == "tokens"
        gateway_app.state.clock.advance(seconds=signed_in["failurePeriodSec"] + 1)

        # The access token has expired as well: the client renews it, as the web app does.
        renewed = await call(
            browser,
            "employee/refresh/token",
            json={"refreshToken": signed_in["refreshToken"], "employeeCode": "EMP0004"},
        )
        envelope = await call(
            browser, "cust/employee/comps/all", headers=bearer(renewed["body"]["accessToken"])
        )

        assert envelope["status"] == 423
