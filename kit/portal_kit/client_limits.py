"""Limits on slow and oversized clients, where only the HTTP protocol can see them.

uvicorn reads a request's head and body for as long as a client takes and keeps every header
it is sent, so a few hundred connections dribbling bytes hold a server's connections and
memory. The protocol below, uvicorn's httptools one (what ``uvicorn[standard]`` runs), adds
what a reverse proxy such as nginx enforces in front of an application:

- the head (request line and headers) must arrive whole within ``header_timeout_sec`` of its
  first byte (of the connection, for its first request): else 408 and the connection closes;
- a body may pause at most ``body_timeout_sec`` between two reads: else 408 and close;
- a head over ``max_header_bytes`` or ``max_header_count`` headers answers 431 and closes.

Each refusal is one info line: the client misbehaved, the server did not.
"""

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

logger = logging.getLogger(__name__)

# Each header line's ": " and CRLF, counted as the client sent them.
HEADER_FRAMING_BYTES = 4


@dataclass(frozen=True, slots=True)
class ClientLimits:
    header_timeout_sec: float
    body_timeout_sec: float
    max_header_bytes: int
    max_header_count: int


class LimitedHttpToolsProtocol(HttpToolsProtocol):
    """One connection, as uvicorn serves it, within ``limits`` (set by ``limited_protocol``)."""

    limits: ClientLimits

    # Connection state, on top of uvicorn's: one timer watches whichever phase is running.
    _timer: asyncio.TimerHandle | None = None
    _last_read_at = 0.0
    # Reading a request's head: since the end of the previous request (or the connection's
    # start), until its headers are complete. ``_head_received`` counts raw bytes, so a header
    # line that never ends is caught too; ``_head_bytes`` and ``_head_count`` what was parsed.
    _head_open = True
    _head_started = False
    _head_received = 0
    _head_bytes = 0
    _head_count = 0
    # Set once a head is over the limits: the parser finishes the bytes it was given, and
    # nothing of them reaches uvicorn or the app.
    _head_too_large = False
    # Reading a request's body: from its complete head until its last byte.
    _body_open = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._watch(self.limits.header_timeout_sec, self._head_timed_out)

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_watching()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self._last_read_at = self.loop.time()
        if self._head_open:
            self._head_received += len(data)
        super().data_received(data)
        if self.transport.is_closing():
            return
        if self._head_too_large or (
            self._head_open and self._head_received > self.limits.max_header_bytes
        ):
            logger.info(
                "client sent a request head over %d bytes or %d headers: answered 431",
                self.limits.max_header_bytes,
                self.limits.max_header_count,
            )
            self._give_up(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE)
        elif self._body_open and self._timer is None:
            self._watch(self.limits.body_timeout_sec, self._body_went_quiet)

    # The parser's callbacks, in the order it calls them for each request.

    def on_message_begin(self) -> None:
        if self._head_too_large:
            return
        super().on_message_begin()
        self._head_started = True
        self._head_bytes = self._head_count = 0
        if self._timer is None:
            self._watch(self.limits.header_timeout_sec, self._head_timed_out)

    def on_url(self, url: bytes) -> None:
        if self._fits_in_head(len(url), headers=0):
            super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        if self._fits_in_head(len(name) + len(value) + HEADER_FRAMING_BYTES, headers=1):
            super().on_header(name, value)

    def on_headers_complete(self) -> None:
        if self._head_too_large:
            return
        self._stop_watching()
        self._head_open = self._head_started = False
        self._head_received = 0
        self._body_open = True
        super().on_headers_complete()

    def on_body(self, body: bytes) -> None:
        if not self._head_too_large:
            super().on_body(body)

    def on_message_complete(self) -> None:
        if self._head_too_large:
            return
        self._stop_watching()
        self._body_open = False
        self._head_open = True
        super().on_message_complete()

    def _fits_in_head(self, size: int, headers: int) -> bool:
        self._head_bytes += size
        self._head_count += headers
        self._head_too_large = self._head_too_large or (
            self._head_bytes > self.limits.max_header_bytes
            or self._head_count > self.limits.max_header_count
        )
        return not self._head_too_large

    def _head_timed_out(self) -> None:
        self._timer = None
        if not self._head_started:
            # Connected and never sent a byte (e.g. a browser's spare connection): no request
            # to answer or to log.
            self.transport.close()
            return
        logger.info(
            "client sent no whole request head in %s s: answered 408",
            self.limits.header_timeout_sec,
        )
        self._give_up(HTTPStatus.REQUEST_TIMEOUT)

    def _body_went_quiet(self) -> None:
        self._timer = None
        quiet = self.loop.time() - self._last_read_at
        if self.flow.read_paused or quiet < self.limits.body_timeout_sec:
            # Paused, the app has not read what came so far: the wait is not the client's.
            remaining = self.limits.body_timeout_sec - (0 if self.flow.read_paused else quiet)
            self._watch(remaining, self._body_went_quiet)
            return
        logger.info(
            "client sent nothing of its request body for %s s: answered 408",
            self.limits.body_timeout_sec,
        )
        self._give_up(HTTPStatus.REQUEST_TIMEOUT)

    def _give_up(self, status: HTTPStatus) -> None:
        """Answer ``status`` unless the app has begun an answer or already answered the
        request whose body is late, and close the connection."""
        serving = self.cycle if self.cycle and not self.cycle.response_complete else None
        answered = serving.response_started if serving else self._body_open
        if not answered:
            body = status.phrase.encode()
            head = [STATUS_LINE[status]]
            head += [
                name + b": " + value + b"\r\n" for name, value in self.server_state.default_headers
            ]
            head += [
                b"content-type: text/plain; charset=utf-8\r\n",
                b"content-length: %d\r\n" % len(body),
                b"connection: close\r\n\r\n",
            ]
            self.transport.write(b"".join(head) + body)
        if serving:
            # The app still serving the request sees the client gone and answers nobody.
            serving.disconnected = True
            serving.message_event.set()
        self._stop_watching()
        self.transport.close()

    def _watch(self, delay: float, on_expiry: Callable[[], None]) -> None:
        self._stop_watching()
        self._timer = self.loop.call_later(delay, on_expiry)

    def _stop_watching(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


def limited_protocol(limits: ClientLimits) -> type[LimitedHttpToolsProtocol]:
    """The protocol class to give uvicorn (``http=``): uvicorn makes one per connection and
    passes it nothing of ours, so the limits travel on the class."""
    return type("LimitedHttpToolsProtocol", (LimitedHttpToolsProtocol,), {"limits": limits})
