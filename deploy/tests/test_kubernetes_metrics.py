"""The metrics of deploy/k8s: on a port of their own in every server, announced to Prometheus
by pod annotations, reachable from the monitoring namespace alone; the scrape configuration of
deploy/prometheus finding exactly those pages. With the release promises: the public Ingress's
body limit, migration Jobs that make room for the next release themselves."""

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from .network import allowed, pods, reaches
from .promql import find_promtool, run_promtool
from .support import DEPLOY, OVERLAYS, SERVERS, SERVICES, by_kind, load_yaml, prefix_of, render

METRICS_PORT = 9464
PROMETHEUS = DEPLOY / "prometheus" / "prometheus.yaml"
# Namespaces the cluster has besides the portal's: only the first may scrape.
OUTSIDE = ("monitoring", "ingress-nginx", "kube-system", "portal-data", "default")
# ingress-nginx's size syntax: a number and an optional unit (k, m, g; bytes without).
SIZE = re.compile(r"(\d+)([kmg]?)", re.IGNORECASE)
UNITS = {"": 1, "k": 1024, "m": 1024**2, "g": 1024**3}


@pytest.fixture(params=OVERLAYS)
def overlay(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    return name


def server_pod(overlay: str, name: str) -> dict[str, Any]:
    pod: dict[str, Any] = by_kind(render(overlay), "Deployment")[name]["spec"]["template"]
    return pod


def settings_of(overlay: str, name: str) -> dict[str, str]:
    """The ConfigMap a server reads its settings from, rendered."""
    (container,) = server_pod(overlay, name)["spec"]["containers"]
    (source,) = container["envFrom"]
    data: dict[str, str] = by_kind(render(overlay), "ConfigMap")[source["configMapRef"]["name"]][
        "data"
    ]
    return data


class TestEveryServer:
    @pytest.mark.parametrize("name", SERVERS)
    def test_serves_its_metrics_on_the_port_its_annotations_name(
        self, overlay: str, name: str
    ) -> None:
        pod = server_pod(overlay, name)
        (container,) = pod["spec"]["containers"]
        ports = {port["name"]: port["containerPort"] for port in container["ports"]}
        settings = settings_of(overlay, name)
        prefix = prefix_of(name)

        assert ports == {"http": 8000, "metrics": METRICS_PORT}
        # The process listens where the port is declared, on the pod's address (the
        # NetworkPolicy guards it), and with metrics on.
        assert settings[f"{prefix}METRICS_PORT"] == str(METRICS_PORT)
        assert settings[f"{prefix}METRICS_HOST"] == "0.0.0.0"  # noqa: S104
        assert settings[f"{prefix}METRICS_ENABLED"] == "true"
        # One worker: the annotations name one port, and worker n would be on port + n.
        assert settings.get(f"{prefix}WORKERS", "1") == "1"
        assert pod["metadata"]["annotations"] == {
            "prometheus.io/scrape": "true",
            "prometheus.io/port": str(METRICS_PORT),
            "prometheus.io/path": "/metrics",
        }

    def test_migration_pods_are_not_scraped(self, overlay: str) -> None:
        for name, job in by_kind(render(overlay), "Job").items():
            annotations = job["spec"]["template"]["metadata"].get("annotations", {})
            assert "prometheus.io/scrape" not in annotations, name


class TestWhoReachesTheMetrics:
    def test_the_monitoring_namespace_and_no_other(self) -> None:
        for name in SERVERS:
            for namespace in OUTSIDE:
                reached = allowed("ingress", pods()[name], namespace, METRICS_PORT)
                assert reached == (namespace == "monitoring"), f"{namespace} → {name}"

    def test_no_pod_of_the_portal(self) -> None:
        for source in pods():
            for target in SERVERS:
                assert not reaches(source, target, METRICS_PORT), f"{source} → {target}"

    def test_the_monitoring_namespace_reaches_no_other_port(self) -> None:
        # Port 8000 stays as it was: the gateway's is open to all (the ingress), no other.
        for name in SERVERS:
            assert not allowed("ingress", pods()[name], "monitoring", 9465), name
            assert allowed("ingress", pods()[name], "monitoring", 8000) == (name == "gateway")


def relabel(labels: dict[str, str], rules: list[dict[str, Any]]) -> dict[str, str] | None:
    """Prometheus' relabelling (``keep`` and ``replace``, the actions the file uses) of one
    target's labels; None when it is dropped. Then the ``__meta_`` labels go, as in
    Prometheus."""
    labels = dict(labels)
    for rule in rules:
        action = rule.get("action", "replace")
        value = rule.get("separator", ";").join(
            labels.get(name, "") for name in rule.get("source_labels", [])
        )
        # Prometheus anchors every regex at both ends (and uses RE2; these also parse in re).
        match = re.fullmatch(rule.get("regex", "(.*)"), value)
        if action == "keep":
            if match is None:
                return None
        elif action == "replace":
            if match is not None:
                replacement = rule.get("replacement", "$1")
                groups = (match.group(0), *match.groups(default=""))
                labels[rule["target_label"]] = re.sub(
                    r"\$(\d+)", lambda m, found=groups: found[int(m.group(1))], replacement
                )
        else:
            raise AssertionError(f"action {action} is not simulated here")
    return {name: value for name, value in labels.items() if not name.startswith("__meta_")}


def discovered(name: str, workload: dict[str, Any], address: str) -> list[dict[str, str]]:
    """What Kubernetes pod discovery offers for one pod of ``workload``: a target per
    container port (one without a port for a container that declares none)."""
    template = workload["spec"]["template"]
    meta = {
        "__meta_kubernetes_namespace": "portal",
        "__meta_kubernetes_pod_name": f"{name}-7d9f8-abcde",
    }
    for key, value in template["metadata"].get("labels", {}).items():
        meta[f"__meta_kubernetes_pod_label_{re.sub(r'[^a-zA-Z0-9_]', '_', key)}"] = value
    for key, value in template["metadata"].get("annotations", {}).items():
        meta[f"__meta_kubernetes_pod_annotation_{re.sub(r'[^a-zA-Z0-9_]', '_', key)}"] = value
    targets = []
    for container in template["spec"]["containers"]:
        for port in container.get("ports") or [{}]:
            number = port.get("containerPort")
            targets.append(
                meta
                | {
                    "__address__": f"{address}:{number}" if number else address,
                    "__meta_kubernetes_pod_container_port_name": port.get("name", ""),
                }
            )
    return targets


class TestTheScrapeConfiguration:
    def test_promtool_accepts_it_with_the_rules(self, tmp_path: Path) -> None:
        # Debian's Prometheus is built without Kubernetes discovery: promtool checks the rest
        # (relabelling, the rules it loads) with file discovery in its place.
        config = load_yaml(PROMETHEUS)
        (job,) = config["scrape_configs"]
        assert job["kubernetes_sd_configs"] == [
            {"role": "pod", "namespaces": {"names": ["portal"]}}
        ]
        job.pop("kubernetes_sd_configs")
        job["file_sd_configs"] = [{"files": [str(tmp_path / "targets.json")]}]
        (tmp_path / "prometheus.yaml").write_text(yaml.safe_dump(config))
        shutil.copy(PROMETHEUS.parent / "alerts.yaml", tmp_path / "alerts.yaml")
        result = run_promtool(find_promtool(), "check", "config", tmp_path / "prometheus.yaml")
        assert result.returncode == 0, result.stdout + result.stderr
        assert "SUCCESS: 1 rule files found" in result.stdout

    def test_it_finds_each_server_once_on_its_metrics_port_and_no_job(self) -> None:
        (job,) = load_yaml(PROMETHEUS)["scrape_configs"]
        docs = render("prod")
        workloads = by_kind(docs, "Deployment") | by_kind(docs, "Job")
        found: dict[str, list[dict[str, str]]] = {}
        for n, (name, workload) in enumerate(sorted(workloads.items())):
            for target in discovered(name, workload, f"10.1.0.{n + 1}"):
                kept = relabel(target, job["relabel_configs"])
                if kept is not None and kept not in found.setdefault(name, []):
                    found[name].append(kept)

        assert {name for name, targets in found.items() if targets} == set(SERVERS)
        for n, (name, _) in enumerate(sorted(workloads.items())):
            if name not in SERVERS:
                continue
            assert found[name] == [
                {
                    "__address__": f"10.1.0.{n + 1}:{METRICS_PORT}",
                    "__metrics_path__": "/metrics",
                    "namespace": "portal",
                    "pod": f"{name}-7d9f8-abcde",
                    "app": name,
                }
            ], name


def size_in_bytes(size: str) -> int:
    match = SIZE.fullmatch(size)
    assert match, f"not a size: {size}"
    return int(match.group(1)) * UNITS[match.group(2).lower()]


class TestRelease:
    @pytest.mark.parametrize("name", ["portal", "console"])
    def test_each_ingress_lets_a_10_mb_upload_through(self, name: str) -> None:
        ingress = by_kind(render("prod"), "Ingress")[name]
        limit = ingress["metadata"]["annotations"]["nginx.ingress.kubernetes.io/proxy-body-size"]

        # Uploads are up to 10 MB, and a multipart body carries more than the file.
        assert size_in_bytes(limit) >= 11 * 1024**2

    @pytest.mark.parametrize("name", SERVICES)
    def test_a_migration_job_removes_itself_before_the_next_release(
        self, overlay: str, name: str
    ) -> None:
        job = by_kind(render(overlay), "Job")[f"{name}-migrate"]
        ttl = job["spec"]["ttlSecondsAfterFinished"]

        # Gone well before a next release (a quick fix included), there long enough to read.
        assert 300 <= ttl <= 3600
