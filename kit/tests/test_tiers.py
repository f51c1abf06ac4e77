from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from portal_kit.tiers import TIERS, tier_by_rule, tiers_of

ROOT = Path(__file__).resolve().parents[2]


class TestEveryTest:
    def test_carries_exactly_one_tier(self, request: pytest.FixtureRequest) -> None:
        # Every test of this run (all of them under make test): one marked twice by hand, or
        # one the rules missed, is named here.
        items = request.session.items
        wrong = {item.nodeid: tiers_of(item) for item in items if len(tiers_of(item)) != 1}

        assert wrong == {}
        assert request.node in items

    def test_this_one_is_a_unit_test(self, request: pytest.FixtureRequest) -> None:
        assert tiers_of(request.node) == ["unit"]


@given(st.integers())
def property_of(number: int) -> None:
    assert number == number


def item(path: str, *fixtures: str, obj: object = None) -> pytest.Item:
    return cast(pytest.Item, SimpleNamespace(path=ROOT / path, fixturenames=fixtures, obj=obj))


class TestRules:
    def test_plain_code_is_unit(self) -> None:
        assert tier_by_rule(item("kit/tests/test_masking.py", "tmp_path"), ROOT) == "unit"

    def test_a_backend_makes_a_service_test(self) -> None:
        found = tier_by_rule(item("services/auth/tests/test_reset.py", "client", "backend"), ROOT)

        assert found == "service"

    def test_the_distributed_portal_and_made_keys_start_processes(self) -> None:
        for fixture in ("distributed", "made"):
            found = tier_by_rule(item("gateway/tests/test_x.py", "backend", fixture), ROOT)
            assert found == "process", fixture

    def test_hypothesis_and_the_fuzzing_suites_are_fuzz(self) -> None:
        assert tier_by_rule(item("kit/tests/test_x.py", obj=property_of), ROOT) == "fuzz"
        assert tier_by_rule(item("services/auth/tests/test_fuzz.py", "backend"), ROOT) == "fuzz"

    def test_the_benchmarks_short_runs_are_load(self) -> None:
        assert tier_by_rule(item("bench/tests/test_load.py", "distributed"), ROOT) == "load"

    def test_every_tier_is_a_registered_marker(self, pytestconfig: pytest.Config) -> None:
        registered = {line.split(":")[0] for line in pytestconfig.getini("markers")}

        assert set(TIERS) <= registered
