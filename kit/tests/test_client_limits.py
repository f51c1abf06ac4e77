"""Slow, stalled, oversized and vanishing clients, on a real server over real sockets: uvicorn
with the options every process serves with (``portal_kit.cli.server_options``)."""

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi import APIRouter, Request
from pydantic_settings import SettingsConfigDict

from portal_kit.app import create_service_app
from portal_kit.cli import server_options
from portal_kit.envelope import Envelope, ok
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import served

HEADER_TIMEOUT_SEC = 1.0
BODY_TIMEOUT_SEC = 1.5
# Far past every limit: a loaded machine has answered (or closed) long before this.
BOUND_SEC = 15.0
DECLARED_BODY = 1000


class LimitSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="LIMITTEST_", extra="ignore")

    service_name: str = "limits"


router = APIRouter()


@router.post("/echo")
async def echo(request: Request) -> Envelope[int]:
    return ok(len(await request.body()))


@pytest.fixture
async def port(tmp_path: Path) -> AsyncIterator[int]:
    """A server on a free loopback port, with short timeouts and the default size limits."""
    settings = LimitSettings(
        mode=RunMode.TEST,
        var_dir=tmp_path,
        client_header_timeout_sec=HEADER_TIMEOUT_SEC,
        client_body_timeout_sec=BODY_TIMEOUT_SEC,
    )
    app = create_service_app(settings, [router])
    # Its lifespan opens what the app factory's middleware uses, as in a real process.
    async with served(app, lifespan="auto", **server_options(settings)) as port:
        yield port


@contextlib.asynccontextmanager
async def connection(port: int) -> AsyncIterator[tuple[asyncio.StreamReader, asyncio.StreamWriter]]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        yield reader, writer
    finally:
        writer.close()
        with contextlib.suppress(ConnectionError):
            await writer.wait_closed()


