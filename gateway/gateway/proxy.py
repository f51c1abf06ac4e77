"""Forwarding a browser's call to the service that owns it.

The answer goes straight to the browser's ASGI ``send``: no response object, no streaming
task in between. Which upstream carries the call (a service app of this process, or one over
the network) is the ``Upstream``'s business (gateway.upstreams).
"""

import asyncio
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import quote

from starlette.requests import HTTPConnection
from starlette.types import Receive, Scope, Send

from gateway.route_table import GATEWAY, Route
from portal_kit.envelope import envelope_response
from portal_kit.i18n import Text, request_language
from portal_kit.metrics import UPSTREAM_FAILURES
from portal_kit.tracing import inject_trace

logger = logging.getLogger(__name__)

# End-to-end request headers a service may see; everything else (cookies, hop-by-hop headers,
# anything a client invents to look internal) stays at the gateway.
FORWARDED_REQUEST_HEADERS = (
    "authorization",
    "content-type",
    "accept",
    "accept-language",
    "user-agent",
)
HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "proxy-connection",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
    }
)
# The content type forwarded is the payload's (protection may have changed the body).
_FORWARDED = frozenset(name.encode() for name in FORWARDED_REQUEST_HEADERS) - {b"content-type"}
_DROPPED = frozenset(name.encode() for name in HOP_BY_HOP) | {b"x-request-id"}
# What a path may hold unescaped when it has to be quoted (it arrived with raw non-ASCII bytes).
_PATH_SAFE = "/%:@!$&'()*+,;=-._~"

UNAVAILABLE = Text(
    "The service is temporarily unavailable; please try again shortly.",
    "服务暂时不可用，请稍后再试",
)
TIMED_OUT = Text(
    "The service took too long to answer; please try again.", "服务响应超时，请稍后再试"
)


@dataclass(frozen=True, slots=True)
class Payload:
    """The body a service receives, which may differ from what the browser sent (DESIGN §5)."""

    content: bytes
    content_type: str | None


class UpstreamUnreachable(Exception):
    """The call could not be delivered or its answer not read (answered 503)."""


class Relay:
    """Where an upstream's answer goes: on to the browser, unless the service failed (5xx),
    which the browser learns as the 503 envelope instead. The deadline runs until the answer
    starts: a long download is not cut."""

    __slots__ = ("_request_id", "_send", "failed_status", "started", "timer")

    def __init__(self, send: Send, request_id: bytes) -> None:
        self._send = send
        self._request_id = request_id
        self.timer: asyncio.Timeout | None = None
        self.failed_status: int | None = None
        self.started = False

    async def start(self, status: int, headers: Iterable[tuple[bytes, bytes]]) -> bool:
        """Pass the answer's head on; False when the service failed (its body is not wanted)."""
        if status >= 500:
            self.failed_status = status
            return False
        if self.timer is not None:
            self.timer.reschedule(None)
        self.started = True
        message = {
            "type": "http.response.start",
            "status": status,
            "headers": answer_headers(headers, self._request_id),
        }
        await self._send(message)
        return True

    async def body(self, chunk: bytes, more: bool) -> None:
        if self.started:
            await self._send({"type": "http.response.body", "body": chunk, "more_body": more})


class Upstream(Protocol):
    async def exchange(
        self,
        scope: Scope,
        path: bytes,
        headers: list[tuple[bytes, bytes]],
        body: bytes,
        receive: Receive,
        relay: Relay,
    ) -> None:
        """Send the call (``path`` percent-encoded, the query from ``scope``) and give the
        answer to ``relay``. Raises ``UpstreamUnreachable`` or ``TimeoutError``."""
        ...


def upstream_path(scope: Scope, prefix: bytes) -> bytes:
    """The service's path: the browser's, as sent, less ``prefix`` (``/api``)."""
    raw: bytes | None = scope.get("raw_path")
    path = raw.partition(b"?")[0] if raw else scope["path"].encode()
    if not path.isascii():
        path = quote(path, safe=_PATH_SAFE).encode("ascii")
    return path.removeprefix(prefix)


