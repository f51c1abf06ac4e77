"""A Prometheus server of a test's own: Debian's ``prometheus`` binary on a free port, in a
temporary folder, scraping the given targets every second and evaluating the portal's alerting
rules every second, as a platform team's Prometheus would (only faster).

A fresh one per scenario keeps each scenario's samples apart: the rules' 5-minute windows then
hold what that scenario did and nothing of the one before.
"""

import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import yaml

from portal_kit.testing import missing

from .processes import free_port

READY_SECONDS = 30
# As fast as Prometheus allows without changing what the rules compute.
SCRAPE_INTERVAL = "1s"
# Labels every target carries, as the rules expect of a Kubernetes scrape (docs/monitoring.md).
TARGET_LABELS = {"namespace": "portal"}


def require_prometheus() -> str:
    """The server binary (Debian's ``prometheus``, which scripts/ci-services.sh installs):
    missing, the test fails with ``CI=true`` and is skipped elsewhere."""
    found = shutil.which("prometheus")
    if found:
        return found
    missing("the Prometheus server is not installed (apt-get install prometheus)")


@dataclass(frozen=True)
class Target:
    """One process to scrape: ``job`` names it, ``address`` is host:port, ``path`` the page."""

    job: str
    address: str
    path: str = "/metrics"


def configuration(targets: list[Target], rules: Path) -> dict[str, Any]:
    return {
        "global": {
            "scrape_interval": SCRAPE_INTERVAL,
            "scrape_timeout": SCRAPE_INTERVAL,
            "evaluation_interval": SCRAPE_INTERVAL,
        },
        "rule_files": [str(rules)],
        "scrape_configs": [
            {
                "job_name": target.job,
                "metrics_path": target.path,
                "static_configs": [{"targets": [target.address], "labels": TARGET_LABELS}],
            }
            for target in targets
        ],
    }


@dataclass
class PrivatePrometheus:
    url: str
    process: "subprocess.Popen[bytes]"
    log: Path

    def query(self, expression: str) -> list[dict[str, Any]]:
        """The instant vector ``expression`` gives now: each element's ``metric`` (labels)
        and ``value``; empty when nothing matches (an alert's expression: it does not fire)."""
        answer = httpx.get(f"{self.url}/api/v1/query", params={"query": expression}, timeout=5)
        body = answer.json()
        assert body["status"] == "success", (expression, body)
        assert body["data"]["resultType"] == "vector", (expression, body)
        result: list[dict[str, Any]] = body["data"]["result"]
        return result

    def values(self, expression: str, *labels: str) -> dict[tuple[str, ...], float]:
        """``expression``'s elements by the values of ``labels``."""
        return {
            tuple(element["metric"].get(label, "") for label in labels): float(element["value"][1])
            for element in self.query(expression)
        }

    def active_alerts(self) -> list[dict[str, Any]]:
        """The alerts the server's own rule evaluation holds pending or firing."""
        answer = httpx.get(f"{self.url}/api/v1/alerts", timeout=5).json()
        alerts: list[dict[str, Any]] = answer["data"]["alerts"]
        return alerts

    def targets_up(self) -> dict[str, bool]:
        """Each job's last scrape: answered or not (absent until its first scrape)."""
        return {job: value == 1 for (job,), value in self.values("up", "job").items()}

    def log_tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


@contextmanager
def private_prometheus(targets: list[Target], rules: Path) -> Iterator[PrivatePrometheus]:
    """Prometheus scraping ``targets`` with ``rules`` loaded, until the block ends; waits
    until it is ready and has scraped every target once."""
    binary = require_prometheus()
    root = Path(tempfile.mkdtemp(prefix="portal-prometheus-"))
    config = root / "prometheus.yml"
    config.write_text(yaml.safe_dump(configuration(targets, rules), sort_keys=False))
    port = free_port()
    log = root / "prometheus.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [
                binary, f"--config.file={config}", f"--storage.tsdb.path={root / 'data'}",
                f"--web.listen-address=127.0.0.1:{port}", "--log.level=warn",
            ],
            stdout=sink,
            stderr=subprocess.STDOUT,
        )  # fmt: skip
    server = PrivatePrometheus(f"http://127.0.0.1:{port}", process, log)
    try:
        _until_ready(server, {target.job for target in targets})
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(root, ignore_errors=True)


def _until_ready(server: PrivatePrometheus, jobs: set[str]) -> None:
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            exited = server.process.returncode
            raise RuntimeError(f"prometheus exited ({exited}):\n{server.log_tail()}")
        try:
            ready = httpx.get(f"{server.url}/-/ready", timeout=1).status_code == 200
            if ready and set(server.targets_up()) >= jobs:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"prometheus not ready within {READY_SECONDS} s:\n{server.log_tail()}")
