"""Distributed mode in miniature: the gateway and a service as two real processes."""

import time
from pathlib import Path

import httpx
import pytest

from gateway.config import SERVICES
from portal_client.protection import Protected
from portal_kit.settings import BaseServiceSettings

from .processes import free_port, running, service_environment

pytestmark = pytest.mark.process

PRODUCTS = "/api/web/portal/api/product/list"


def gateway_environment(
    embedded_settings: dict[str, BaseServiceSettings],
    content_port: int,
    tmp_path: Path,
    var_dir: Path,
) -> dict[str, str]:
    env = {
        "GATEWAY_MODE": "test",
        "GATEWAY_VAR_DIR": str(var_dir),
        "GATEWAY_CONTENT_URL": f"http://127.0.0.1:{content_port}",
        "GATEWAY_WEB_DIST": str(tmp_path / "no-web-build"),
        # Its own operator and console ports: a developer's `make run` may hold the defaults.
        "GATEWAY_OPERATOR_PORT": str(free_port()),
        "GATEWAY_OPS_PORT": str(free_port()),
    }
    # The services still embedded in the gateway use the test databases, not the repo's var/.
    for service in SERVICES:
        if service != "content":
            env |= service_environment(f"{service.upper()}_", embedded_settings[service])
    return env


class TestGatewayAndServiceAsProcesses:
    def test_calls_cross_processes_and_a_stopped_service_answers_503_within_3_seconds(
        self,
        embedded_settings: dict[str, BaseServiceSettings],
        tmp_path: Path,
        gateway_var_dir: Path,
    ) -> None:
        # One scenario, because every process start costs seconds.
        content_port, gateway_port = free_port(), free_port()
        content_env = service_environment("CONTENT_", embedded_settings["content"])
        gateway_env = gateway_environment(
            embedded_settings, content_port, tmp_path, gateway_var_dir
        )
        gateway_url = f"http://127.0.0.1:{gateway_port}"
        page = Protected()

        with running("gateway", gateway_port, gateway_env):
            with running("content", content_port, content_env):
                served = httpx.post(gateway_url + PRODUCTS, auth=page)
                ready = httpx.get(gateway_url + "/readyz")
            started = time.monotonic()
            stopped = httpx.post(gateway_url + PRODUCTS, timeout=10, auth=page)
            elapsed = time.monotonic() - started
            other = httpx.post(gateway_url + "/api/web/portal/api/province/list", auth=page)

        envelope = served.json()
        assert envelope["ok"] is True
        assert [product["productCode"] for product in envelope["body"]][:2] == ["EC", "CRM"]
        assert served.headers["x-request-id"]
        assert ready.status_code == 200
        assert stopped.status_code == 200
        assert stopped.json()["status"] == 503
        assert elapsed < 3
        # Every other call keeps working.
        assert other.json()["ok"] is True


class TestServe:
    def test_the_gateway_serves_on_the_event_loop_uvicorn_would_choose(
        self, tmp_path: Path, gateway_var_dir: Path
    ) -> None:
        # uvloop, as uvicorn.run picks it: running both listeners from one coroutine under
        # asyncio.run had silently put the gateway on the slower standard loop.
        port, log = free_port(), tmp_path / "gateway.log"
        env = {
            "GATEWAY_MODE": "test",
            "GATEWAY_VAR_DIR": str(gateway_var_dir),
            "GATEWAY_WEB_DIST": str(tmp_path / "no-web-build"),
            "GATEWAY_OPERATOR_PORT": "0",
        }
        # Every service elsewhere (nothing answers there): the gateway alone starts.
        env |= {f"GATEWAY_{service.upper()}_URL": "http://127.0.0.1:9" for service in SERVICES}

        with running("gateway", port, env, log=log):
            pass

        assert "event loop: uvloop" in log.read_text()
