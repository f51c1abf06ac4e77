"""Every collected test in exactly one tier, so a run can pick the kinds it can afford.

``unit``: plain code, no app, no storage. ``service``: an app in this process on a backend
(the ``backend`` fixture, directly or through another fixture). ``process``: starts a program
of its own (a service, a gateway, PostgreSQL, Redis, PgBouncer, a script). ``browser``: drives
a real browser. ``load``: the benchmarks' short runs. ``fuzz``: generated cases (hypothesis,
the fuzzing suites).

A test's own mark (``pytestmark`` of its module, its class's or its function's) wins; the
rules below place the rest, by fixture and by path, so a new test lands in a tier without
anyone remembering to mark it. ``postgres_redis`` (not a tier) marks the tests that need
PostgreSQL and Redis: the ``postgres-redis`` runs of ``backend``, and tests marked by hand.
"""

from pathlib import Path

import pytest

# Registered, with their meanings, in pyproject.toml's markers (pytest runs --strict-markers).
TIERS = ("unit", "service", "process", "browser", "load", "fuzz")
NEEDS_SERVERS = "postgres_redis"

# Fixtures that start programs: the distributed portal (gateway's tests) and the keys
# deploy/make_keys.py writes (deploy's tests).
PROCESS_FIXTURES = frozenset({"distributed", "made"})
LOAD_FOLDERS = ("bench/tests",)
FUZZ_MODULES = frozenset({"test_fuzz.py"})


def tiers_of(item: pytest.Item) -> list[str]:
    """The tiers ``item``'s marks name (exactly one once collection is over); a module's
    mark repeated on one of its tests is still one tier."""
    return sorted({mark.name for mark in item.iter_markers() if mark.name in TIERS})


def _is_hypothesis(item: pytest.Item) -> bool:
    return bool(getattr(getattr(item, "obj", None), "is_hypothesis_test", False))


def tier_by_rule(item: pytest.Item, root: Path) -> str:
    fixtures = set(getattr(item, "fixturenames", ()))
    path = item.path.relative_to(root).as_posix() if item.path.is_relative_to(root) else ""
    if path.startswith(LOAD_FOLDERS):
        return "load"
    if fixtures & PROCESS_FIXTURES:
        return "process"
    if item.path.name in FUZZ_MODULES or _is_hypothesis(item):
        return "fuzz"
    if "backend" in fixtures:
        return "service"
    return "unit"


def _on_servers(item: pytest.Item) -> bool:
    callspec = getattr(item, "callspec", None)
    return callspec is not None and callspec.params.get("backend") == "postgres-redis"


# Before pytest's own hook, which deselects by ``-m``: the marks must be there by then.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if not tiers_of(item):
            item.add_marker(tier_by_rule(item, config.rootpath))
        if _on_servers(item) and item.get_closest_marker(NEEDS_SERVERS) is None:
            item.add_marker(NEEDS_SERVERS)
