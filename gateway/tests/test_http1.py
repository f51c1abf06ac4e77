"""The gateway's HTTP/1.1 client against real local servers that answer as scripted: what a
browser receives through the proxy, and which connections the service saw."""

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from typing import Any

import pytest

from gateway.forwarders import SMALL_ANSWER_BYTES, RemoteUpstream
from gateway.http1 import Pool
from gateway.proxy import Payload, forward
from gateway.route_table import parse_call

ROUTE = parse_call("/echo/*", "content")
JSON = b'{"ok":true}'


def answer(body: bytes = JSON, *extra: bytes) -> bytes:
    head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n" % len(
        body
    )
    return head + b"".join(h + b"\r\n" for h in extra) + b"\r\n" + body


def chunked(*pieces: bytes) -> list[bytes]:
    head = b"HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ntransfer-encoding: chunked\r\n\r\n"
    return [head, *(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces), b"0\r\n\r\n"]


Script = Callable[[asyncio.StreamReader, asyncio.StreamWriter, int], Awaitable[None]]


class Service:
    """A local server running ``script`` for each connection (given its number, from 0)."""

    def __init__(self, script: Script) -> None:
        self._script = script
        self.connections = 0
        self.requests: list[bytes] = []
        self.closed_by_gateway = 0
        self.port = 0

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        number = self.connections
        self.connections += 1
        try:
            await self._script(reader, writer, number)
            # The script is done: does the gateway close its side?
            if not writer.is_closing() and await reader.read() == b"":
                self.closed_by_gateway += 1
        except (ConnectionError, asyncio.IncompleteReadError):
            self.closed_by_gateway += 1
        finally:
            writer.close()

    async def request(self, reader: asyncio.StreamReader) -> bytes:
        """One request read whole (head and body); b"" when the gateway closed."""
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return b""
        length = 0
        for line in head.lower().split(b"\r\n"):
            if line.startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        call = head + await reader.readexactly(length)
        self.requests.append(call)
        return call


@pytest.fixture
async def serve() -> AsyncIterator[Callable[[Script], Awaitable[tuple[Service, Pool]]]]:
    servers: list[asyncio.Server] = []
    pools: list[Pool] = []

    async def start(script: Script) -> tuple[Service, Pool]:
        service = Service(script)
        server = await asyncio.start_server(service._handle, "127.0.0.1", 0)
        servers.append(server)
        service.port = server.sockets[0].getsockname()[1]
        pools.append(Pool(f"http://127.0.0.1:{service.port}", 3.0, 4))
        return service, pools[-1]

    yield start
    for pool in pools:
        await pool.close()
    for server in servers:
        server.close()
        await server.wait_closed()


class Browser:
    def __init__(self, send_fails_after: int | None = None) -> None:
        self.messages: list[MutableMapping[str, Any]] = []
        self._send_fails_after = send_fails_after

    async def call(
        self, upstream: RemoteUpstream, method: str = "GET", deadline: float = 5.0
    ) -> "Browser":
        scope = {
            "type": "http",
            "method": method,
            "path": "/api/echo/x",
            "raw_path": b"/api/echo/x",
            "query_string": b"q=1",
            "headers": [(b"accept", b"application/json"), (b"cookie", b"secret=1")],
            "client": ("198.51.100.9", 40000),
        }
        await forward(
            scope, self.receive, self.send, ROUTE, upstream, deadline, "rid-1", Payload(b"", None)
        )
        return self

    async def receive(self) -> dict[str, Any]:
        await asyncio.sleep(3600)
        return {"type": "http.disconnect"}

    async def send(self, message: MutableMapping[str, Any]) -> None:
        if self._send_fails_after is not None and len(self.messages) > self._send_fails_after:
            raise OSError("the browser went away")
        self.messages.append(message)

    @property
    def status(self) -> int:
        status: int = self.messages[0]["status"]
        return status

    @property
    def bodies(self) -> list[bytes]:
        return [m["body"] for m in self.messages[1:]]

    def envelope_status(self) -> int:
        status: int = json.loads(b"".join(self.bodies))["status"]
        return status


def upstream(pool: Pool) -> RemoteUpstream:
    return RemoteUpstream(pool, 5.0)


