"""deploy/prometheus/alerts.yaml: valid for Prometheus, each alert shown firing and quiet by
its unit tests (promtool), each saying how grave it is and what to do, and reading only
series that exist."""

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from .promql import find_promtool, metric_names, run_promtool, unknown_names
from .support import DEPLOY, load_yaml

RULES = DEPLOY / "prometheus" / "alerts.yaml"
RULE_TESTS = DEPLOY / "prometheus" / "alerts_test.yaml"
SEVERITIES = {"critical", "warning"}


def alerts() -> list[dict[str, Any]]:
    return [rule for group in load_yaml(RULES)["groups"] for rule in group["rules"]]


def rule_tests() -> list[dict[str, Any]]:
    return [case for test in load_yaml(RULE_TESTS)["tests"] for case in test["alert_rule_test"]]


@pytest.fixture(scope="module")
def promtool() -> str:
    return find_promtool()


class TestPromtool:
    def test_the_rules_are_valid(self, promtool: str) -> None:
        result = run_promtool(promtool, "check", "rules", RULES)
        assert result.returncode == 0, result.stdout + result.stderr
        assert f"SUCCESS: {len(alerts())} rules found" in result.stdout

    def test_the_unit_tests_pass(self, promtool: str) -> None:
        result = run_promtool(promtool, "test", "rules", RULE_TESTS)
        assert result.returncode == 0, result.stdout + result.stderr

    def test_the_unit_tests_fail_when_no_alert_can_fire(
        self, promtool: str, tmp_path: Path
    ) -> None:
        # Every expression made impossible: the tests that expect an alert must then fail.
        silenced = re.sub(
            r"expr: (\|\n(?:\s{10,}.*\n)+|.*\n)", "expr: vector(1) > 2\n", RULES.read_text()
        )
        (tmp_path / RULES.name).write_text(silenced)
        shutil.copy(RULE_TESTS, tmp_path / RULE_TESTS.name)
        assert run_promtool(promtool, "check", "rules", tmp_path / RULES.name).returncode == 0
        result = run_promtool(promtool, "test", "rules", tmp_path / RULE_TESTS.name)
        assert result.returncode != 0
        for alert in alerts():
            assert f"alertname: {alert['alert']}," in result.stderr, alert["alert"]


class TestRules:
    def test_every_alert_is_tested_firing_and_quiet(self) -> None:
        cases = rule_tests()
        for alert in alerts():
            name = alert["alert"]
            expected = [case["exp_alerts"] for case in cases if case["alertname"] == name]
            assert any(expected), f"{name}: no test makes it fire"
            assert [] in expected, f"{name}: no test shows it quiet"

    @pytest.mark.parametrize("alert", alerts(), ids=lambda alert: alert["alert"])
    def test_each_alert_waits_names_its_severity_and_says_what_to_do(
        self, alert: dict[str, Any]
    ) -> None:
        assert re.fullmatch(r"\d+m", alert.get("for", "")), "a `for:` in minutes"
        assert alert["labels"]["severity"] in SEVERITIES
        annotations = alert["annotations"]
        for key in ("summary", "description"):
            assert annotations[key].strip(), key
            assert "\n" not in annotations[key], f"{key}: one line"

    @pytest.mark.parametrize("alert", alerts(), ids=lambda alert: alert["alert"])
    def test_each_alert_reads_series_that_exist(self, alert: dict[str, Any]) -> None:
        assert metric_names(alert["expr"])
        assert not unknown_names(alert["expr"])

    def test_a_misspelt_series_is_noticed(self) -> None:
        assert unknown_names("sum(rate(portal_request_total[5m])) > 0") == {"portal_request_total"}
