"""``/api/...``: every browser call, served by one plain ASGI handler ahead of FastAPI.

FastAPI's router and a stack of middlewares cost the gateway more CPU per call than the work
itself (docs/decisions.md). Here the request id, the security headers, the body limit, the
error envelopes, the request metrics and the log line are each done once, in one place; the
probes, the metrics and the web app stay on FastAPI.
"""

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from redis.exceptions import RedisError
from starlette.requests import HTTPConnection, Request
from starlette.responses import Response
from starlette.types import Message, Receive, Scope, Send

from gateway import own_calls
from gateway.access import AnyTokenVerifier, refusal
from gateway.content_types import content_type_refusal
from gateway.paths import is_routable
from gateway.protection.verifier import Verifier
from gateway.proxy import Payload, forward
from gateway.route_table import API_ROOT, GATEWAY, Route, RouteTable
from gateway.security_headers import SecurityHeaders
from gateway.upstreams import Upstreams
from portal_kit.body_limit import BodyLimit
from portal_kit.envelope import envelope_response
from portal_kit.errors import METHOD_NOT_ALLOWED, UNKNOWN_PATH
from portal_kit.i18n import Text, request_language
from portal_kit.logs import request_id_var, service_var
from portal_kit.metrics import KV_ERRORS
from portal_kit.observe import ROUTE_KEY, AnswerSeen, RequestRecorder, new_request_id
from portal_kit.sessions import SessionStore

logger = logging.getLogger(__name__)

API_PREFIX = API_ROOT + "/"
API_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")
# How metrics and log lines name an /api call no route-table entry serves.
API_TEMPLATE = API_ROOT + "/{rest:path}"
REQUEST_ID_HEADER = b"x-request-id"
# Where ``_served`` leaves the route-table entry for the call behind the body limit.
_ROUTE = "gateway.route"
# The status metrics and the log line give a call whose handler raised (as they always did).
FAILED = 500


class _Answer:
    """One call's way back to the browser: the security headers and the request id added to
    the answer's head, its statuses noted for the metrics and the log line."""

    __slots__ = ("_added", "_send", "seen", "started")

    def __init__(self, send: Send, added: tuple[tuple[bytes, bytes], ...]) -> None:
        self._send = send
        self._added = added
        self.seen = AnswerSeen()
        self.started = False

    async def send(self, message: Message) -> None:
        self.seen.note(message)
        if message["type"] == "http.response.start":
            self.started = True
            message["headers"] = SecurityHeaders.apply(message.get("headers", ()), self._added)
        await self._send(message)


@dataclass(frozen=True, slots=True)
class Started:
    """What a listener's lifespan started (and also put on its app's state) that calls use."""

    protection: Verifier
    token_verifier: AnyTokenVerifier
    sessions: SessionStore
    upstreams: Upstreams


class ApiHandler:
    """``app`` is the listener's FastAPI app: its exception handlers answer what this handler
    raises, exactly as they answer what its routes raise. Its lifespan sets ``started``."""

    def __init__(
        self,
        app: FastAPI,
        service: str,
        table: RouteTable,
        security: SecurityHeaders,
        deadline_sec: float,
        trace: bool,
    ) -> None:
        self.app = app
        self.service = service
        self.table = table
        self.security = security
        self.deadline_sec = deadline_sec
        self.trace = trace
        self.recorder = RequestRecorder(service)
        self.limited = BodyLimit(self._call, upload_paths=table.upload_paths())
        self.started: Started | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request_id = new_request_id()
        id_token = request_id_var.set(request_id)
        service_token = service_var.set(self.service)
        started = time.perf_counter()
        # A browser's X-Request-ID proves nothing: the gateway draws every call's id itself.
        added = (*self.security.added(scope), (REQUEST_ID_HEADER, request_id.encode()))
        answer = _Answer(send, added)
        try:
            await self._served(scope, receive, answer.send)
        except Exception as exc:
            if isinstance(exc, RedisError):
                KV_ERRORS.labels(self.service).inc()
            if not answer.started:
                await self._answer_error(scope, receive, answer, exc)
            elif isinstance(exc, OSError):
                # The browser went away during a streamed answer: nobody is left to answer.
                logger.info(
                    "client disconnected during %s %s", scope["method"], scope.get(ROUTE_KEY)
                )
            else:
                raise
        finally:
            self.recorder.record(
                scope["method"],
                scope.get(ROUTE_KEY, "unmatched"),
                answer.seen.status,
                answer.seen.envelope,
                scope["path"],
                time.perf_counter() - started,
            )
            service_var.reset(service_token)
            request_id_var.reset(id_token)

    async def _answer_error(
        self, scope: Scope, receive: Receive, answer: _Answer, exc: Exception
    ) -> None:
        """The app's own exception handler answers (portal_kit.errors): the same envelope as
        for an exception in any route of it."""
        handler: Callable[[Request, Exception], Any] | None = None
        caught: type = Exception
        for cls in type(exc).__mro__:
            if cls in self.app.exception_handlers:
                handler, caught = self.app.exception_handlers[cls], cls
                break
        if handler is None:
            raise exc
        response: Response = await handler(Request(scope, receive), exc)
        await response(scope, receive, answer.send)
        if caught is Exception:
            answer.seen.status = FAILED

    async def _served(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Routing, then the body limit, then the call: a request line no call serves is told
        404 or 405 (what it can change) before its body is looked at, rather than 413 for a
        body its method would not take. Neither reads the body."""
        scope[ROUTE_KEY] = API_TEMPLATE
        method = scope["method"]
        if method not in API_METHODS:
            await _refuse(scope, receive, send, 405, METHOD_NOT_ALLOWED, ", ".join(API_METHODS))
            return
        route = self.table.resolve(scope["path"][len(API_ROOT) :]) if is_routable(scope) else None
        if route is None:
            await _refuse(scope, receive, send, 404, UNKNOWN_PATH)
            return
        # Metrics and the request log line name the route-table entry, a bounded set.
        scope[ROUTE_KEY] = route.browser_path
        if method != route.method:
            await _refuse(scope, receive, send, 405, METHOD_NOT_ALLOWED, route.method)
            return
        scope[_ROUTE] = route
        await self.limited(scope, receive, send)

    async def _call(self, scope: Scope, receive: Receive, send: Send) -> None:
        route: Route = scope[_ROUTE]
        started = self.started
        if started is None:
            raise RuntimeError("the listener's lifespan has not started")
        request = Request(scope, receive)
        response: Response | None
        if route.owner == GATEWAY:
            scope["app"] = self.app
            response = await own_calls.answer(request, route)
        else:
            response = content_type_refusal(request, route)
        if response is not None:
            await response(scope, receive, send)
            return
        admitted = await started.protection.admit(request, route)
        if not isinstance(admitted, Payload):
            await admitted(scope, receive, send)
            return
        refused = await refusal(request, route, started.token_verifier, started.sessions)
        if refused is not None:
            await refused(scope, receive, send)
            return
        await forward(
            scope,
            receive,
            send,
            route,
            started.upstreams.upstream(route.owner),
            self.deadline_sec,
            request_id_var.get(),
            admitted,
            self.trace,
        )


async def _refuse(
    scope: Scope, receive: Receive, send: Send, status: int, text: Text, allow: str = ""
) -> None:
    response = envelope_response(
        status,
        text.render(request_language(HTTPConnection(scope))),
        http_status=status,
        headers={"allow": allow} if allow else None,
    )
    await response(scope, receive, send)
