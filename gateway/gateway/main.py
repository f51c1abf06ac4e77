"""The gateway app: probes, the API proxy and the web app, in that order of precedence."""

from collections.abc import AsyncIterator, Mapping
from contextlib import AsyncExitStack, asynccontextmanager

from fastapi import FastAPI, Request, Response

from gateway import own_calls
from gateway.access import refusal
from gateway.body_limit import BodyLimit
from gateway.config import Settings
from gateway.content_types import content_type_refusal
from gateway.paths import is_routable
from gateway.protection import start_protection
from gateway.proxy import forward
from gateway.route_table import API_ROOT, GATEWAY, build_route_table
from gateway.security_headers import SecurityHeaders
from gateway.upstreams import Upstreams
from gateway.web import WebApp
from portal_kit.clock import Clock, SystemClock
from portal_kit.envelope import envelope_response
from portal_kit.errors import METHOD_NOT_ALLOWED, UNKNOWN_PATH, install_error_handlers
from portal_kit.health import health_router
from portal_kit.i18n import request_language
from portal_kit.kv import create_kv
from portal_kit.logs import request_id_var
from portal_kit.metrics import metrics_router
from portal_kit.observe import ROUTE_KEY, RequestObserver
from portal_kit.sessions import SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenVerifier
from portal_kit.tracing import instrument

API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]


def create_app(
    settings: Settings | None = None,
    service_settings: Mapping[str, BaseServiceSettings] | None = None,
    clock: Clock | None = None,
) -> FastAPI:
    """``service_settings`` overrides the settings of embedded services, ``clock`` the time
    sessions and tokens are checked against (tests use both)."""
    settings = settings or Settings()
    clock = clock or SystemClock()
    table = build_route_table()
    upstreams = Upstreams(settings, service_settings)
    web = WebApp(settings.web_dist)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            app.state.settings = settings
            app.state.kv = create_kv(settings.redis_url)
            stack.push_async_callback(app.state.kv.aclose)
            await upstreams.start(stack)
            app.state.upstreams = upstreams
            await start_protection(app, settings, app.state.kv, lambda: upstreams.client("auth"))
            app.state.clock = clock
            app.state.sessions = SessionStore(app.state.kv, clock)
            app.state.token_verifier = TokenVerifier.from_directory(
                settings.token_key_directory, clock
            )
            yield

    async def kv_ready(request: Request) -> None:
        await request.app.state.kv.ping()

    async def embedded_services_ready(request: Request) -> None:
        # In embedded mode the services are part of this process: it is ready when they are.
        for service in upstreams.embedded_apps:
            answer = await upstreams.client(service).get("/readyz")
            answer.raise_for_status()

    app = FastAPI(
        title="portal gateway", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None
    )
    install_error_handlers(app)
    app.add_middleware(BodyLimit, upload_paths=table.upload_paths())
    app.add_middleware(SecurityHeaders)
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
            upstreams.client(route.owner),
            settings.upstream_deadline_sec,
            request_id=request_id_var.get(),
            payload=admitted,
        )

    @app.api_route("/{rest:path}", methods=["GET", "HEAD"], include_in_schema=False)
    async def web_app(request: Request) -> Response:
        return await web.serve(request)

    # A browser's X-Request-ID proves nothing: the gateway draws every call's id itself.
    app.add_middleware(RequestObserver, service=settings.service_name, trust_incoming=False)
    instrument(app, settings)
    return app