async def response(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    """The next answer on the connection: its status and body (empty: closed, no answer)."""
    async with asyncio.timeout(BOUND_SEC):
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError as closed:
            if closed.partial:
                raise
            return 0, b""
        lines = head.decode("latin-1").split("\r\n")
        headers = dict(line.lower().split(": ", 1) for line in lines[1:] if line)
        body = await reader.readexactly(int(headers.get("content-length", "0")))
        return int(lines[0].split()[1]), body


def head_lines(method: str, path: str, *headers: bytes) -> bytes:
    """A request line and header lines, the head not yet ended."""
    lines = [f"{method} {path} HTTP/1.1".encode(), b"host: limits.test", *headers]
    return b"".join(line + b"\r\n" for line in lines)


def request_head(method: str, path: str, *headers: bytes) -> bytes:
    return head_lines(method, path, *headers) + b"\r\n"


def echo_head(length: int = DECLARED_BODY) -> bytes:
    return request_head(
        "POST", "/echo", b"content-type: application/json", f"content-length: {length}".encode()
    )


async def dribble(writer: asyncio.StreamWriter, lines: int) -> None:
    """One header line every half second, for as long as the server keeps listening."""
    for number in range(lines):
        await asyncio.sleep(0.5)
        try:
            writer.write(f"x-line-{number}: still coming\r\n".encode())
            await writer.drain()
        except ConnectionError:
            return


async def healthz(port: int) -> int:
    async with connection(port) as (reader, writer):
        writer.write(request_head("GET", "/healthz"))
        return (await response(reader))[0]


class TestSlowHeaders:
    async def test_headers_dribbled_past_the_limit_answer_408_and_close(self, port: int) -> None:
        async with connection(port) as (reader, writer):
            writer.write(head_lines("GET", "/healthz"))
            dribbling = asyncio.create_task(dribble(writer, int(BOUND_SEC * 2)))

            status, _ = await response(reader)
            closed = await asyncio.wait_for(reader.read(), BOUND_SEC)
            dribbling.cancel()

        assert status == 408
        assert closed == b""

    async def test_a_connection_that_never_sends_is_closed_without_an_answer(
        self, port: int
    ) -> None:
        async with connection(port) as (reader, _):
            assert await response(reader) == (0, b"")

    async def test_an_idle_keep_alive_connection_is_not_cut_by_the_header_limit(
        self, port: int
    ) -> None:
        async with connection(port) as (reader, writer):
            writer.write(request_head("GET", "/healthz"))
            first, _ = await response(reader)
            # Between requests, uvicorn's keep-alive timeout (5 s) governs, not the header one.
            await asyncio.sleep(HEADER_TIMEOUT_SEC * 1.5)
            writer.write(request_head("GET", "/healthz"))
            second, _ = await response(reader)

        assert (first, second) == (200, 200)


class TestStalledBodies:
    async def test_a_body_that_stops_answers_408_while_others_are_served(self, port: int) -> None:
        async with connection(port) as (reader, writer):
            writer.write(echo_head() + b'{"a"')

            # Stalled as it is, the server still answers everybody else.
            assert await healthz(port) == 200
            status, _ = await response(reader)
            closed = await asyncio.wait_for(reader.read(), BOUND_SEC)

        assert status == 408
        assert closed == b""
        assert await healthz(port) == 200

    async def test_a_body_left_stalled_after_its_answer_closes_without_another(
        self, port: int
    ) -> None:
        async with connection(port) as (reader, writer):
            # Answered (405) without reading the body, which then never comes.
            writer.write(request_head("POST", "/healthz", b"content-length: 1000") + b"{")
            status, _ = await response(reader)
            rest = await asyncio.wait_for(reader.read(), BOUND_SEC)

        assert status == 405
        assert rest == b""

    async def test_a_slow_body_that_keeps_coming_is_read_to_the_end(self, port: int) -> None:
        body = json.dumps({"text": "x" * 200}).encode()
        pieces = [body[start : start + 40] for start in range(0, len(body), 40)]
        async with connection(port) as (reader, writer):
            writer.write(echo_head(len(body)))
            # Longer in all than the body limit, which counts the silence between reads.
            for piece in pieces:
                writer.write(piece)
                await writer.drain()
                await asyncio.sleep(BODY_TIMEOUT_SEC / 5)
            status, answer = await response(reader)

        assert len(pieces) * BODY_TIMEOUT_SEC / 5 > BODY_TIMEOUT_SEC
        assert status == 200
        assert json.loads(answer)["body"] == len(body)


class TestOversizedHeaders:
    async def test_a_100_kb_header_answers_431(self, port: int) -> None:
        async with connection(port) as (reader, writer):
            writer.write(request_head("GET", "/healthz", b"x-big: " + b"a" * 100_000))
            status, _ = await response(reader)

        assert status == 431

    async def test_a_header_that_grows_without_end_answers_431(self, port: int) -> None:
        async with connection(port) as (reader, writer):
            writer.write(head_lines("GET", "/healthz") + b"x-endless: ")
            for _ in range(10):
                writer.write(b"a" * 10_000)
                await writer.drain()
            status, _ = await response(reader)

        assert status == 431

    async def test_a_thousand_headers_answer_431(self, port: int) -> None:
        headers = [f"x-header-{number}: v".encode() for number in range(1000)]
        async with connection(port) as (reader, writer):
            writer.write(request_head("GET", "/healthz", *headers))
            status, _ = await response(reader)

        assert status == 431

    async def test_ordinary_headers_and_a_large_cookie_are_served(self, port: int) -> None:
        headers = [f"x-header-{number}: {'v' * 60}".encode() for number in range(60)]
        cookie = b"cookie: session=" + b"c" * 4000
        async with connection(port) as (reader, writer):
            writer.write(request_head("GET", "/healthz", *headers, cookie))
            status, _ = await response(reader)

        assert status == 200


class TestClientDisconnect:
    async def test_a_client_leaving_mid_body_is_one_info_line_without_traceback(
        self, port: int, caplog: pytest.LogCaptureFixture
    ) -> None:
        caplog.set_level(logging.INFO)
        async with connection(port) as (_, writer):
            writer.write(echo_head() + b'{"a"')
            await writer.drain()

        async with asyncio.timeout(BOUND_SEC):
            while not any("/echo" in record.getMessage() for record in caplog.records):  # noqa: ASYNC110
                await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)  # anything uvicorn would log after the app has returned

        said = [record for record in caplog.records if "disconnected" in record.getMessage()]
        assert [(record.levelno, record.exc_info) for record in said] == [(logging.INFO, None)]
        assert "POST /echo" in said[0].getMessage()
        assert [record for record in caplog.records if record.levelno >= logging.WARNING] == []
