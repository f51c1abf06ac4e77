"""What a fault scenario asks of a Prometheus scraping the portal: are the alerting rules of
``deploy/prometheus/alerts.yaml`` quiet, do their expressions return the broken part's series,
does the server's own rule evaluation hold the alert, and did a counter rise by exactly the
failures the callers saw."""

import asyncio
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
import yaml

from .private_prometheus import PrivatePrometheus

RULES = Path(__file__).resolve().parents[2] / "deploy" / "prometheus" / "alerts.yaml"
# A counter's last rise reaches Prometheus at its next scrape (every second): a few of them.
COUNTED_WITHIN_SEC = 15.0


@cache
def rule_expressions() -> dict[str, str]:
    groups = yaml.safe_load(RULES.read_text())["groups"]
    return {rule["alert"]: rule["expr"] for group in groups for rule in group["rules"]}


@dataclass(frozen=True)
class Expected:
    """An alert that must fire for the series with (at least) these labels."""

    alert: str
    labels: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, alert: str, **labels: str) -> "Expected":
        assert alert in rule_expressions(), f"no alert {alert} in {RULES.name}"
        return cls(alert, tuple(sorted(labels.items())))

    def matches(self, labels: dict[str, str]) -> bool:
        return all(labels.get(name) == value for name, value in self.labels)

    def __str__(self) -> str:
        return f"{self.alert}{{{', '.join(f'{n}={v!r}' for n, v in self.labels)}}}"


def evaluated(prometheus: PrivatePrometheus, expected: Expected) -> bool:
    """The alert's ``expr``, exactly as alerts.yaml writes it, returns the expected series."""
    elements = prometheus.query(rule_expressions()[expected.alert])
    return any(expected.matches(element["metric"]) for element in elements)


def held(prometheus: PrivatePrometheus, expected: Expected) -> bool:
    """The server's evaluation of the loaded rules holds the alert, pending or firing, for
    those series (pending until its ``for:`` has passed, which no test waits for)."""
    return any(
        alert["labels"].get("alertname") == expected.alert
        and expected.matches(alert["labels"])
        and alert["state"] in {"pending", "firing"}
        for alert in prometheus.active_alerts()
    )


def not_signalled(prometheus: PrivatePrometheus, expected: list[Expected]) -> list[str]:
    """The expected alerts not (yet) signalled, each with what is missing."""
    missing = []
    for each in expected:
        if not evaluated(prometheus, each):
            missing.append(f"{each}: its expression returns no such series")
        elif not held(prometheus, each):
            missing.append(f"{each}: not held by the rule evaluation")
    return missing


def signalled(prometheus: PrivatePrometheus, expected: list[Expected]) -> list[str]:
    """The expected alerts whose expression or evaluation already holds their series."""
    return [str(e) for e in expected if evaluated(prometheus, e) or held(prometheus, e)]


def total(prometheus: PrivatePrometheus, series: str) -> float:
    """The sum of what the selector ``series`` selects, as last scraped (0 while none exist)."""
    elements = prometheus.query(f"sum({series})")
    return float(elements[0]["value"][1]) if elements else 0.0


def totals(prometheus: PrivatePrometheus, series: list[str]) -> dict[str, float]:
    return {selector: total(prometheus, selector) for selector in series}


async def until_risen(
    prometheus: PrivatePrometheus, before: dict[str, float], rises: dict[str, int]
) -> None:
    """Until each selector's total has risen from ``before`` by its count in ``rises`` (the
    failures the callers saw); fails when one rises further or does not get there."""
    deadline = time.monotonic() + COUNTED_WITHIN_SEC
    while True:
        now = {series: total(prometheus, series) - before[series] for series in rises}
        too_far = {series: rise for series, rise in now.items() if rise > rises[series]}
        assert not too_far, f"rose by more than the failures seen {rises}: {too_far}"
        if now == rises:
            return
        if time.monotonic() > deadline:
            pytest.fail(f"rose by {now}, not by the failures seen {rises}")
        await asyncio.sleep(0.3)
