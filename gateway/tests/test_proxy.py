"""The proxy against stand-in upstream apps: what it forwards, drops and answers on failure."""

import asyncio
import json
import time
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse
from starlette.requests import Request as StarletteRequest

from gateway.proxy import Payload, forward
from gateway.route_table import parse_call

ROUTE = parse_call("/echo/*", "content")
NO_BODY = Payload(b"", None)


def echo_app() -> FastAPI:
    app = FastAPI()

    @app.api_route("/echo/{rest:path}", methods=["GET", "POST"])
    async def echo(request: Request) -> JSONResponse:
        return JSONResponse(
            {
                "method": request.method,
                "path": request.url.path,
                "query": request.url.query,
                "body": (await request.body()).decode(),
                "headers": dict(request.headers),
            },
            headers={"connection": "close, x-secret-hop", "x-secret-hop": "1", "x-kept": "yes"},
        )

    @app.post("/fail/{rest:path}")
    async def fail() -> PlainTextResponse:
        return PlainTextResponse("Internal Server Error", status_code=500)

    @app.post("/slow/{rest:path}")
    async def slow() -> JSONResponse:
        await asyncio.sleep(5)
        return JSONResponse({})

    return app


def incoming(
    method: str, path: str, query: bytes, body: bytes, headers: dict[str, str]
) -> StarletteRequest:
    scope = {
        "type": "http",
        "method": method,
        "path": path,
        "raw_path": path.encode(),
        "query_string": query,
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
        "client": ("198.51.100.9", 40000),
    }

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": body, "more_body": False}

    return StarletteRequest(scope, receive)


@pytest.fixture
async def upstream() -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=echo_app())
    async with httpx.AsyncClient(transport=transport, base_url="http://content.test") as client:
        yield client


async def body_of(response: object) -> bytes:
    chunks = [chunk async for chunk in response.body_iterator]  # type: ignore[attr-defined]
    await response.background()  # type: ignore[attr-defined]
    return b"".join(c if isinstance(c, bytes) else c.encode() for c in chunks)


class TestForward:
    async def test_forwards_method_path_query_body_and_authorization(
        self, upstream: httpx.AsyncClient
    ) -> None:
        request = incoming(
            "POST",
            "/api/echo/a/b",
            b"pid=440000&x=%E4%B8%AD",
            b'{"k": 1}',
            {
                "Authorization": "Bearer token-1",
                "Content-Type": "application/json",
                "Accept-Language": "en",
                "Cookie": "access_token=secret",
                "Connection": "keep-alive",
                "X-Forwarded-For": "10.0.0.1",
                "X-Service-Token": "forged",
            },
        )

        response = await forward(
            request,
            "/echo/a/b",
            ROUTE,
            upstream,
            5.0,
            "rid-1",
            Payload(b'{"k": 1}', "application/json"),
        )
        echoed = json.loads(await body_of(response))

        assert echoed["method"] == "POST"
        assert echoed["path"] == "/echo/a/b"
        assert echoed["query"] == "pid=440000&x=%E4%B8%AD"
        assert echoed["body"] == '{"k": 1}'
        headers = echoed["headers"]
        assert headers["authorization"] == "Bearer token-1"
        assert headers["accept-language"] == "en"
        assert headers["x-request-id"] == "rid-1"
        assert headers["x-forwarded-for"] == "198.51.100.9"
        assert "cookie" not in headers
        assert "x-service-token" not in headers

    async def test_drops_hop_by_hop_answer_headers_and_adds_the_request_id(
        self, upstream: httpx.AsyncClient
    ) -> None:
        request = incoming("GET", "/api/echo/x", b"", b"", {})

        response = await forward(request, "/echo/x", ROUTE, upstream, 5.0, "rid-2", NO_BODY)
        await body_of(response)

        names = {name for name, _ in response.raw_headers}
        assert b"connection" not in names
        assert b"x-secret-hop" not in names
        assert (b"x-kept", b"yes") in response.raw_headers
        assert (b"x-request-id", b"rid-2") in response.raw_headers

    async def test_a_failing_upstream_answers_503_in_the_envelope(
        self, upstream: httpx.AsyncClient
    ) -> None:
        request = incoming("POST", "/api/fail/x", b"", b"", {"Accept-Language": "en"})

        response = await forward(request, "/fail/x", ROUTE, upstream, 5.0, "rid-3", NO_BODY)

        envelope = json.loads(response.body)  # type: ignore[attr-defined]
        assert envelope["status"] == 503
        assert envelope["msg"].startswith("The service is temporarily unavailable")

    async def test_a_slow_upstream_answers_504_at_the_deadline(
        self, upstream: httpx.AsyncClient
    ) -> None:
        request = incoming("POST", "/api/slow/x", b"", b"", {})

        response = await forward(request, "/slow/x", ROUTE, upstream, 0.2, "rid-4", NO_BODY)

        assert json.loads(response.body)["status"] == 504  # type: ignore[attr-defined]

    async def test_an_unreachable_upstream_answers_503_within_3_seconds(self) -> None:
        request = incoming("POST", "/api/echo/x", b"", b"", {})
        # A port nobody listens on: the connection is refused.
        async with httpx.AsyncClient(base_url="http://127.0.0.1:9", timeout=3.0) as client:
            started = time.monotonic()
            response = await forward(request, "/echo/x", ROUTE, client, 15.0, "rid-5", NO_BODY)
            elapsed = time.monotonic() - started

        assert json.loads(response.body)["status"] == 503  # type: ignore[attr-defined]
        assert elapsed < 3.5
