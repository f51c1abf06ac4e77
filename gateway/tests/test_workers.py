"""The gateway as worker processes (``serve --workers 2``): one port, two processes, the
state a sealed call leaves (its nonce) shared through Redis."""

import http.client
import json
import os
import signal
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from gateway.config import SERVICES
from portal_client.protection import SECRET_KEY_PATH, Protected
from portal_kit.metrics_port import metrics_url
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import child_pids

from .processes import PYCACHE, free_port, running, service_environment

pytestmark = pytest.mark.process

PRODUCTS = "/api/web/portal/api/product/list"
STARTUP_SECONDS = 60


def counted(page: str, route: str, status: str) -> float:
    """The gateway's ``portal_requests_total`` for ``route`` answered HTTP ``status``."""
    return sum(
        sample.value
        for family in text_string_to_metric_families(page)
        if family.name == "portal_requests"
        for sample in family.samples
        if sample.name == "portal_requests_total"
        and sample.labels["service"] == "gateway"
        and sample.labels["route"] == route
        and sample.labels["status"] == status
    )


def tcp_rows() -> list[list[str]]:
    """The IPv4 TCP sockets of the machine, one row of ``/proc/net/tcp`` each."""
    return [line.split() for line in Path("/proc/net/tcp").read_text().splitlines()[1:]]


def port_of(address: str) -> int:
    return int(address.split(":")[1], 16)


def socket_inodes(pid: int) -> set[str]:
    """The sockets ``pid`` holds open (none once it has ended)."""
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                inodes.add(os.readlink(f"/proc/{pid}/fd/{fd}"))
            except OSError:
                continue
    except OSError:
        return set()
    return inodes


def serving_workers(parent: int, port: int) -> set[int]:
    """The children of ``parent`` listening on ``port``: its workers once they serve, and no
    other process it may have started."""
    listening = {
        f"socket:[{fields[9]}]"
        for fields in tcp_rows()
        if port_of(fields[1]) == port and fields[3] == "0A"
    }
    return {pid for pid in child_pids(parent) if socket_inodes(pid) & listening}


def serving_pid(connection: http.client.HTTPConnection, pids: set[int]) -> int | None:
    """Which of ``pids`` holds the server's end of ``connection`` (from /proc)."""
    assert connection.sock is not None
    client = connection.sock.getsockname()[1]
    inodes = {
        f"socket:[{fields[9]}]"
        for fields in tcp_rows()
        if port_of(fields[2]) == client and port_of(fields[1]) == connection.port
    }
    return next((pid for pid in pids if socket_inodes(pid) & inodes), None)


def connection_to(port: int, pid: int, workers: set[int]) -> http.client.HTTPConnection:
    """A keep-alive connection served by worker ``pid``: new ones until one lands there. Used
    at once: an idle connection is closed after uvicorn's keep-alive timeout (5 s)."""
    for _ in range(200):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("GET", "/healthz")
        connection.getresponse().read()
        if serving_pid(connection, workers) == pid:
            return connection
        connection.close()
    raise AssertionError(f"no connection reached worker {pid} of {sorted(workers)}")


def send(connection: http.client.HTTPConnection, request: httpx.Request) -> tuple[int, bytes]:
    connection.request(
        request.method, request.url.raw_path.decode(), request.content, dict(request.headers)
    )
    response = connection.getresponse()
    return response.status, response.read()


@pytest.fixture
def gateway_env(
    embedded_settings: dict[str, BaseServiceSettings],
    tmp_path: Path,
    gateway_var_dir: Path,
) -> dict[str, str]:
    """Every service embedded, on PostgreSQL and the test Redis (workers need Redis)."""
    env = {
        "GATEWAY_MODE": "test",
        "GATEWAY_VAR_DIR": str(gateway_var_dir),
        "GATEWAY_REDIS_URL": embedded_settings["auth"].redis_url or "",
        "GATEWAY_WEB_DIST": str(tmp_path / "no-web-build"),
        "GATEWAY_OPERATOR_PORT": str(free_port()),
        "GATEWAY_OPS_PORT": str(free_port()),
        # Worker n serves its own metrics on this port plus n (portal_kit.metrics_port).
        "GATEWAY_METRICS_PORT": str(free_port()),
    }
    for service in SERVICES:
        env |= service_environment(f"{service.upper()}_", embedded_settings[service])
    return env


