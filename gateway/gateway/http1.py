"""A small HTTP/1.1 client for the gateway's hot path: keep-alive connections to one service.

aiohttp's client cost the gateway ~80-100 µs of CPU per forwarded call where an asyncio
protocol with httptools' parser (the one uvicorn serves with) costs ~15 µs (docs/decisions.md).
It does only what forwarding needs: one request at a time per connection, answers with a
length, chunked or read until the service closes; no redirects, cookies or decompression.
"""

import asyncio
import ssl
from typing import cast
from urllib.parse import urlsplit

import httptools

# Past this many bytes buffered of an answer nobody reads yet, the socket stops being read.
HIGH_WATER_BYTES = 256 * 1024
# Methods whose call carries no body unless it has one (as aiohttp framed them).
_BODYLESS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE", "CONNECT"})
# Added when the caller did not say (as aiohttp's client did, so services see the same call).
_DEFAULT_HEADERS = ((b"accept", b"*/*"), (b"accept-encoding", b"gzip, deflate, br"))


class ConnectionLost(Exception):
    """The service closed the connection (or sent what is not HTTP) before the answer ended."""


class Connection(asyncio.Protocol):
    """One connection and the answer it is reading; a pool hands it to one caller at a time."""

    def __init__(self) -> None:
        self._transport: asyncio.Transport | None = None
        self._waiter: asyncio.Future[None] | None = None
        self._paused = False
        self.closed = False
        self.reused = False
        self._expect_answer()

    def _expect_answer(self) -> None:
        """The state of one answer, as it is before its first byte."""
        self._parser = httptools.HttpResponseParser(self)
        self._chunks: list[bytes] = []
        self._buffered = 0
        self._until_close = False
        # Set for a HEAD call: its answer has a head only, whatever length it announces.
        self.head_only = False
        self.received = False
        self.head_done = False
        self.done = False
        self.keep_alive = True
        self.status = 0
        self.headers: list[tuple[bytes, bytes]] = []
        self.content_length: int | None = None

    # asyncio's side.

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's transports are not asyncio.Transport subclasses, but behave as one.
        self._transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        self.received = True
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserError:
            self.keep_alive = False
            self.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if self._until_close and self.head_done:
            # An answer without a length ends where the connection does.
            self.done = True
        self._wake()

    # httptools' side.

    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers.append((name, value))
        lowered = name.lower()
        if lowered == b"content-length":
            self.content_length = int(value)

    def on_headers_complete(self) -> None:
        self.status = self._parser.get_status_code()
        self.keep_alive = self._parser.should_keep_alive()
        chunked = any(
            n.lower() == b"transfer-encoding" and b"chunked" in v.lower() for n, v in self.headers
        )
        self._until_close = self.content_length is None and not chunked
        self.head_done = True
        if self.head_only:
            # The parser would wait for the announced body: this connection is done with.
            self.done = True
            self.keep_alive = False
        self._wake()

    def on_body(self, body: bytes) -> None:
        self._chunks.append(body)
        self._buffered += len(body)
        if self._buffered >= HIGH_WATER_BYTES and not self._paused and self._transport:
            self._paused = True
            self._transport.pause_reading()
        self._wake()

    def on_message_complete(self) -> None:
        self.done = True
        self._wake()

    # The caller's side.

    def send(self, data: bytes) -> None:
        if self.closed or self._transport is None or self._transport.is_closing():
            raise ConnectionLost("closed before the call was sent")
        self._transport.write(data)

    async def read_head(self) -> None:
        while not self.head_done:
            if self.closed:
                raise ConnectionLost("closed before the answer came")
            await self._wait()

    async def read_chunk(self) -> bytes:
        """The answer's next bytes as they arrive; b"" at its end."""
        while not self._chunks:
            if self.done:
                return b""
            if self.closed:
                raise ConnectionLost("closed in the middle of the answer")
            await self._wait()
        chunk = self._chunks[0] if len(self._chunks) == 1 else b"".join(self._chunks)
        self._chunks.clear()
        self._buffered = 0
        if self._paused and self._transport is not None:
            self._paused = False
            self._transport.resume_reading()
        return chunk

    async def read(self) -> bytes:
        """The rest of the answer, whole."""
        while not self.done:
            if self.closed:
                raise ConnectionLost("closed in the middle of the answer")
            await self._wait()
        content = b"".join(self._chunks)
        self._chunks.clear()
        self._buffered = 0
        return content

    def reset(self) -> None:
        """Ready for the next call on this connection."""
        if self._paused and self._transport is not None:
            # The answer's last piece filled the buffer: the next answer must be read.
            self._paused = False
            self._transport.resume_reading()
        self.reused = True
        self._expect_answer()

    def close(self) -> None:
        if self._transport is not None:
            self._transport.close()
        self.closed = True
        self._wake()

    async def _wait(self) -> None:
        self._waiter = asyncio.get_running_loop().create_future()
        try:
            await self._waiter
        finally:
            self._waiter = None

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)


