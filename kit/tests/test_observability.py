"""Request ids, JSON logs, metrics and trace propagation of every service app (issue 8)."""

import io
import json
import logging
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import APIRouter, FastAPI, Request
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import REGISTRY
from pydantic_settings import SettingsConfigDict
from redis.exceptions import ConnectionError as RedisConnectionError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from portal_kit import tracing
from portal_kit.app import create_service_app
from portal_kit.envelope import Envelope, ok
from portal_kit.kv import create_kv
from portal_kit.logs import QUIETED, make_handler
from portal_kit.metrics_port import metrics_url, serve_metrics
from portal_kit.peers import ask_peer, in_process_peer, peer_client
from portal_kit.senders import email_sender, sms_sender
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import free_port


class FrontSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="OBSFRONT_", extra="ignore")
    service_name: str = "front"


class BackSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="OBSBACK_", extra="ignore")
    service_name: str = "back"


front_router = APIRouter()
back_router = APIRouter()


@front_router.post("/ask/{what}")
async def ask(what: str, request: Request) -> Envelope[dict[str, str]]:
    answer = await ask_peer(peer_client(request.app, "back"), "/internal/echo", {"what": what})
    return ok(answer.body)


@front_router.post("/kv-down")
async def kv_down() -> Envelope[None]:
    raise RedisConnectionError("Connection refused")


@front_router.post("/db-busy")
async def db_busy() -> Envelope[None]:
    raise PoolTimeout("QueuePool limit of size 10 overflow 10 reached, connection timed out")


@back_router.post("/internal/echo")
async def echo(request: Request) -> Envelope[dict[str, str]]:
    logging.getLogger("back.echo").info("echoing")
    return ok(
        {
            "requestId": request.headers.get("x-request-id", ""),
            "traceparent": request.headers.get("traceparent", ""),
        }
    )


def sample(name: str, labels: dict[str, str]) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.fixture
def log_lines() -> Iterator[io.StringIO]:
    """Every log record of the test, as the JSON lines a production process writes."""
    stream = io.StringIO()
    handler = make_handler("json", "kit-test", stream)
    root = logging.getLogger()
    previous = root.level, {name: logging.getLogger(name).level for name in QUIETED}
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    # As configure_logging does: the test client's own request lines print whole URLs.
    for name in QUIETED:
        logging.getLogger(name).setLevel(logging.WARNING)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        root.setLevel(previous[0])
        for name, level in previous[1].items():
            logging.getLogger(name).setLevel(level)


def parsed(stream: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in stream.getvalue().splitlines() if line.strip()]


async def started(stack: list[FastAPI], app: FastAPI) -> FastAPI:
    await app.router.lifespan_context(app).__aenter__()
    stack.append(app)
    return app


@pytest.fixture
async def pair(tmp_path: Path) -> AsyncIterator[tuple[FastAPI, FastAPI]]:
    """Two services, ``front`` calling ``back`` through its peer client, as embedded."""
    front = create_service_app(FrontSettings(var_dir=tmp_path), [front_router])
    back = create_service_app(BackSettings(var_dir=tmp_path), [back_router])
    async with (
        front.router.lifespan_context(front),
        back.router.lifespan_context(back),
        in_process_peer(back, "back", "token") as client,
    ):
        front.state.peers["back"] = client
        yield front, back


