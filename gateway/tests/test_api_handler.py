"""What a browser receives when the /api handler itself fails or is asked what it never serves:
the same envelopes, headers and request ids as every other answer of the gateway."""

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from redis.exceptions import ConnectionError as KVConnectionError

from portal_client.protection import Protected

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

    async def test_an_unknown_method_with_a_body_is_405_not_413(
        self, page: httpx.AsyncClient
    ) -> None:
        response = await page.request("TRACE", PRODUCTS, headers=ENGLISH, content=b"{}")

        assert response.status_code == 405
        assert response.json()["msg"] == "This method is not allowed here."
        assert "POST" in response.headers["allow"]

    async def test_an_unknown_path_is_404_with_the_envelope(self, page: httpx.AsyncClient) -> None:
        response = await page.post("/api/web/portal/api/no/such/call", headers=ENGLISH)

        assert response.status_code == 404
        assert response.json()["msg"] == "No such interface."
        assert_hardened(response)

    async def test_every_answer_has_its_own_request_id(self, page: httpx.AsyncClient) -> None:
        ids = {(await page.post(PRODUCTS)).headers["x-request-id"] for _ in range(3)}

        assert len(ids) == 3


class TestStreams:
    async def test_a_browser_leaving_during_a_download_ends_the_call_quietly(
        self, gateway_app: FastAPI, caplog: pytest.LogCaptureFixture
    ) -> None:
        async def download(scope: Any, receive: Any, send: Any) -> None:
            headers = [(b"content-type", b"application/octet-stream")]
            await send({"type": "http.response.start", "status": 200, "headers": headers})
            for _ in range(3):
                await send({"type": "http.response.body", "body": b"x" * 1000, "more_body": True})
            await send({"type": "http.response.body", "body": b"", "more_body": False})

        gateway_app.state.upstreams.upstream("content").app = download
        path = "/api/web/portal/api/third/file/public/picture.png"
        scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.4"},
            "http_version": "1.1",
            "method": "GET",
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "root_path": "",
            "headers": [(b"host", b"portal.test")],
            "client": ("198.51.100.9", 40000),
            "server": ("portal.test", 80),
        }
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.body" and len(sent) > 1:
                raise OSError("the browser has gone")
            sent.append(message)

        with caplog.at_level("INFO", logger="gateway.api"):
            await gateway_app(scope, receive, send)

        assert sent[0]["status"] == 200
        assert "client disconnected during GET /api/web/portal/api/third/file/public/" in (
            caplog.messages
        )