async def test_keep_alive_connections_are_reused_and_small_answers_come_whole(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        while await service.request(reader):
            writer.write(answer())
            await writer.drain()

    service, pool = await serve(script)

    browsers = [await Browser().call(upstream(pool)) for _ in range(3)]

    assert [b.status for b in browsers] == [200, 200, 200]
    assert all(b.bodies == [JSON] for b in browsers)
    assert browsers[0].messages[1]["more_body"] is False
    assert service.connections == 1
    assert service.requests[0].startswith(b"GET /echo/x?q=1 HTTP/1.1\r\nhost: 127.0.0.1:")
    assert b"accept: application/json\r\n" in service.requests[0]
    assert b"cookie" not in service.requests[0]


async def test_a_chunked_answer_streams_and_the_connection_is_reused(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        while await service.request(reader):
            for part in chunked(b"one ", b"two ", b"three"):
                writer.write(part)
                await writer.drain()
                await asyncio.sleep(0.01)

    service, pool = await serve(script)

    first = await Browser().call(upstream(pool))
    second = await Browser().call(upstream(pool))

    assert first.status == second.status == 200
    assert b"".join(first.bodies) == b"".join(second.bodies) == b"one two three"
    assert first.messages[-1]["more_body"] is False
    assert len(first.bodies) > 1  # passed on as it came, not read whole first
    assert service.connections == 1


async def test_a_large_answer_is_streamed(serve: Any) -> None:
    big = b"x" * (SMALL_ANSWER_BYTES * 3)

    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        while await service.request(reader):
            writer.write(answer(big))
            await writer.drain()

    service, pool = await serve(script)

    browser = await Browser().call(upstream(pool))

    assert b"".join(browser.bodies) == big
    assert len(browser.bodies) > 1


async def test_a_connection_is_read_again_after_an_answer_that_filled_its_buffer(
    serve: Any,
) -> None:
    whole = b"w" * SMALL_ANSWER_BYTES

    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        while await service.request(reader):
            writer.write(answer(whole))
            await writer.drain()

    service, pool = await serve(script)

    first = await Browser().call(upstream(pool))
    second = await Browser().call(upstream(pool))

    assert first.bodies == second.bodies == [whole]
    assert service.connections == 1


async def test_an_idle_connection_the_service_closed_is_replaced(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        await service.request(reader)
        writer.write(answer())
        await writer.drain()
        writer.close()  # as an idle timeout would, without saying so in the answer

    service, pool = await serve(script)

    first = await Browser().call(upstream(pool))
    await asyncio.sleep(0.05)
    second = await Browser().call(upstream(pool))

    assert first.status == second.status == 200
    assert second.bodies == [JSON]
    assert service.connections == 2


async def test_a_reused_connection_dropped_with_no_answer_is_retried_once(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        # The first call on each connection is answered; the next is taken and dropped, as
        # when the service's idle timeout and the call cross.
        await service.request(reader)
        writer.write(answer())
        await writer.drain()
        await service.request(reader)
        writer.close()

    service, pool = await serve(script)

    first = await Browser().call(upstream(pool))
    second = await Browser().call(upstream(pool))

    assert first.status == second.status == 200
    assert second.bodies == [JSON]
    assert service.connections == 2
    assert len(service.requests) == 3


async def test_a_new_connection_dropped_with_no_answer_is_not_retried(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        await service.request(reader)
        writer.close()

    service, pool = await serve(script)

    browser = await Browser().call(upstream(pool), method="POST")

    assert browser.envelope_status() == 503
    assert len(service.requests) == 1


async def test_a_reused_connection_dropped_mid_answer_is_not_retried(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        await service.request(reader)
        writer.write(answer())
        await service.request(reader)
        writer.write(answer()[:20])
        await writer.drain()
        writer.close()

    service, pool = await serve(script)

    assert (await Browser().call(upstream(pool))).status == 200
    browser = await Browser().call(upstream(pool), method="POST")

    assert browser.envelope_status() == 503
    assert len(service.requests) == 2


async def test_an_answer_with_connection_close_is_not_kept(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        while await service.request(reader):
            writer.write(answer(JSON, b"connection: close"))
            await writer.drain()

    service, pool = await serve(script)

    first = await Browser().call(upstream(pool))
    second = await Browser().call(upstream(pool))
    await asyncio.sleep(0.05)

    assert first.bodies == second.bodies == [JSON]
    assert (b"connection", b"close") not in first.messages[0]["headers"]
    assert service.connections == 2
    assert service.closed_by_gateway == 2


async def test_an_answer_read_until_the_service_closes(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        await service.request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n\r\nall of it")
        await writer.drain()
        writer.close()

    service, pool = await serve(script)

    browser = await Browser().call(upstream(pool))

    assert browser.status == 200
    assert b"".join(browser.bodies) == b"all of it"


async def test_a_head_call_gets_the_head_only(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        while await service.request(reader):
            writer.write(answer(JSON)[: -len(JSON)])
            await writer.drain()

    service, pool = await serve(script)

    browser = await Browser().call(upstream(pool), method="HEAD")

    assert browser.status == 200
    assert b"".join(browser.bodies) == b""


async def test_a_missed_deadline_answers_504_and_drops_the_connection(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        await service.request(reader)  # and no answer: the server waits for the gateway

    service, pool = await serve(script)

    browser = await Browser().call(upstream(pool), method="POST", deadline=0.2)
    await asyncio.sleep(0.1)

    assert browser.envelope_status() == 504
    assert service.closed_by_gateway == 1


async def test_a_refused_connection_answers_503() -> None:
    pool = Pool("http://127.0.0.1:9", 3.0, 4)

    browser = await Browser().call(upstream(pool), method="POST")

    assert browser.envelope_status() == 503


async def test_a_browser_gone_mid_download_closes_the_upstream_connection(serve: Any) -> None:
    async def script(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, n: int) -> None:
        await service.request(reader)
        for part in chunked(*(b"piece" for _ in range(50))):
            writer.write(part)
            await writer.drain()
            await asyncio.sleep(0.01)

    service, pool = await serve(script)

    with pytest.raises(OSError, match="went away"):
        await Browser(send_fails_after=1).call(upstream(pool))
    after = await Browser().call(upstream(pool))
    await asyncio.sleep(0.1)

    assert after.status == 200
    assert service.connections == 2
    assert service.closed_by_gateway >= 1
