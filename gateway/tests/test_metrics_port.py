"""The metrics of a server process are on its internal port only (``<PREFIX>_METRICS_PORT``):
a service as distributed mode runs it, its main port answering 404 for ``/metrics``. The
gateway's worker processes, each on its own metrics port: test_workers.py."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from portal_kit.metrics_port import metrics_url
from portal_kit.testing import REDIS_URL, require_servers

from .processes import PYCACHE, STARTUP_SECONDS, free_port, running

# What every process exports, whatever it has answered yet.
FAMILIES = {
    "portal_requests",
    "portal_request_duration_seconds",
    "portal_backend_unavailable",
    "portal_db_pool_size",
    "portal_outbox_backlog",
}


POOL_GAUGE = 'portal_db_pool_size{service="reference"}'


def reference_env(tmp_path: Path, metrics_port: int) -> dict[str, str]:
    return {
        "REFERENCE_MODE": "test",
        "REFERENCE_VAR_DIR": str(tmp_path),
        "REFERENCE_METRICS_PORT": str(metrics_port),
    }


def page_of(metrics_port: int, worker: int, showing: str) -> httpx.Response:
    """Worker ``worker``'s metrics page, once it listens and shows ``showing`` (or the start-up
    time is over): the listener opens before the worker's lifespan has made its pool."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        try:
            page = httpx.get(metrics_url("127.0.0.1", metrics_port, worker), timeout=10)
        except httpx.ConnectError:
            if time.monotonic() > deadline:
                raise
        else:
            if showing in page.text or time.monotonic() > deadline:
                return page
        time.sleep(0.1)


@pytest.mark.process
class TestAServiceProcess:
    def test_the_main_port_answers_404_and_the_internal_port_the_metric_families(
        self, tmp_path: Path
    ) -> None:
        port, metrics_port = free_port(), free_port()
        with running("reference", port, reference_env(tmp_path, metrics_port)):
            on_main_port = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=10)
            page = httpx.get(metrics_url("127.0.0.1", metrics_port), timeout=10)
            elsewhere = httpx.get(f"http://127.0.0.1:{metrics_port}/healthz", timeout=10)

        assert (on_main_port.status_code, on_main_port.json()["status"]) == (404, 404)
        assert page.status_code == 200
        assert page.headers["content-type"].startswith("text/plain")
        families = {family.name for family in text_string_to_metric_families(page.text)}
        assert families >= FAMILIES
        assert 'portal_db_pool_size{service="reference"}' in page.text
        # The internal port serves the metrics and nothing else: not the service's routes.
        assert elsewhere.status_code == 404
        assert "the metrics are at /metrics" in elsewhere.text

    def test_each_worker_serves_its_own_page_on_the_port_plus_its_number(
        self, tmp_path: Path
    ) -> None:
        require_servers()
        port, metrics_port = free_port(), free_port()
        env = reference_env(tmp_path, metrics_port) | {"REFERENCE_REDIS_URL": REDIS_URL}
        with running("reference", port, env, args=["--workers", "2"]):
            # The second worker starts once the first is ready, which is all /healthz said.
            pages = [page_of(metrics_port, worker, POOL_GAUGE) for worker in (0, 1)]

        assert [page.status_code for page in pages] == [200, 200]
        assert all(POOL_GAUGE in page.text for page in pages)

    def test_a_metrics_port_in_use_stops_the_start_and_names_the_setting(
        self, tmp_path: Path
    ) -> None:
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            metrics_port = taken.getsockname()[1]
            result = subprocess.run(
                [sys.executable, "-m", "reference", "serve", "--port", str(free_port())],
                env={
                    **os.environ,
                    "PYTHONPYCACHEPREFIX": str(PYCACHE),
                    **reference_env(tmp_path, metrics_port),
                },
                capture_output=True,
                text=True,
                timeout=60,
                check=False,
            )

        assert result.returncode == 1
        assert (
            f"REFERENCE_METRICS_HOST/REFERENCE_METRICS_PORT: cannot listen on "
            f"127.0.0.1:{metrics_port}" in result.stderr
        )


class TestWhereTheMetricsAre:
    def test_worker_n_is_on_the_port_plus_n_and_any_address_is_reached_on_loopback(
        self,
    ) -> None:
        assert metrics_url("127.0.0.1", 9464) == "http://127.0.0.1:9464/metrics"
        assert metrics_url("0.0.0.0", 9464, 2) == "http://127.0.0.1:9466/metrics"  # noqa: S104
        assert metrics_url("::1", 9464, 0) == "http://[::1]:9464/metrics"
