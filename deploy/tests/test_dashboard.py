"""deploy/grafana/portal.json: a dashboard Grafana can import, whose every panel reads series
the portal (or Prometheus and kube-state-metrics) exports, in PromQL promtool accepts."""

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from .promql import find_promtool, metric_names, run_promtool, unknown_names
from .support import DEPLOY

DASHBOARD = DEPLOY / "grafana" / "portal.json"
# What the dashboard must show (one series each at least).
SHOWN = {
    "portal_requests_total",
    "portal_request_duration_seconds_bucket",
    "portal_upstream_failures_total",
    "portal_backend_unavailable_total",
    "portal_db_pool_checked_out",
    "portal_db_pool_size",
    "portal_event_lag",
    "portal_event_pending",
    "portal_outbox_backlog",
}
# Grafana's variables, as Prometheus would see them once Grafana has put in their values.
VARIABLES = {"$__rate_interval": "5m", "$service": ".*"}
LABEL_VALUES = re.compile(r"label_values\((\w+),\s*\w+\)")


def dashboard() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(DASHBOARD.read_text())
    return loaded


def panels() -> list[dict[str, Any]]:
    return [panel for panel in dashboard()["panels"] if panel["type"] != "row"]


def expressions() -> list[str]:
    return [target["expr"] for panel in panels() for target in panel["targets"]]


def as_prometheus_reads(expression: str) -> str:
    for variable, value in VARIABLES.items():
        expression = expression.replace(variable, value)
    return expression


class TestDashboard:
    def test_it_is_a_dashboard_with_its_own_uid(self) -> None:
        loaded = dashboard()
        assert loaded["uid"] == "portal-overview"
        assert loaded["title"]
        assert loaded["schemaVersion"] >= 36
        ids = [panel["id"] for panel in loaded["panels"]]
        assert len(ids) == len(set(ids))

    def test_every_panel_has_a_title_a_query_and_a_place(self) -> None:
        for panel in panels():
            assert panel["title"], panel["id"]
            assert panel["description"], panel["title"]
            assert panel["targets"], panel["title"]
            assert panel["datasource"] == {"type": "prometheus", "uid": "${datasource}"}
            place = panel["gridPos"]
            assert place["x"] + place["w"] <= 24, panel["title"]
            assert place["h"] > 0, panel["title"]
            ref_ids = [target["refId"] for target in panel["targets"]]
            assert len(ref_ids) == len(set(ref_ids)), panel["title"]

    def test_it_shows_requests_latency_failures_pools_events_and_the_outbox(self) -> None:
        read = set().union(*map(metric_names, expressions()))
        assert read >= SHOWN, SHOWN - read

    @pytest.mark.parametrize("expression", expressions())
    def test_each_query_reads_series_that_exist(self, expression: str) -> None:
        assert metric_names(expression)
        assert not unknown_names(expression)

    def test_the_service_choice_lists_existing_services(self) -> None:
        variables = {v["name"]: v for v in dashboard()["templating"]["list"]}
        query = variables["service"]["query"]["query"]
        found = LABEL_VALUES.fullmatch(query)
        assert found, query
        assert not unknown_names(found[1])
        assert variables["datasource"]["query"] == "prometheus"

    def test_prometheus_accepts_every_query(self, tmp_path: Path) -> None:
        # promtool has no PromQL checker of its own: each query becomes a recording rule.
        promtool = find_promtool()
        rules = [
            {"record": f"dashboard:query_{number}", "expr": as_prometheus_reads(expression)}
            for number, expression in enumerate(expressions())
        ]
        path = tmp_path / "dashboard_rules.yaml"
        path.write_text(yaml.safe_dump({"groups": [{"name": "dashboard", "rules": rules}]}))
        result = run_promtool(promtool, "check", "rules", path)
        assert result.returncode == 0, result.stdout + result.stderr
