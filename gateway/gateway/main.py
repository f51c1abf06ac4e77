"""The gateway's two faces: the customer portal and the operator console, each a listener of
its own with its own route table, tokens, sessions and web app, and the same request
protection, probes and web serving. Probes first, then the API, then the web app.
"""

from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI, Request, Response

from gateway import own_calls
from gateway.access import AnyTokenVerifier, refusal
from gateway.config import Settings
from gateway.console_routes import KEY_HANDOUT, build_console_route_table
from gateway.content_types import content_type_refusal
from gateway.paths import is_routable
from gateway.protection import start_protection
from gateway.protection.verifier import UNPROTECTED_CALLS
from gateway.proxy import forward
from gateway.route_table import API_ROOT, GATEWAY, RouteTable, build_route_table
from gateway.security_headers import (
    CONSOLE_CONTENT_SECURITY_POLICY,
    CONTENT_SECURITY_POLICY,
    SecurityHeaders,
)
from gateway.upstreams import Upstreams
from gateway.web import WebApp
from portal_kit.body_limit import BodyLimit
from portal_kit.clock import Clock, SystemClock
from portal_kit.envelope import envelope_response
from portal_kit.errors import METHOD_NOT_ALLOWED, UNKNOWN_PATH, install_error_handlers
from portal_kit.health import health_router
from portal_kit.i18n import request_language
from portal_kit.kv import create_kv
from portal_kit.logs import request_id_var
from portal_kit.metrics import metrics_router
from portal_kit.observe import ROUTE_KEY, RequestObserver
from portal_kit.operator_tokens import OperatorTokenVerifier
from portal_kit.sessions import OPERATOR_SESSIONS, SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenVerifier
from portal_kit.tracing import instrument

API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]


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
        unprotected=frozenset({KEY_HANDOUT}),
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
            yield

    async def kv_ready(request: Request) -> None:
        await request.app.state.kv.ping()

    async def embedded_services_ready(request: Request) -> None:
        # In embedded mode the services are part of this process: it is ready when they are.
        started: Upstreams = request.app.state.upstreams
        for service in started.embedded_apps:
            answer = await started.client(service).get("/readyz")
            answer.raise_for_status()

    app = FastAPI(
        title=f"portal {surface.name}",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
    )
    install_error_handlers(app)
    app.add_middleware(BodyLimit, upload_paths=table.upload_paths())
    app.add_middleware(SecurityHeaders, policy=surface.content_security_policy)
    app.include_router(health_router({"kv": kv_ready, "services": embedded_services_ready}))
    if settings.metrics_enabled:
        # On the process, beside the probes; /api/metrics is not in the route table.
        app.include_router(metrics_router())

    @app.api_route(API_ROOT + "/{rest:path}", methods=API_METHODS)
    async def api(request: Request) -> Response:
        language = request_language(request)
        service_path = request.url.path.removeprefix(API_ROOT)
        route = table.resolve(service_path) if is_routable(request) else None
        if route is None:
            return envelope_response(404, UNKNOWN_PATH.render(language), http_status=404)
        # Metrics and the request log line name the route-table entry, a bounded set.
        request.scope[ROUTE_KEY] = route.browser_path
        if request.method != route.method:
            return envelope_response(
                405,
                METHOD_NOT_ALLOWED.render(language),
                http_status=405,
                headers={"allow": route.method},
            )
        if route.owner == GATEWAY:
            return await own_calls.answer(request, route)
        unsupported = content_type_refusal(request, route)
        if unsupported is not None:
            return unsupported
        admitted = await request.app.state.protection.admit(request, route)
        if isinstance(admitted, Response):
            return admitted
        refused = await refusal(
            request, route, request.app.state.token_verifier, request.app.state.sessions
        )
        if refused is not None:
            return refused
        return await forward(
            request,
            service_path,
            route,
            request.app.state.upstreams.client(route.owner),
            settings.upstream_deadline_sec,
            request_id=request_id_var.get(),
            payload=admitted,
        )

    @app.api_route("/{rest:path}", methods=["GET", "HEAD"], include_in_schema=False)
    async def web_app(request: Request) -> Response:
        return await web.serve(request)

    # A browser's X-Request-ID proves nothing: the gateway draws every call's id itself.
    app.add_middleware(RequestObserver, service=surface.name, trust_incoming=False)
    instrument(app, settings)
    return app