def client_for(app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t")


class TestRequestId:
    async def test_the_callers_id_reaches_the_next_service_and_its_log_lines(
        self, pair: tuple[FastAPI, FastAPI], log_lines: io.StringIO
    ) -> None:
        front, _ = pair
        async with client_for(front) as client:
            response = await client.post("/ask/x", headers={"x-request-id": "gw-123"})

        assert response.headers["x-request-id"] == "gw-123"
        assert response.json()["body"]["requestId"] == "gw-123"
        lines = parsed(log_lines)
        echoed = [line for line in lines if line["logger"] == "back.echo"]
        assert echoed == [
            {
                "time": echoed[0]["time"],
                "level": "INFO",
                "logger": "back.echo",
                "message": "echoing",
                "service": "back",
                "request_id": "gw-123",
            }
        ]
        requests = {(line["service"], line.get("route")): line for line in lines}
        front_line = requests[("front", "/ask/{what}")]
        assert front_line["request_id"] == "gw-123"
        assert front_line["status"] == 200
        assert isinstance(front_line["duration_ms"], float)
        assert requests[("back", "/internal/echo")]["request_id"] == "gw-123"

    async def test_a_malformed_id_is_replaced_not_logged(
        self, pair: tuple[FastAPI, FastAPI], log_lines: io.StringIO
    ) -> None:
        front, _ = pair
        async with client_for(front) as client:
            response = await client.post("/ask/x", headers={"x-request-id": "a b\nforged"})

        drawn = response.headers["x-request-id"]
        assert drawn != "a b\nforged"
        assert len(drawn) == 32
        assert "forged" not in log_lines.getvalue()

    async def test_log_lines_name_the_route_never_the_url(
        self, pair: tuple[FastAPI, FastAPI], log_lines: io.StringIO
    ) -> None:
        front, _ = pair
        async with client_for(front) as client:
            await client.post("/ask/13800000001?token=secret-sms-token")

        text = log_lines.getvalue()
        assert "/ask/{what}" in text
        assert "13800000001" not in text
        assert "secret-sms-token" not in text


class TestMetrics:
    async def test_a_call_is_counted_by_route_template_and_status(
        self, pair: tuple[FastAPI, FastAPI], metrics_page: Callable[[], str]
    ) -> None:
        front, _ = pair
        labels = {
            "service": "front",
            "method": "POST",
            "route": "/ask/{what}",
            "status": "200",
            "envelope": "200",
        }
        before = sample("portal_requests_total", labels)
        async with client_for(front) as client:
            await client.post("/ask/one")
            await client.post("/ask/two")
        scrape = metrics_page()

        assert sample("portal_requests_total", labels) == before + 2
        assert 'route="/ask/{what}"' in scrape
        assert "portal_request_duration_seconds_bucket" in scrape
        assert 'portal_db_pool_checked_out{service="front"}' in scrape

    async def test_a_call_failing_on_the_kv_is_counted_once_and_answers_503(
        self, pair: tuple[FastAPI, FastAPI], metrics_page: Callable[[], str]
    ) -> None:
        front, _ = pair
        before = sample("portal_kv_errors_total", {"service": "front"})
        async with client_for(front) as client:
            answer = await client.post("/kv-down")
        scrape = metrics_page()

        assert answer.json()["status"] == 503
        assert sample("portal_kv_errors_total", {"service": "front"}) == before + 1
        assert 'portal_kv_errors_total{service="front"}' in scrape

    async def test_a_failure_answered_in_the_envelope_is_counted_and_logged_as_such(
        self,
        pair: tuple[FastAPI, FastAPI],
        log_lines: io.StringIO,
        metrics_page: Callable[[], str],
    ) -> None:
        front, _ = pair
        labels = {"service": "front", "method": "POST", "route": "/kv-down", "status": "200"}
        failed, succeeded = labels | {"envelope": "503"}, labels | {"envelope": "200"}
        unavailable = {"service": "front", "backend": "kv"}
        before = [
            sample("portal_requests_total", failed),
            sample("portal_requests_total", succeeded),
            sample("portal_backend_unavailable_total", unavailable),
        ]
        async with client_for(front) as client:
            answer = await client.post("/kv-down")
        scrape = metrics_page()

        assert (answer.status_code, answer.json()["status"]) == (200, 503)
        assert sample("portal_requests_total", failed) == before[0] + 1
        assert sample("portal_requests_total", succeeded) == before[1]
        assert sample("portal_backend_unavailable_total", unavailable) == before[2] + 1
        assert 'envelope="503"' in scrape
        line = next(each for each in parsed(log_lines) if each.get("route") == "/kv-down")
        assert (line["status"], line["envelope_status"]) == (200, 503)
        assert line["message"] == "POST /kv-down 200 envelope 503"

    async def test_a_call_finding_every_database_connection_busy_answers_503(
        self, pair: tuple[FastAPI, FastAPI], log_lines: io.StringIO
    ) -> None:
        front, _ = pair
        unavailable = {"service": "front", "backend": "database"}
        before = sample("portal_backend_unavailable_total", unavailable)
        async with client_for(front) as client:
            answer = await client.post("/db-busy", headers={"Accept-Language": "en"})

        assert (answer.status_code, answer.json()["status"]) == (200, 503)
        assert answer.json()["msg"].startswith("The service is temporarily unavailable")
        assert sample("portal_backend_unavailable_total", unavailable) == before + 1
        assert "Traceback" not in log_lines.getvalue()

    async def test_an_answer_that_is_no_envelope_is_counted_as_none(
        self, pair: tuple[FastAPI, FastAPI]
    ) -> None:
        front, _ = pair
        labels = {
            "service": "front",
            "method": "GET",
            "route": "/healthz",
            "status": "200",
            "envelope": "none",
        }
        before = sample("portal_requests_total", labels)
        async with client_for(front) as client:
            await client.get("/healthz")

        assert sample("portal_requests_total", labels) == before + 1

    async def test_the_service_port_never_answers_the_metrics(self, tmp_path: Path) -> None:
        app = create_service_app(FrontSettings(var_dir=tmp_path), [front_router])
        async with app.router.lifespan_context(app), client_for(app) as client:
            response = await client.get("/metrics")

        assert (response.status_code, response.json()["status"]) == (404, 404)

    def test_metrics_can_be_turned_off(self, caplog: pytest.LogCaptureFixture) -> None:
        port = free_port()
        settings = FrontSettings(metrics_enabled=False, metrics_port=port)

        with caplog.at_level(logging.INFO, logger="portal_kit.metrics_port"):
            assert serve_metrics(settings) is None
        with pytest.raises(httpx.ConnectError):
            httpx.get(metrics_url("127.0.0.1", port))
        assert "metrics not served" in caplog.text

    async def test_sms_and_email_sent_are_counted(self, tmp_path: Path) -> None:
        app = FastAPI()
        app.state.settings = FrontSettings(var_dir=tmp_path, mode=RunMode.TEST)
        kv = create_kv(None)
        sms = {"service": "front", "channel": "sms"}
        email = {"service": "front", "channel": "email"}
        sms_before = sample("portal_messages_sent_total", sms)
        email_before = sample("portal_messages_sent_total", email)

        await sms_sender(app, kv).send_sms("13800000009", "123456", "code 123456")
        await email_sender(app, kv).send_email("a@example.com", "654321", "code 654321")

        assert sample("portal_messages_sent_total", sms) == sms_before + 1
        assert sample("portal_messages_sent_total", email) == email_before + 1


class TestTracing:
    async def test_off_by_default_nothing_is_propagated(
        self, pair: tuple[FastAPI, FastAPI]
    ) -> None:
        front, _ = pair
        async with client_for(front) as client:
            response = await client.post("/ask/x")

        assert response.json()["body"]["traceparent"] == ""

    async def test_the_callers_trace_continues_in_the_next_service(self, tmp_path: Path) -> None:
        exporter = InMemorySpanExporter()
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        tracing.use_provider(provider)
        try:
            front = create_service_app(FrontSettings(var_dir=tmp_path), [front_router])
            back = create_service_app(BackSettings(var_dir=tmp_path), [back_router])
        finally:
            tracing.use_provider(None)
        caller_trace = "0af7651916cd43dd8448eb211c80319c"
        incoming = f"00-{caller_trace}-b7ad6b7169203331-01"
        async with (
            front.router.lifespan_context(front),
            back.router.lifespan_context(back),
            in_process_peer(back, "back", "token") as peer,
            client_for(front) as client,
        ):
            front.state.peers["back"] = peer
            response = await client.post("/ask/x", headers={"traceparent": incoming})

        traceparent = response.json()["body"]["traceparent"]
        assert traceparent.startswith(f"00-{caller_trace}-")
        servers = [span for span in exporter.get_finished_spans() if span.parent is not None]
        by_route = {span.attributes.get("http.route"): span for span in servers if span.attributes}
        front_span, back_span = by_route["/ask/{what}"], by_route["/internal/echo"]
        assert front_span.context.trace_id == int(caller_trace, 16)
        assert back_span.context.trace_id == int(caller_trace, 16)
        # The back service's request span hangs under a span of the front's request.
        assert back_span.parent is not None
        assert back_span.parent.span_id == int(traceparent.split("-")[2], 16)
