"""The request middleware every process runs: request id, one log line, request metrics.

Pure ASGI (no BaseHTTPMiddleware) so a streamed answer is measured to its last byte and
nothing is buffered. The route is the matched template (``/note/{id}``) or, at the gateway,
the route-table path it sets on the scope: never the URL, which may carry tokens and mobiles.
"""

import logging
import os
import time
from typing import Any

from redis.exceptions import RedisError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from portal_kit.envelope import envelope_status
from portal_kit.logs import request_id_var, service_var, valid_request_id
from portal_kit.metrics import KV_ERRORS, LATENCY, REQUESTS

logger = logging.getLogger("portal.request")

REQUEST_ID_HEADER = b"x-request-id"
# Set by an endpoint that knows a better label than its own template (the gateway's proxy).
ROUTE_KEY = "portal.route"
UNMATCHED = "unmatched"
NOT_AN_ENVELOPE = "none"
# Probes and scrapes run every few seconds: counted, but not worth a log line each.
QUIET_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})


def route_label(scope: Scope) -> str:
    label = scope.get(ROUTE_KEY)
    if isinstance(label, str):
        return label
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) else UNMATCHED


def incoming_request_id(scope: Scope) -> str | None:
    for name, value in scope.get("headers", ()):
        if name == REQUEST_ID_HEADER:
            return valid_request_id(value.decode("latin-1"))
    return None


def new_request_id() -> str:
    """32 hex digits, as a UUID4's (without the version bits' pattern)."""
    return os.urandom(16).hex()


class AnswerSeen:
    """What the metrics and the log line say of an answer, noted from the messages that send
    it: its HTTP status (500 when none was sent) and its envelope's status, read from the
    first bytes of its body (``None`` for an answer that is no envelope)."""

    __slots__ = ("_body_seen", "envelope", "status")

    def __init__(self) -> None:
        self.status = 500
        self.envelope: int | None = None
        self._body_seen = False

    def note(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.status = message["status"]
        elif not self._body_seen and message["type"] == "http.response.body":
            self._body_seen = True
            self.envelope = envelope_status(message.get("body", b""))


class RequestRecorder:
    """The metrics and the log line of finished requests, for one service.

    The labelled metrics are looked up once per (method, route, status), a bounded set, rather
    than through prometheus_client's locked label lookup on every request.
    """

    def __init__(self, service: str) -> None:
        self.service = service
        self._counters: dict[tuple[str, str, int, int | None], Any] = {}
        self._latencies: dict[str, Any] = {}

    def record(
        self,
        method: str,
        route: str,
        status: int,
        envelope: int | None,
        path: str,
        elapsed: float,
    ) -> None:
        """``envelope``: the answer's envelope status, ``None`` when it was no envelope."""
        counter = self._counters.get((method, route, status, envelope))
        if counter is None:
            label = NOT_AN_ENVELOPE if envelope is None else str(envelope)
            counter = REQUESTS.labels(self.service, method, route, str(status), label)
            self._counters[method, route, status, envelope] = counter
        counter.inc()
        latency = self._latencies.get(route)
        if latency is None:
            latency = self._latencies[route] = LATENCY.labels(self.service, route)
        latency.observe(elapsed)
        if path not in QUIET_PATHS:
            logger.info(
                "%s %s %s envelope %s",
                method,
                route,
                status,
                NOT_AN_ENVELOPE if envelope is None else envelope,
                extra={
                    "method": method,
                    "route": route,
                    "status": status,
                    "envelope_status": envelope,
                    "duration_ms": round(elapsed * 1000, 1),
                },
            )


class RequestObserver:
    """``trust_incoming``: take the caller's ``X-Request-ID`` (a service behind the gateway);
    the gateway draws a fresh one, since a browser's header proves nothing."""

    def __init__(self, app: ASGIApp, service: str, trust_incoming: bool = True) -> None:
        self.app = app
        self.service = service
        self.trust_incoming = trust_incoming
        self.recorder = RequestRecorder(service)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = (self.trust_incoming and incoming_request_id(scope)) or new_request_id()
        id_token = request_id_var.set(request_id)
        service_token = service_var.set(self.service)
        seen = AnswerSeen()
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            seen.note(message)
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", ()))
                if all(name.lower() != REQUEST_ID_HEADER for name, _ in headers):
                    headers.append((REQUEST_ID_HEADER, request_id.encode("latin-1")))
                    message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except RedisError:
            KV_ERRORS.labels(self.service).inc()
            raise
        finally:
            elapsed = time.perf_counter() - started
            self.recorder.record(
                scope["method"],
                route_label(scope),
                seen.status,
                seen.envelope,
                scope["path"],
                elapsed,
            )
            service_var.reset(service_token)
            request_id_var.reset(id_token)