# Workers share their state through Redis: the in-process store is refused (tested below).
@pytest.mark.parametrize("backend", ["postgres-redis"], indirect=True)
class TestGatewayWorkers:
    def test_both_workers_answer_a_nonce_is_spent_for_both_and_sigterm_stops_them(
        self, gateway_env: dict[str, str]
    ) -> None:
        # One scenario: every start of the portal costs seconds per worker.
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        with running("gateway", port, gateway_env, args=["--workers", "2"]) as parent:
            deadline = time.monotonic() + STARTUP_SECONDS
            while (
                len(workers := serving_workers(parent.pid, port)) < 2
                and time.monotonic() < deadline
            ):
                time.sleep(0.1)
            first, second = sorted(workers)
            page = Protected()
            page.use_keys(httpx.post(url + SECRET_KEY_PATH, timeout=30).json()["body"])
            sealed = page.seal(httpx.Request("POST", url + PRODUCTS))
            another = page.seal(httpx.Request("POST", url + PRODUCTS))
            with closing(connection_to(port, first, workers)) as to_first:
                answered = send(to_first, sealed)
            with closing(connection_to(port, second, workers)) as to_second:
                replayed = send(to_second, sealed)
                fresh = send(to_second, another)
            metrics_port = int(gateway_env["GATEWAY_METRICS_PORT"])
            pages = [
                httpx.get(metrics_url("127.0.0.1", metrics_port, worker), timeout=10)
                for worker in (0, 1)
            ]
            on_public_port = httpx.get(f"{url}/metrics", timeout=10)
            parent.send_signal(signal.SIGTERM)
            status = parent.wait(timeout=30)

        # Each worker serves sealed calls; the nonce the first one admitted is spent for the
        # second one too (it is kept in Redis, not in the worker).
        assert answered[0] == 200
        assert json.loads(answered[1])["ok"] is True
        assert replayed[0] == 400
        assert fresh[0] == 200
        assert json.loads(fresh[1])["ok"] is True
        # Each worker has its metrics page, with the embedded services' series: the two
        # together count the two calls answered (and the replay refused) once each.
        assert [page.status_code for page in pages] == [200, 200]
        assert all('portal_db_pool_size{service="content"}' in page.text for page in pages)
        assert sum(counted(page.text, PRODUCTS, "200") for page in pages) == 2
        assert sum(counted(page.text, PRODUCTS, "400") for page in pages) == 1
        assert on_public_port.status_code == 404
        # SIGTERM to the parent stopped every worker, and the parent with status 0.
        assert status == 0
        assert not any(Path(f"/proc/{pid}").exists() for pid in workers)


class TestWorkersNeedRedis:
    @pytest.mark.parametrize("module", ["gateway", "content"])
    def test_more_than_one_worker_on_the_in_process_store_is_refused(
        self, module: str, tmp_path: Path
    ) -> None:
        prefix = module.upper()
        env = {
            **{k: v for k, v in os.environ.items() if not k.endswith("_REDIS_URL")},
            "PYTHONPYCACHEPREFIX": str(PYCACHE),
            f"{prefix}_MODE": "test",
            f"{prefix}_VAR_DIR": str(tmp_path),
            # Also from the environment: the setting, as a deployment gives it.
            f"{prefix}_WORKERS": "2",
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        refused = subprocess.run(
            [sys.executable, "-m", module, "serve", "--port", str(free_port())],
            env=env,
            capture_output=True,
            text=True,
            timeout=STARTUP_SECONDS,
            check=False,
        )

        assert refused.returncode == 1
        assert "2 workers need Redis" in refused.stderr
        assert f"{prefix}_REDIS_URL" in refused.stderr
