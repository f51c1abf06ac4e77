"""Graceful shutdown: a stopping gateway or service finishes the calls it is answering
(issue 8)."""

import json
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from portal_client.protection import Protected
from portal_kit.settings import BaseServiceSettings

from .processes import free_port, running, service_environment
from .test_processes import gateway_environment

pytestmark = pytest.mark.process

PRODUCTS = "/api/web/portal/api/product/list"
PROVINCES = "/api/web/portal/api/province/list"
SLOW_SECONDS = 1.5


class SlowContent(BaseHTTPRequestHandler):
    """A content service that takes its time over every call."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length") or 0))
        time.sleep(SLOW_SECONDS)
        body = json.dumps({"ok": True, "status": 200, "msg": "", "body": ["slow"]}).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def slow_content() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowContent)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


class TestGracefulShutdown:
    def test_sigterm_lets_an_in_flight_call_finish_then_every_listener_stops(
        self,
        embedded_settings: dict[str, BaseServiceSettings],
        tmp_path: Path,
        gateway_var_dir: Path,
    ) -> None:
        gateway_port = free_port()
        url = f"http://127.0.0.1:{gateway_port}"
        page = Protected()
        with slow_content() as content_port:
            env = gateway_environment(embedded_settings, content_port, tmp_path, gateway_var_dir)
            operator_port = int(env["GATEWAY_OPERATOR_PORT"])
            console_port = int(env["GATEWAY_OPS_PORT"])
            env |= {"GATEWAY_LOG_FORMAT": "json", "GATEWAY_SHUTDOWN_GRACE_SEC": "10"}
            with running("gateway", gateway_port, env) as gateway, ThreadPoolExecutor(1) as pool:
                assert httpx.post(url + PROVINCES, auth=page).json()["ok"] is True
                in_flight = pool.submit(httpx.post, url + PRODUCTS, auth=page, timeout=10)
                time.sleep(SLOW_SECONDS / 3)
                gateway.send_signal(signal.SIGTERM)
                answer = in_flight.result()
                exit_code = gateway.wait(timeout=15)
                log = gateway.stderr.read().decode() if gateway.stderr else ""

        assert answer.status_code == 200
        assert answer.json()["body"] == ["slow"]
        # uvicorn re-raises the signal once it has shut down cleanly: the exit is "by SIGTERM".
        assert exit_code in (0, -signal.SIGTERM)
        # Every listener is gone: the public port, the operator port and the console.
        for port in (gateway_port, operator_port, console_port):
            try:
                httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1)
                raise AssertionError(f"port {port} still answers")
            except httpx.TransportError:
                pass
        # The finished call was logged as one JSON line with its request id.
        lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
        logged = [line for line in lines if line.get("route") == PRODUCTS]
        assert logged[0]["request_id"] == answer.headers["x-request-id"]
        assert logged[0]["status"] == 200


def slowly_sent(body: bytes, pause: float) -> Iterator[bytes]:
    """A request body whose second half arrives ``pause`` seconds after the first."""
    half = len(body) // 2
    yield body[:half]
    time.sleep(pause)
    yield body[half:]


class TestServiceShutdown:
    def test_sigterm_lets_a_call_still_receiving_its_body_finish(
        self, embedded_settings: dict[str, BaseServiceSettings]
    ) -> None:
        port = free_port()
        env = service_environment("AUTH_", embedded_settings["auth"])
        env |= {"AUTH_SHUTDOWN_GRACE_SEC": "10"}
        sign_in = json.dumps(
            {"loginType": "sms", "mobile": "13800000002", "smsCode": "000000", "browserID": "b1"}
        ).encode()
        with running("auth", port, env) as auth, ThreadPoolExecutor(1) as pool:
            in_flight = pool.submit(
                httpx.post,
                f"http://127.0.0.1:{port}/web/portal/api/login/user/mobileLoginWithSecurity",
                content=slowly_sent(sign_in, SLOW_SECONDS),
                headers={"content-type": "application/json", "content-length": str(len(sign_in))},
                timeout=10,
            )
            time.sleep(SLOW_SECONDS / 3)
            auth.send_signal(signal.SIGTERM)
            answer = in_flight.result()
            exit_code = auth.wait(timeout=15)

        # Answered in full after the signal: a refusal of the made-up code, not a cut connection.
        assert answer.status_code == 200
        assert answer.json()["status"] in (400, 401)
        assert exit_code in (0, -signal.SIGTERM)
        try:
            httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1)
            raise AssertionError("the service still answers")
        except httpx.TransportError:
            pass
