"""The gateway's two faces: the customer portal and the operator console, each a listener of
its own with its own route table, tokens, sessions and web app, and the same request
protection, probes and web serving. The API (gateway.api) first, then the probes, then the
web app.
"""

import asyncio
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
from fastapi import FastAPI, Request, Response
from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware
from opentelemetry.semconv.attributes.http_attributes import HTTP_ROUTE
from starlette.types import ASGIApp, Receive, Scope, Send

from gateway.access import AnyTokenVerifier
from gateway.api import API_PREFIX, API_TEMPLATE, ApiHandler, Started
from gateway.config import Settings
from gateway.console_routes import UNPROTECTED_CONSOLE_CALLS, build_console_route_table
from gateway.protection import start_protection
from gateway.protection.verifier import UNPROTECTED_CALLS
from gateway.route_table import RouteTable, build_route_table
from gateway.security_headers import (
    CONSOLE_CONTENT_SECURITY_POLICY,
    CONTENT_SECURITY_POLICY,
    SecurityHeaders,
)
from gateway.upstreams import Upstreams
from gateway.web import WebApp
from portal_kit.body_limit import BodyLimit
from portal_kit.clock import Clock, SystemClock
from portal_kit.errors import install_error_handlers
from portal_kit.health import ASKING_DEADLINE_S, Check, Gate, NotReady, health_router
from portal_kit.kv import create_kv
from portal_kit.kv_persistence import check_kv_persistence
from portal_kit.observe import RequestObserver
from portal_kit.operator_tokens import OperatorTokenVerifier
from portal_kit.sessions import OPERATOR_SESSIONS, SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenVerifier
from portal_kit.tracing import EXCLUDED_URLS, instrument, process_provider


@dataclass(frozen=True, slots=True)
class Surface:
    """What differs between the portal's listener and the console's."""

    # How metrics and log lines name the listener.
    name: str
    table: RouteTable
    web_dist: Callable[[Settings], Path]
    # The service whose credential key password fields are encrypted to.
    credential_owner: str
    unprotected: frozenset[str]
    content_security_policy: str
    verifier: Callable[[Settings, Clock], AnyTokenVerifier]
    session_namespace: str


def _customer_tokens(settings: Settings, clock: Clock) -> AnyTokenVerifier:
    return TokenVerifier.from_directory(settings.token_key_directory, clock)


def _operator_tokens(settings: Settings, clock: Clock) -> AnyTokenVerifier:
    return OperatorTokenVerifier.from_directory(settings.operator_token_key_directory, clock)


def portal_surface(settings: Settings) -> Surface:
    return Surface(
        name=settings.service_name,
        table=build_route_table(dev_calls=settings.is_dev_like),
        web_dist=lambda s: s.web_dist,
        credential_owner="auth",
        unprotected=UNPROTECTED_CALLS,
        content_security_policy=CONTENT_SECURITY_POLICY,
        verifier=_customer_tokens,
        session_namespace="",
    )


def console_surface() -> Surface:
    return Surface(
        name="console",
        table=build_console_route_table(),
        web_dist=lambda s: s.console_web_dist,
        credential_owner="backoffice",
        unprotected=UNPROTECTED_CONSOLE_CALLS,
        content_security_policy=CONSOLE_CONTENT_SECURITY_POLICY,
        verifier=_operator_tokens,
        session_namespace=OPERATOR_SESSIONS,
    )


def create_app(
    settings: Settings | None = None,
    service_settings: Mapping[str, BaseServiceSettings] | None = None,
    clock: Clock | None = None,
) -> FastAPI:
    """The portal: ``service_settings`` overrides the settings of embedded services, ``clock``
    the time sessions and tokens are checked against (tests use both)."""
    settings = settings or Settings()
    return _surface_app(
        portal_surface(settings), settings, Upstreams(settings, service_settings), clock
    )


def create_console_app(
    settings: Settings | None = None,
    beside: FastAPI | None = None,
    clock: Clock | None = None,
) -> FastAPI:
    """The operator console. ``beside`` is the portal app of the same process (embedded mode):
    the console then uses its services once it has started them. Alone, the console reaches
    every service by URL and refuses to start without them (it would run services of its own,
    on data the portal does not see)."""
    settings = settings or Settings()
    if beside is None and settings.embedded_services:
        missing = ", ".join(f"GATEWAY_{s.upper()}_URL" for s in settings.embedded_services)
        raise RuntimeError(f"the console alone needs every service's URL; missing: {missing}")
    upstreams: Upstreams | Callable[[], Upstreams] = (
        Upstreams(settings) if beside is None else (lambda: _upstreams_of(beside))
    )
    return _surface_app(console_surface(), settings, upstreams, clock)


def _upstreams_of(app: FastAPI) -> Upstreams:
    upstreams: Upstreams = app.state.upstreams
    return upstreams


