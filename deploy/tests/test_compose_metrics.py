"""Metrics in compose: every server on its own metrics port inside the compose networks, none
published; deploy/compose/monitoring.yaml's Prometheus reaching each and scraping each page
(deploy/prometheus/prometheus-compose.yaml, checked by promtool)."""

from typing import Any

from .promql import find_promtool, run_promtool
from .support import DEPLOY, ROOT, SERVERS, compose, load_yaml, prefix_of
from .test_compose import check_jsonschema

MONITORING = DEPLOY / "compose" / "monitoring.yaml"
SCRAPE = DEPLOY / "prometheus" / "prometheus-compose.yaml"


def services() -> dict[str, Any]:
    found: dict[str, Any] = compose()["services"]
    return found


class TestTheServers:
    def test_each_serves_its_metrics_on_9464_inside_and_publishes_only_its_main_port(
        self,
    ) -> None:
        for name in SERVERS:
            service = services()[name]
            environment = service["environment"]
            assert environment[f"{prefix_of(name)}METRICS_PORT"] == "9464", name
            assert environment[f"{prefix_of(name)}METRICS_HOST"] == "0.0.0.0", name  # noqa: S104
            assert not any("9464" in str(port) for port in service.get("ports", [])), name


class TestPrometheus:
    def test_the_override_is_a_valid_compose_file(self) -> None:
        result = check_jsonschema(MONITORING)
        assert result.returncode == 0, result.stdout + result.stderr

    def test_it_shares_a_network_with_every_server_and_publishes_on_loopback(self) -> None:
        prometheus = load_yaml(MONITORING)["services"]["prometheus"]
        for name in SERVERS:
            shared = set(prometheus["networks"]) & set(services()[name]["networks"])
            assert shared, f"prometheus cannot reach {name}"
        assert prometheus["ports"] == ["127.0.0.1:9090:9090"]
        # The configuration it reads is the one checked below, from the repository.
        assert "./deploy/prometheus:/etc/prometheus:ro" in prometheus["volumes"]
        assert f"--config.file=/etc/prometheus/{SCRAPE.name}" in prometheus["command"]
        assert (ROOT / "deploy" / "prometheus" / SCRAPE.name).is_file()

    def test_it_scrapes_every_server_and_each_gateway_worker(self) -> None:
        (job,) = load_yaml(SCRAPE)["scrape_configs"]
        targets = {
            (name, lookup["port"]) for lookup in job["dns_sd_configs"] for name in lookup["names"]
        }
        workers = int(services()["gateway"]["environment"]["GATEWAY_WORKERS"].split(":-")[1][0])

        assert workers == 2
        assert targets == {(name, 9464) for name in SERVERS} | {("gateway", 9465)}

    def test_promtool_accepts_it_with_the_rules(self) -> None:
        result = run_promtool(find_promtool(), "check", "config", SCRAPE)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "SUCCESS: 1 rule files found" in result.stdout
