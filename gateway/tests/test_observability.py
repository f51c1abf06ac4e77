"""Logs, metrics and traces of a call through the gateway to a service (issue 8, item 6)."""

import io
import json
import logging
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import REGISTRY

from gateway.config import Settings
from gateway.main import create_app
from portal_client.protection import Protected, draw_nonce
from portal_kit import tracing
from portal_kit.logs import QUIETED, make_handler
from portal_kit.sessions import Session
from portal_kit.settings import BaseServiceSettings, RunMode

from .support import bearer_for

PRODUCTS = "/api/web/portal/api/product/list"
COMPANIES = "/api/web/portal/api/cust/employee/comps/all"


def sample(name: str, labels: dict[str, str] | None = None) -> float:
    return REGISTRY.get_sample_value(name, labels or {}) or 0.0


@pytest.fixture
def log_lines() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    handler = make_handler("json", "gateway", stream)
    root = logging.getLogger()
    levels = {name: logging.getLogger(name).level for name in ("", *QUIETED)}
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    for name in QUIETED:
        logging.getLogger(name).setLevel(logging.WARNING)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)


class TestLogs:
    async def test_the_service_logs_the_gateways_request_id(
        self, gateway: httpx.AsyncClient, log_lines: io.StringIO
    ) -> None:
        response = await gateway.post(PRODUCTS)

        request_id = response.headers["x-request-id"]
        lines = [json.loads(line) for line in log_lines.getvalue().splitlines()]
        of_call = {line["service"]: line for line in lines if line.get("request_id") == request_id}
        assert of_call["gateway"]["route"] == PRODUCTS
        assert of_call["gateway"]["status"] == 200
        assert of_call["content"]["route"] == "/web/portal/api/product/list"
        assert of_call["content"]["status"] == 200

    async def test_a_browsers_request_id_is_not_taken(self, gateway: httpx.AsyncClient) -> None:
        response = await gateway.post(PRODUCTS, headers={"x-request-id": "chosen-by-browser"})

        assert response.headers["x-request-id"] != "chosen-by-browser"


class TestMetrics:
    async def test_a_call_is_counted_at_the_gateway_and_at_its_service(
        self, gateway: httpx.AsyncClient, metrics_page: Callable[[], str]
    ) -> None:
        at_gateway = {
            "service": "gateway",
            "method": "POST",
            "route": PRODUCTS,
            "status": "200",
            "envelope": "200",
        }
        at_content = at_gateway | {"service": "content", "route": "/web/portal/api/product/list"}
        before = (
            sample("portal_requests_total", at_gateway),
            sample("portal_requests_total", at_content),
        )

        await gateway.post(PRODUCTS)
        scrape = metrics_page()

        assert sample("portal_requests_total", at_gateway) == before[0] + 1
        assert sample("portal_requests_total", at_content) == before[1] + 1
        # Embedded: the services' metrics are the process's, on the process's one page.
        assert 'method="POST",route="/web/portal/api/product/list",service="content"' in scrape
        assert "portal_db_pool_size" in scrape

    async def test_metrics_are_not_an_api_route(self, gateway: httpx.AsyncClient) -> None:
        response = await gateway.get("/api/metrics")

        assert response.status_code == 404
        assert response.json()["status"] == 404

    async def test_the_public_port_answers_no_metrics_nor_the_web_app(
        self, gateway: httpx.AsyncClient
    ) -> None:
        # Only the internal port serves them (portal_kit.metrics_port); the web app's history
        # fallback would otherwise answer its page to a scrape sent here.
        for method in ("GET", "HEAD"):
            response = await gateway.request(method, "/metrics")

            assert response.status_code == 404, method
            assert response.content == b""

    async def test_a_replayed_call_is_counted(self, gateway_app: FastAPI) -> None:
        nonce = draw_nonce()
        page = Protected(next_nonce=lambda: nonce)
        transport = httpx.ASGITransport(app=gateway_app)
        before = sample("portal_gateway_replays_refused_total")
        async with httpx.AsyncClient(
            transport=transport, base_url="http://portal.test", auth=page
        ) as client:
            first = await client.post(PRODUCTS)
            replay = await client.post(PRODUCTS)

        assert first.json()["ok"] is True
        assert replay.status_code == 400
        assert sample("portal_gateway_replays_refused_total") == before + 1

    async def test_an_idle_lock_refusal_is_counted_by_its_envelope_status(
        self,
        gateway: httpx.AsyncClient,
        gateway_app: FastAPI,
        session: Session,
        log_lines: io.StringIO,
    ) -> None:
        refused = {
            "service": "gateway",
            "method": "POST",
            "route": COMPANIES,
            "status": "200",
            "envelope": "423",
        }
        before = (
            sample("portal_gateway_locked_refusals_total"),
            sample("portal_requests_total", refused),
        )
        gateway_app.state.clock.advance(seconds=1801)

        response = await gateway.post(COMPANIES, headers=bearer_for(gateway_app, session))

        assert (response.status_code, response.json()["status"]) == (200, 423)
        assert sample("portal_gateway_locked_refusals_total") == before[0] + 1
        assert sample("portal_requests_total", refused) == before[1] + 1
        request_id = response.headers["x-request-id"]
        lines = [json.loads(line) for line in log_lines.getvalue().splitlines()]
        line = next(each for each in lines if each.get("request_id") == request_id)
        assert (line["status"], line["envelope_status"]) == (200, 423)


@pytest.fixture
async def traced_gateway(
    embedded_settings: dict[str, BaseServiceSettings], web_dist: Path, gateway_var_dir: Path
) -> AsyncIterator[tuple[httpx.AsyncClient, InMemorySpanExporter]]:
    """The portal with tracing on, reporting to memory (as ``_OTEL_EXPORTER`` would, to OTLP)."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracing.use_provider(provider)
    try:
        settings = Settings(
            mode=RunMode.TEST,
            web_dist=web_dist,
            redis_url=embedded_settings["auth"].redis_url,
            var_dir=gateway_var_dir,
        )
        app = create_app(settings, embedded_settings)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(
                transport=transport, base_url="http://portal.test", auth=Protected()
            ) as client:
                yield client, exporter
    finally:
        tracing.use_provider(None)


class TestTracing:
    async def test_the_service_continues_the_gateways_trace(
        self, traced_gateway: tuple[httpx.AsyncClient, InMemorySpanExporter]
    ) -> None:
        client, exporter = traced_gateway

        response = await client.post(PRODUCTS)

        assert response.json()["ok"] is True
        spans = exporter.get_finished_spans()
        routes = {s: (s.attributes or {}).get("http.route") for s in spans}
        (content_span,) = [s for s, r in routes.items() if r == "/web/portal/api/product/list"]
        in_gateway = [s for s, r in routes.items() if r == "/api/{rest:path}"]
        # traceparent arrived: the service's span is in the gateway's trace, under its span.
        assert content_span.parent is not None
        (parent,) = [s for s in in_gateway if s.context.span_id == content_span.parent.span_id]
        assert parent.parent is None
        assert content_span.context.trace_id == parent.context.trace_id
