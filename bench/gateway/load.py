"""The load: N keep-alive connections, each sending the same call back to back.

The client is a bare HTTP/1.1 ``asyncio.Protocol`` (request bytes written as they are, the
answer cut out of the stream by its Content-Length or chunks) rather than aiohttp or httpx:
on a 2-core machine every microsecond the client spends is taken from the servers it measures.

Protected calls are sealed by the integration client's protection (``portal_client``): a
*page* draws K and encrypts it to the transport key once (the ``aes`` header), then every
call gets a fresh timestamp, nonce and sign, and its body (if any) a fresh iv. A *tab* is a
group of connections sharing one page, as a browser shares a page's K across its parallel
connections; after ``calls_per_page`` calls the tab loads a new page (a new K and ``aes``),
which is the only thing that makes the gateway run RSA.
"""

import asyncio
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

from portal_client.protection import draw_key, draw_nonce, encrypt_to, protect

# A request still unanswered this long after the window closed is given up (counted as error).
GRACE_SEC = 5.0
OK_MARK = b'"ok":true'


class ResponseError(Exception):
    """The connection closed or sent something that is not an HTTP/1.1 answer."""


class Connection(asyncio.Protocol):
    """One keep-alive connection; one request in flight at a time."""

    def __init__(self) -> None:
        self._transport: asyncio.WriteTransport | None = None
        self._buffer = bytearray()
        self._waiter: asyncio.Future[tuple[int, bytes]] | None = None
        self._body_start = -1
        self._length = 0  # -1: chunked
        self._status = 0
        self.must_reconnect = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's transports are not asyncio.Transport subclasses, but have its methods.
        self._transport = cast(asyncio.WriteTransport, transport)

    def connection_lost(self, exc: Exception | None) -> None:
        self.must_reconnect = True
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_exception(ResponseError(f"connection lost: {exc!r}"))

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        if self._waiter is not None:
            try:
                self._parse()
            except (ValueError, IndexError) as exc:
                self.must_reconnect = True
                if not self._waiter.done():
                    self._waiter.set_exception(ResponseError(f"unreadable answer: {exc!r}"))
                self._waiter = None

    def send(self, request: bytes) -> "asyncio.Future[tuple[int, bytes]]":
        assert self._transport is not None
        self._waiter = asyncio.get_running_loop().create_future()
        self._body_start = -1
        self._transport.write(request)
        return self._waiter

    def close(self) -> None:
        if self._transport is not None:
            self._transport.close()

    def _parse(self) -> None:
        buffer = self._buffer
        if self._body_start < 0:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(buffer[:end]).lower()
            self._status = int(head[9:12])
            self._body_start = end + 4
            at = head.find(b"\r\ncontent-length:")
            if at >= 0:
                stop = head.find(b"\r\n", at + 17)
                self._length = int(head[at + 17 : stop if stop >= 0 else len(head)])
            elif b"\r\ntransfer-encoding: chunked" in head:
                self._length = -1
            else:
                raise ValueError("answer without length")
            if b"\r\nconnection: close" in head:
                self.must_reconnect = True
        if self._length >= 0:
            total = self._body_start + self._length
            if len(buffer) < total:
                return
            body = bytes(buffer[self._body_start : total])
        else:
            parsed = _chunked(buffer, self._body_start)
            if parsed is None:
                return
            body, total = parsed
        del buffer[:total]
        waiter, self._waiter = self._waiter, None
        assert waiter is not None
        # A caller that gave up waiting (a timeout) cancelled it; the late answer goes nowhere.
        if not waiter.done():
            waiter.set_result((self._status, body))


def _chunked(buffer: bytearray, start: int) -> tuple[bytes, int] | None:
    """The body of a chunked answer and where it ends, or ``None`` while incomplete."""
    parts: list[bytes] = []
    at = start
    while True:
        line_end = buffer.find(b"\r\n", at)
        if line_end < 0:
            return None
        size = int(bytes(buffer[at:line_end]).split(b";")[0], 16)
        if size == 0:
            end = buffer.find(b"\r\n\r\n", line_end)  # no trailers expected: just CRLF
            return (b"".join(parts), end + 4) if end >= 0 else None
        chunk_end = line_end + 2 + size
        if len(buffer) < chunk_end + 2:
            return None
        parts.append(bytes(buffer[line_end + 2 : chunk_end]))
        at = chunk_end + 2


@dataclass
class Page:
    """One page load: K and its ``aes`` header, used until retired."""

    key: str
    aes: str
    calls_left: int
    first_use: float = -1.0


@dataclass
class TransportKey:
    kid: str
    spki: str

    @classmethod
    def from_secret_key_answer(cls, body: dict[str, dict[str, str]]) -> "TransportKey":
        """From the body of ``login/user/rsa/secretKey``: ``{"transport": {"kid", "spki"}}``."""
        return cls(body["transport"]["kid"], body["transport"]["spki"])