def _surface_app(
    surface: Surface,
    settings: Settings,
    upstreams: Upstreams | Callable[[], Upstreams],
    clock: Clock | None,
) -> FastAPI:
    """One listener's app; ``upstreams`` it starts itself, or (a callable) borrows from the
    app that started them."""
    clock = clock or SystemClock()
    table = surface.table
    web = WebApp(surface.web_dist(settings))

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            app.state.settings = settings
            app.state.kv = create_kv(
                settings.redis_url, settings.kv_pool_size, settings.kv_pool_wait_sec
            )
            stack.push_async_callback(app.state.kv.aclose)
            await check_kv_persistence(settings, app.state.kv)
            if isinstance(upstreams, Upstreams):
                await upstreams.start(stack)
                app.state.upstreams = upstreams
            else:
                app.state.upstreams = upstreams()
            await start_protection(
                app,
                settings,
                app.state.kv,
                lambda: app.state.upstreams.client(surface.credential_owner),
                surface.unprotected,
            )
            app.state.clock = clock
            app.state.sessions = SessionStore(app.state.kv, clock, surface.session_namespace)
            app.state.token_verifier = surface.verifier(settings, clock)
            api.started = Started(
                app.state.protection,
                app.state.token_verifier,
                app.state.sessions,
                app.state.upstreams,
            )
            yield
            api.started = None

    async def kv_ready(request: Request) -> None:
        await request.app.state.kv.ping()

    async def embedded_services_ready(request: Request) -> None:
        # In embedded mode the services are part of this process: it is ready when they are.
        started: Upstreams = request.app.state.upstreams
        names = list(started.embedded_apps)
        answers = await asyncio.gather(*(started.client(name).get("/readyz") for name in names))
        unready = [
            f"{name} ({_failing_checks(answer)})"
            for name, answer in zip(names, answers, strict=True)
            if answer.status_code != 200
        ]
        if unready:
            raise NotReady("not ready: " + "; ".join(unready))

    app = GatewayApp(
        title=f"portal {surface.name}",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
    )
    install_error_handlers(app)
    app.add_middleware(BodyLimit, upload_paths=table.upload_paths())
    app.add_middleware(SecurityHeaders, policy=surface.content_security_policy)
    app.include_router(
        health_router(
            surface.name,
            {
                # As a service's: a Redis outage after the first contact leaves it ready.
                "kv": Check(kv_ready, gate=Gate.UNTIL_FIRST_SUCCESS),
                "services": Check(embedded_services_ready, deadline_s=ASKING_DEADLINE_S),
            },
        )
    )

    @app.api_route("/metrics", methods=["GET", "HEAD"], include_in_schema=False)
    async def no_metrics_here() -> Response:
        # The metrics are on the process's internal port (portal_kit.metrics_port); here the
        # web app's fallback would answer its page, which a misdirected scrape cannot read.
        return Response(status_code=404)

    @app.api_route("/{rest:path}", methods=["GET", "HEAD"], include_in_schema=False)
    async def web_app(request: Request) -> Response:
        return await web.serve(request)

    # A browser's X-Request-ID proves nothing: the gateway draws every call's id itself.
    app.add_middleware(RequestObserver, service=surface.name, trust_incoming=False)
    instrument(app, settings)
    api = ApiHandler(
        app,
        surface.name,
        surface.table,
        SecurityHeaders(app, policy=surface.content_security_policy),
        settings.upstream_deadline_sec,
        trace=process_provider(settings) is not None,
    )
    app.api = _traced(api, settings)
    return app


def _failing_checks(answer: httpx.Response) -> str:
    """What an embedded service's /readyz says is wrong: its checks other than "ok"."""
    try:
        checks = answer.json()["checks"]
        return ", ".join(f"{name}: {text}" for name, text in checks.items() if text != "ok")
    except (ValueError, KeyError, TypeError, AttributeError):
        return f"HTTP {answer.status_code}"


class GatewayApp(FastAPI):
    """A listener's app: ``/api/`` calls go to ``api`` (gateway.api) before FastAPI's router
    and middlewares, everything else (probes, metrics, the web app) through them."""

    api: ASGIApp | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            self.api is not None
            and scope["type"] == "http"
            and scope["path"].startswith(API_PREFIX)
        ):
            await self.api(scope, receive, send)
            return
        await super().__call__(scope, receive, send)


def _traced(handler: ApiHandler, settings: Settings) -> ASGIApp:
    provider = process_provider(settings)
    if provider is None:
        return handler
    # The server span FastAPI's instrumentation gave these calls, under the same name.
    return OpenTelemetryMiddleware(
        handler,
        excluded_urls=EXCLUDED_URLS,
        default_span_details=lambda scope: (
            f"{scope['method']} {API_TEMPLATE}",
            {HTTP_ROUTE: API_TEMPLATE},
        ),
        tracer_provider=provider,
    )
