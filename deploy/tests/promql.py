"""What the tests of the alerting rules and the dashboard share: promtool, the series the
portal exports, and the metric names a PromQL expression reads (they must all exist)."""

import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

from prometheus_client import REGISTRY

# The modules that define the portal's metrics (imported for their registrations).
import gateway.metrics  # noqa: F401
import portal_kit.health
import portal_kit.kv_persistence
import portal_kit.metrics  # noqa: F401
from portal_kit.testing import missing

# Series the portal does not export, and who does.
FROM_ELSEWHERE = {
    "up": "Prometheus, per scrape target",
    "kube_pod_status_ready": "kube-state-metrics",
    "kube_pod_owner": "kube-state-metrics",
}
_SUFFIXES = {
    "counter": ("_total",),
    "histogram": ("_bucket", "_sum", "_count"),
    "summary": ("_sum", "_count"),
}
# Words of PromQL that are no metric names (functions are followed by "(" and left out).
_KEYWORDS = {
    "by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless",
    "bool", "offset", "inf", "nan",
}  # fmt: skip
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"' + r"|'(?:[^'\\]|\\.)*'")
_MATCHERS = re.compile(r"\{[^}]*\}")
_RANGES = re.compile(r"\[[^\]]*\]")
_GROUPINGS = re.compile(r"\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)")
_WORD = re.compile(r"(?<![\w:.$])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:])(?!\s*\()")


@cache
def exported_series() -> frozenset[str]:
    """Every series name the portal's registry can produce (``_total``, ``_bucket``, ...)."""
    names: set[str] = set()
    for family in REGISTRY.collect():
        suffixes = _SUFFIXES.get(family.type, ())
        names.update(family.name + suffix for suffix in suffixes or ("",))
    return frozenset(names)


def metric_names(expression: str) -> set[str]:
    """The metric names ``expression`` selects (labels, functions and keywords left out)."""
    text = _STRINGS.sub('""', expression)
    text = _MATCHERS.sub("", text)
    text = _RANGES.sub("", text)
    text = _GROUPINGS.sub("", text)
    return {word for word in _WORD.findall(text) if word.lower() not in _KEYWORDS}


def unknown_names(expression: str) -> set[str]:
    return metric_names(expression) - exported_series() - set(FROM_ELSEWHERE)


def find_promtool() -> str:
    """promtool (Debian's ``prometheus`` package; scripts/ci-services.sh installs it in CI).
    Missing, the test is skipped, except in CI where it fails: a skipped check is no check."""
    found = shutil.which("promtool")
    if found:
        return found
    missing("promtool not found: apt-get install prometheus")


def run_promtool(promtool: str, *arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [promtool, *map(str, arguments)], capture_output=True, text=True, check=False
    )
