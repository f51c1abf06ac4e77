"""The proxy against a stand-in upstream app, in-process and over HTTP: what it forwards, drops,
and what the browser receives, also when the service fails, is slow or is not there."""

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse, StreamingResponse
from prometheus_client import REGISTRY

from gateway.forwarders import (
    SMALL_ANSWER_BYTES,
    InProcessUpstream,
    RemoteUpstream,
)
from gateway.http1 import Pool
from gateway.proxy import Payload, Upstream, forward
from gateway.route_table import parse_call
from portal_kit.testing import served

ROUTE = parse_call("/echo/*", "content")
NO_BODY = Payload(b"", None)


def upstream_failures(kind: str) -> float:
    labels = {"service": "gateway", "upstream": "content", "kind": kind}
    return REGISTRY.get_sample_value("portal_upstream_failures_total", labels) or 0.0


PIECE = b"p" * (SMALL_ANSWER_BYTES // 2)


def echo_app() -> FastAPI:
    app = FastAPI()

    @app.api_route("/echo/{rest:path}", methods=["GET", "POST"])
    async def echo(request: Request) -> JSONResponse:
        response = JSONResponse(
            {
                "method": request.method,
                "path": request.url.path,
                "query": request.url.query,
                "body": (await request.body()).decode(),
                "headers": dict(request.headers),
            },
            headers={"connection": "close, x-secret-hop", "x-secret-hop": "1", "x-kept": "yes"},
        )
        response.set_cookie("a", "1")
        response.set_cookie("b", "2")
        return response

    @app.post("/fail/{rest:path}")
    async def fail() -> PlainTextResponse:
        return PlainTextResponse("Internal Server Error", status_code=500)

    @app.post("/crash/{rest:path}")
    async def crash() -> PlainTextResponse:
        raise RuntimeError("a bug in the service")

    @app.post("/slow/{rest:path}")
    async def slow() -> JSONResponse:
        await asyncio.sleep(5)
        return JSONResponse({})

    @app.get("/download/{rest:path}")
    async def download() -> StreamingResponse:
        async def pieces() -> AsyncIterator[bytes]:
            for _ in range(4):
                yield PIECE
                await asyncio.sleep(0)

        return StreamingResponse(pieces(), media_type="application/octet-stream")

    return app


class Browser:
    """The ASGI server's side of one call: what the gateway sent."""

    def __init__(self, method: str, path: str, query: bytes, headers: dict[str, str]) -> None:
        self.scope: dict[str, Any] = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "method": method,
            "path": path,
            "raw_path": path.encode(),
            "query_string": query,
            "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
            "client": ("198.51.100.9", 40000),
        }
        self.messages: list[dict[str, Any]] = []

    async def receive(self) -> dict[str, Any]:
        await asyncio.sleep(3600)
        return {"type": "http.disconnect"}

    async def send(self, message: dict[str, Any]) -> None:
        self.messages.append(message)

    @property
    def status(self) -> int:
        start = self.messages[0]
        assert start["type"] == "http.response.start"
        status: int = start["status"]
        return status

    @property
    def headers(self) -> list[tuple[bytes, bytes]]:
        headers: list[tuple[bytes, bytes]] = self.messages[0]["headers"]
        return headers

    @property
    def bodies(self) -> list[bytes]:
        return [m["body"] for m in self.messages[1:] if m.get("body") or m.get("more_body")]

    def json(self) -> Any:
        assert self.messages[-1].get("more_body", False) is False
        return json.loads(b"".join(m.get("body", b"") for m in self.messages[1:]))

    async def call(
        self, upstream: Upstream, deadline: float = 5.0, payload: Payload = NO_BODY
    ) -> "Browser":
        await forward(
            self.scope, self.receive, self.send, ROUTE, upstream, deadline, "rid-1", payload
        )
        return self


@pytest.fixture(params=["in-process", "remote"])
async def upstream(request: pytest.FixtureRequest) -> AsyncIterator[Upstream]:
    app = echo_app()
    if request.param == "in-process":
        yield InProcessUpstream(app, "content")
        return
    async with served(app) as port:
        pool = Pool(f"http://127.0.0.1:{port}", 3.0, 10)
        yield RemoteUpstream(pool, 15.0)
        await pool.close()