@dataclass
class Call:
    """The call every connection repeats: method POST, ``path`` on 127.0.0.1:``port``."""

    port: int
    path: str
    body: bytes | None = None

    def head(self) -> str:
        return (
            f"POST {self.path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
            "User-Agent: portal-bench\r\nAccept: application/json\r\nAccept-Language: en\r\n"
        )

    def plain(self) -> bytes:
        """The unprotected request, the same bytes every time."""
        head = self.head()
        if self.body is None:
            return (head + "Content-Length: 0\r\n\r\n").encode("ascii")
        head += f"Content-Type: application/json\r\nContent-Length: {len(self.body)}\r\n\r\n"
        return head.encode("ascii") + self.body


@dataclass
class Sealer:
    """Seals ``call`` per DESIGN §5 for every request; counts the pages it drew."""

    call: Call
    transport: TransportKey
    calls_per_page: int
    tabs: int
    pages_drawn: list[Page] = field(default_factory=list)
    _current: dict[int, Page] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._head = self.call.head()

    def _page(self, tab: int) -> Page:
        page = self._current.get(tab)
        if page is None or page.calls_left <= 0:
            key = draw_key()
            aes = encrypt_to(self.transport.spki, key.encode())
            calls = self.calls_per_page
            if page is None:
                # The first pages were loaded at different times before the run started, so
                # the tabs' page loads spread evenly over the run instead of coming together.
                calls = 1 + secrets.randbelow(calls)
            page = Page(key, aes, calls)
            self._current[tab] = page
            self.pages_drawn.append(page)
        return page

    def request(self, connection_index: int, now: float) -> bytes:
        page = self._page(connection_index % self.tabs)
        page.calls_left -= 1
        if page.first_use < 0:
            page.first_use = now
        timestamp = str(time.time_ns() // 1_000_000)
        nonce = draw_nonce()
        body = self.call.body or b""
        sent, sign = protect(page.key, "POST", self.call.path, body, timestamp, nonce, encrypt=True)
        content_type = "Content-Type: application/json\r\n" if body else ""
        head = (
            f"{self._head}aes: {page.aes}\r\nx-kid: {self.transport.kid}\r\n"
            f"x-timestamp: {timestamp}\r\nx-nonce: {nonce}\r\nsign: {sign}\r\n"
            f"{content_type}Content-Length: {len(sent)}\r\n\r\n"
        )
        return head.encode("ascii") + sent


@dataclass
class Result:
    seconds: float
    window_start: float  # time.perf_counter() values
    window_end: float
    completed: int = 0
    errors: int = 0
    latencies: list[float] = field(default_factory=list)
    first_error: str = ""

    @property
    def per_second(self) -> float:
        return self.completed / self.seconds

    def percentile_ms(self, fraction: float) -> float:
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000


def envelope_ok(status: int, body: bytes) -> bool:
    """HTTP 200 and an envelope that says ok (its status 200)."""
    return status == 200 and OK_MARK in body


async def drive(
    port: int,
    make_request: Callable[[int, float], bytes],
    connections: int,
    warmup_sec: float,
    duration_sec: float,
    on_window_start: Callable[[], None],
    on_window_end: Callable[[], None],
    accepted: Callable[[int, bytes], bool] = envelope_ok,
) -> Result:
    """Run ``connections`` clients for ``warmup_sec`` + ``duration_sec``; only answers that
    arrive inside the window are counted, those ``accepted`` refuses as errors. The callbacks
    mark the window (CPU snapshots)."""
    loop = asyncio.get_running_loop()
    started = time.perf_counter()
    window_start = started + warmup_sec
    window_end = window_start + duration_sec
    result = Result(duration_sec, window_start, window_end)

    async def connect() -> Connection:
        _, protocol = await loop.create_connection(Connection, "127.0.0.1", port)
        return protocol

    def error(reason: str, at: float) -> None:
        if window_start <= at < window_end:
            result.errors += 1
            result.first_error = result.first_error or reason

    async def client(index: int) -> None:
        connection = await connect()
        try:
            while True:
                sent_at = time.perf_counter()
                if sent_at >= window_end:
                    return
                if connection.must_reconnect:
                    connection.close()
                    connection = await connect()
                try:
                    status, body = await connection.send(make_request(index, sent_at))
                except ResponseError as exc:
                    error(str(exc), time.perf_counter())
                    connection.must_reconnect = True
                    continue
                done_at = time.perf_counter()
                if not window_start <= done_at < window_end:
                    continue
                if not accepted(status, body):
                    error(f"HTTP {status}: {body[:200]!r}", done_at)
                    continue
                result.completed += 1
                result.latencies.append(done_at - sent_at)
        finally:
            connection.close()

    async def mark_window() -> None:
        await asyncio.sleep(window_start - time.perf_counter())
        on_window_start()
        await asyncio.sleep(window_end - time.perf_counter())
        on_window_end()

    marker = asyncio.create_task(mark_window())
    tasks = [asyncio.create_task(client(index)) for index in range(connections)]
    done, pending = await asyncio.wait(tasks, timeout=warmup_sec + duration_sec + GRACE_SEC)
    for task in pending:
        task.cancel()
        result.errors += 1
        result.first_error = result.first_error or "no answer within the grace period"
    await asyncio.gather(*pending, return_exceptions=True)
    await marker
    for task in done:
        if task.exception() is not None:
            result.errors += 1
            result.first_error = result.first_error or repr(task.exception())
    return result
