"""What a browser receives when the /api handler itself fails or is asked what it never serves:
the same envelopes, headers and request ids as every other answer of the gateway."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from redis.exceptions import ConnectionError as KVConnectionError

from portal_kit.protected_client import Protected

PRODUCTS = "/api/web/portal/api/product/list"
ENGLISH = {"accept-language": "en"}


@pytest.fixture
async def page(gateway_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=gateway_app, raise_app_exceptions=False)
    async with httpx.AsyncClient(
        transport=transport, base_url="http://p", auth=Protected()
    ) as client:
        yield client


def failing_with(error: Exception) -> Any:
    async def admit(*_: object) -> None:
        raise error

    return admit


def assert_hardened(response: httpx.Response) -> None:
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert "content-security-policy" in response.headers
    assert len(response.headers["x-request-id"]) == 32


class TestFailures:
    async def test_an_unexpected_error_is_the_500_envelope(
        self, page: httpx.AsyncClient, gateway_app: FastAPI, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        protection = gateway_app.state.protection
        monkeypatch.setattr(protection, "admit", failing_with(RuntimeError("a bug")))

        response = await page.post(PRODUCTS, headers=ENGLISH)

        assert response.status_code == 200
        assert response.json() == {
            "ok": False,
            "status": 500,
            "msg": "An unexpected error occurred; please try again later.",
            "body": None,
        }
        assert_hardened(response)

    async def test_an_unreachable_kv_is_the_503_envelope(
        self, page: httpx.AsyncClient, gateway_app: FastAPI, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        protection = gateway_app.state.protection
        monkeypatch.setattr(protection, "admit", failing_with(KVConnectionError("gone")))

        response = await page.post(PRODUCTS, headers=ENGLISH)

        assert response.json()["status"] == 503
        assert_hardened(response)

    async def test_the_next_call_after_a_failure_is_answered(
        self, page: httpx.AsyncClient, gateway_app: FastAPI, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        protection = gateway_app.state.protection
        monkeypatch.setattr(protection, "admit", failing_with(RuntimeError("a bug")))
        await page.post(PRODUCTS)
        monkeypatch.undo()

        assert (await page.post(PRODUCTS)).json()["ok"] is True


class TestNotServed:
    async def test_an_unknown_method_is_405_with_the_envelope(
        self, page: httpx.AsyncClient
    ) -> None:
        response = await page.request("PROPFIND", PRODUCTS, headers=ENGLISH)

        assert response.status_code == 405
        assert response.json()["msg"] == "This method is not allowed here."
        assert_hardened(response)

    async def test_an_unknown_path_is_404_with_the_envelope(self, page: httpx.AsyncClient) -> None:
        response = await page.post("/api/web/portal/api/no/such/call", headers=ENGLISH)

        assert response.status_code == 404
        assert response.json()["msg"] == "No such interface."
        assert_hardened(response)

    async def test_every_answer_has_its_own_request_id(self, page: httpx.AsyncClient) -> None:
        ids = {(await page.post(PRODUCTS)).headers["x-request-id"] for _ in range(3)}

        assert len(ids) == 3