@pytest.fixture
def warnings(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    with caplog.at_level("WARNING", logger="gateway.proxy"):
        yield caplog


class TestForward:
    async def test_forwards_method_path_query_body_and_authorization(
        self, upstream: Upstream
    ) -> None:
        browser = Browser(
            "POST",
            "/api/echo/a/b",
            b"pid=440000&x=%E4%B8%AD",
            {
                "Authorization": "Bearer token-1",
                "Content-Type": "text/plain",
                "Accept-Language": "en",
                "Cookie": "access_token=secret",
                "Connection": "keep-alive",
                "X-Forwarded-For": "10.0.0.1",
                "X-Service-Token": "forged",
            },
        )

        await browser.call(upstream, payload=Payload(b'{"k": 1}', "application/json"))
        echoed = browser.json()

        assert browser.status == 200
        assert echoed["method"] == "POST"
        assert echoed["path"] == "/echo/a/b"
        assert echoed["query"] == "pid=440000&x=%E4%B8%AD"
        assert echoed["body"] == '{"k": 1}'
        headers = echoed["headers"]
        assert headers["authorization"] == "Bearer token-1"
        assert headers["accept-language"] == "en"
        assert headers["content-type"] == "application/json"
        assert headers["x-request-id"] == "rid-1"
        assert headers["x-forwarded-for"] == "198.51.100.9"
        assert "cookie" not in headers
        assert "x-service-token" not in headers

    async def test_drops_hop_by_hop_answer_headers_keeps_cookies_and_adds_the_request_id(
        self, upstream: Upstream
    ) -> None:
        browser = await Browser("GET", "/api/echo/x", b"", {}).call(upstream)

        names = {name for name, _ in browser.headers}
        assert b"connection" not in names
        assert b"x-secret-hop" not in names
        assert (b"x-kept", b"yes") in browser.headers
        assert (b"x-request-id", b"rid-1") in browser.headers
        cookies = [value for name, value in browser.headers if name == b"set-cookie"]
        assert [cookie.split(b";")[0] for cookie in cookies] == [b"a=1", b"b=2"]

    async def test_a_small_answer_is_one_body_message(self, upstream: Upstream) -> None:
        browser = await Browser("GET", "/api/echo/x", b"", {}).call(upstream)

        assert len(browser.messages) == 2
        assert browser.messages[1]["more_body"] is False
        assert browser.json()["path"] == "/echo/x"

    async def test_a_download_streams_piece_by_piece(self, upstream: Upstream) -> None:
        browser = await Browser("GET", "/api/download/f", b"", {}).call(upstream)

        assert browser.status == 200
        assert b"".join(browser.bodies) == PIECE * 4
        assert len(browser.bodies) > 1
        assert browser.messages[-1]["more_body"] is False

    async def test_a_failing_upstream_answers_503_in_the_envelope(
        self, upstream: Upstream, warnings: pytest.LogCaptureFixture
    ) -> None:
        browser = Browser("POST", "/api/fail/x", b"", {"Accept-Language": "en"})
        before = upstream_failures("failed")

        await browser.call(upstream)

        assert upstream_failures("failed") == before + 1
        assert browser.status == 200
        assert browser.json()["status"] == 503
        assert browser.json()["msg"].startswith("The service is temporarily unavailable")
        assert warnings.messages == ["POST /echo/: content answered HTTP 500"]

    async def test_a_service_that_raises_answers_503_in_the_envelope(
        self, upstream: Upstream
    ) -> None:
        browser = await Browser("POST", "/api/crash/x", b"", {}).call(upstream)

        assert browser.json()["status"] == 503

    async def test_a_slow_upstream_answers_504_at_the_deadline(
        self, upstream: Upstream, warnings: pytest.LogCaptureFixture
    ) -> None:
        before = upstream_failures("deadline")

        browser = await Browser("POST", "/api/slow/x", b"", {}).call(upstream, deadline=0.2)

        assert browser.json()["status"] == 504
        assert upstream_failures("deadline") == before + 1
        assert warnings.messages == ["POST /echo/: content missed its deadline"]

    async def test_an_unreachable_upstream_answers_503_within_3_seconds(
        self, warnings: pytest.LogCaptureFixture
    ) -> None:
        # A port nobody listens on: the connection is refused.
        before = upstream_failures("unreachable")
        started = time.monotonic()
        browser = await Browser("POST", "/api/echo/x", b"", {}).call(
            RemoteUpstream(Pool("http://127.0.0.1:9", 3.0, 10), 15.0), deadline=15.0
        )
        elapsed = time.monotonic() - started

        assert browser.json()["status"] == 503
        assert upstream_failures("unreachable") == before + 1
        assert elapsed < 3.5
        assert warnings.messages[0].startswith("POST /echo/: content unreachable: ")
