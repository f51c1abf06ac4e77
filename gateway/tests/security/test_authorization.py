"""The authorisation matrix (issue 9, item 2): authorization.csv, every call × every kind of
caller, checked through the real gateway (request protection, sessions, the services' own
checks). One assertion lists every cell that differs."""

import csv
import json
from pathlib import Path

import pytest
from fastapi import FastAPI

from gateway.route_table import build_route_table

from .calls import PHASES, ROWS, browser_path
from .cast import ROLES, cast_of
from .outcomes import OUTCOMES, outcome

HERE = Path(__file__).parent
MATRIX = HERE / "authorization.csv"
CONTRACT = HERE.parents[2] / "contracts" / "openapi.json"
API_ROOT = "/api"
PORTAL = "/api/web/portal/api/"


def load_matrix() -> dict[str, dict[str, str]]:
    """call → role → expected outcome."""
    lines = [line for line in MATRIX.read_text().splitlines() if not line.startswith("#")]
    return {entry["call"]: {role: entry[role] for role in ROLES} for entry in csv.DictReader(lines)}


def contract_calls() -> set[str]:
    """Every call of the browser's API, written as the route table writes calls."""
    calls = set()
    for path, operations in json.loads(CONTRACT.read_text())["paths"].items():
        written = path.removeprefix(PORTAL) if path.startswith(PORTAL) else path[len(API_ROOT) :]
        for method in operations:
            calls.add(written if method == "post" else f"{method.upper()} {written}")
    return calls


def is_internal(call: str) -> bool:
    return "internal/" in call


class TestTheMatrixFile:
    def test_it_has_a_row_for_every_call_of_the_api_and_no_other(self) -> None:
        listed = {call for call in load_matrix() if not is_internal(call)}

        assert listed == contract_calls()

    def test_every_exact_call_of_the_route_table_is_a_row(self) -> None:
        exact = {
            route.call.replace("/login/sms/token/", "/login/sms/token/{browserID}")
            for route in build_route_table().routes
            if not route.is_prefix
        }

        assert exact - set(load_matrix()) == set()

    def test_its_outcomes_are_the_vocabulary_and_every_row_has_a_request(self) -> None:
        matrix = load_matrix()

        assert {cell for row in matrix.values() for cell in row.values()} <= OUTCOMES
        assert set(matrix) == set(ROWS)


# Authorisation is decided by the same code on both storage backends; the matrix's 1 500
# calls run on one (the IDOR and replay suites run on both).
@pytest.mark.parametrize("backend", ["embedded"], indirect=True)
async def test_every_caller_gets_what_the_matrix_says(gateway_app: FastAPI) -> None:
    matrix = load_matrix()
    wrong: list[str] = []
    cells = 0
    async with cast_of(gateway_app) as cast:
        for phase in PHASES:
            for role in ROLES:
                actor = cast.actors[role]
                # In the order of calls.py: a chain's calls follow each other.
                for call, row in ROWS.items():
                    if row.phase != phase:
                        continue
                    expected = matrix[call]
                    request = await row.build(cast, actor)
                    assert request.method == browser_path(call)[0], call
                    response = await request.send(actor)
                    await row.after(cast, actor, response)
                    got = outcome(response)
                    cells += 1
                    if got != expected[role]:
                        wrong.append(
                            f"{call} as {role}: expected {expected[role]}, got {got}"
                            f" ({response.text[:160]})"
                        )
    print(f"authorisation matrix: {len(matrix)} calls x {len(ROLES)} callers, {cells} cells")
    assert cells == len(matrix) * len(ROLES)
    assert wrong == [], f"{len(wrong)} of {cells} cells differ:\n" + "\n".join(wrong)