def upstream_headers(
    scope: Scope, request_id: bytes, content_type: str | None, trace: bool
) -> list[tuple[bytes, bytes]]:
    found: dict[bytes, bytes] = {}
    for name, value in scope["headers"]:
        if name in _FORWARDED and value and name not in found:
            found[name] = value
    headers = list(found.items())
    if content_type:
        headers.append((b"content-type", content_type.encode("latin-1")))
    headers.append((b"x-request-id", request_id))
    if trace:
        # The gateway's server span becomes the parent of the service's.
        carrier: dict[str, str] = {}
        inject_trace(carrier)
        headers.extend((k.encode("latin-1"), v.encode("latin-1")) for k, v in carrier.items())
    # The client's address as the gateway saw it; an incoming X-Forwarded-For is not trusted.
    client = scope.get("client")
    if client:
        headers.append((b"x-forwarded-for", client[0].encode("latin-1")))
    return headers


def answer_headers(
    upstream: Iterable[tuple[bytes, bytes]], request_id: bytes
) -> list[tuple[bytes, bytes]]:
    """The service's headers minus hop-by-hop ones (kept as a list: Set-Cookie may repeat)."""
    kept: list[tuple[bytes, bytes]] = []
    named: set[bytes] = set()
    for name, value in upstream:
        name = name.lower()
        if name == b"connection":
            named.update(token.strip().lower() for token in value.split(b","))
        elif name not in _DROPPED:
            kept.append((name, value))
    if named:
        kept = [header for header in kept if header[0] not in named]
    kept.append((b"x-request-id", request_id))
    return kept


async def forward(
    scope: Scope,
    receive: Receive,
    send: Send,
    route: Route,
    upstream: Upstream,
    deadline_sec: float,
    request_id: str,
    payload: Payload,
    trace: bool = False,
) -> None:
    """Send the call on with ``payload`` (the body protection admitted) and relay the answer.

    An unreachable or failing service answers the envelope with status 503, a service that
    misses the deadline 504: never a bare error page.
    """
    rid = request_id.encode("latin-1")
    relay = Relay(send, rid)
    headers = upstream_headers(scope, rid, payload.content_type, trace)
    path = upstream_path(scope, b"/api")
    try:
        async with asyncio.timeout(deadline_sec) as relay.timer:
            await upstream.exchange(scope, path, headers, payload.content, receive, relay)
    except TimeoutError:
        if relay.started:
            raise
        logger.warning("%s %s: %s missed its deadline", scope["method"], route.path, route.owner)
        UPSTREAM_FAILURES.labels(GATEWAY, route.owner, "deadline").inc()
        await _envelope(scope, receive, send, 504, TIMED_OUT)
        return
    except UpstreamUnreachable as exc:
        if relay.started:
            raise
        logger.warning(
            "%s %s: %s unreachable: %r", scope["method"], route.path, route.owner, exc.__cause__
        )
        UPSTREAM_FAILURES.labels(GATEWAY, route.owner, "unreachable").inc()
        await _envelope(scope, receive, send, 503, UNAVAILABLE)
        return
    if relay.failed_status is not None:
        logger.warning(
            "%s %s: %s answered HTTP %s",
            scope["method"],
            route.path,
            route.owner,
            relay.failed_status,
        )
        UPSTREAM_FAILURES.labels(GATEWAY, route.owner, "failed").inc()
        await _envelope(scope, receive, send, 503, UNAVAILABLE)
    # The request line itself is logged by the API handler, labelled with the route.


async def _envelope(scope: Scope, receive: Receive, send: Send, status: int, text: Text) -> None:
    response = envelope_response(status, text.render(request_language(HTTPConnection(scope))))
    await response(scope, receive, send)