class Pool:
    """At most ``size`` connections to one service's origin, idle ones kept for the next call.

    Waiting for a free connection counts as connecting: both are bounded by
    ``connect_timeout_sec``, after which the service is taken as unreachable.
    """

    def __init__(self, url: str, connect_timeout_sec: float, size: int) -> None:
        parts = urlsplit(url)
        secure = parts.scheme == "https"
        self.host = parts.hostname or "localhost"
        self.port = parts.port or (443 if secure else 80)
        self.authority = parts.netloc.encode("idna")
        self._ssl = ssl.create_default_context() if secure else None
        self._connect_timeout_sec = connect_timeout_sec
        self._slots = asyncio.Semaphore(size)
        self._idle: list[Connection] = []
        self._open: set[Connection] = set()

    async def acquire(self, fresh: bool = False) -> Connection:
        if self._slots.locked():
            async with asyncio.timeout(self._connect_timeout_sec):
                await self._slots.acquire()
        else:
            await self._slots.acquire()
        try:
            while self._idle and not fresh:
                connection = self._idle.pop()
                if not connection.closed:
                    return connection
                self._open.discard(connection)
            return await self._connect()
        except BaseException:
            self._slots.release()
            raise

    def release(self, connection: Connection, reusable: bool) -> None:
        """Back to the pool when its answer was read to the end and the service keeps it open;
        closed otherwise (an answer left half read, a caller gone, ``Connection: close``)."""
        if reusable and connection.done and connection.keep_alive and not connection.closed:
            connection.reset()
            self._idle.append(connection)
        else:
            connection.close()
            self._open.discard(connection)
        self._slots.release()

    async def close(self) -> None:
        for connection in self._open:
            connection.close()
        self._open.clear()
        self._idle.clear()

    async def _connect(self) -> Connection:
        loop = asyncio.get_running_loop()
        async with asyncio.timeout(self._connect_timeout_sec):
            _, connection = await loop.create_connection(
                Connection, self.host, self.port, ssl=self._ssl
            )
        self._open.add(connection)
        return connection


def request_head(
    method: str,
    target: bytes,
    authority: bytes,
    headers: list[tuple[bytes, bytes]],
    body: bytes,
) -> bytes:
    """The request line and headers, framed as aiohttp's client framed the same call."""
    lines = [b"%s %s HTTP/1.1\r\nhost: %s\r\n" % (method.encode("ascii"), target, authority)]
    named = set()
    for name, value in headers:
        named.add(name)
        lines.append(b"%s: %s\r\n" % (name, value))
    for name, value in _DEFAULT_HEADERS:
        if name not in named:
            lines.append(b"%s: %s\r\n" % (name, value))
    if body or method not in _BODYLESS:
        lines.append(b"content-length: %d\r\n" % len(body))
        if b"content-type" not in named:
            lines.append(b"content-type: application/octet-stream\r\n")
    lines.append(b"\r\n")
    return b"".join(lines)
