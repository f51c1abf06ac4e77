"""The console's authorisation matrix: every console call × every operator role, customers and
anonymous callers, on the console's port and on the customer port.

``console_authorization.csv`` says, per call, which roles may make it (``yes``/``no``) or that
it is ``public`` (a sign-in step or the key handout). Each cell is one sealed request through
the real console gateway, as an operator holding that role alone in a live session: a role
refusal is envelope status 403, anything else means the role check let the call through (an
empty body then fails validation, so nothing changes). A customer's token and no token at all
are refused every call that is not public (HTTP 401); on the customer port every console call
is unknown (HTTP 404), and an operator's token opens no portal call. ``-s`` prints the figures.
"""

import csv
import json
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from gateway.openapi import CONSOLE_CONTRACT, CONTRACT
from gateway.route_table import build_route_table
from portal_kit.operator_tokens import OperatorRole, SignedInVia, issue_operator_token
from portal_kit.sessions import OPERATOR_SESSIONS, SessionStore
from portal_kit.tokens import TokenSigner

from ..console_support import load_demo_operators

MATRIX = Path(__file__).with_name("console_authorization.csv")
ROLES = tuple(OperatorRole)
# Each demo operator holds exactly one role.
DEMO_OPERATOR = {
    OperatorRole.REVIEWER: ("OPDEMO1", "赵审核"),
    OperatorRole.APPROVER: ("OPDEMO2", "钱复核"),
    OperatorRole.CONTENT_EDITOR: ("OPDEMO3", "孙编辑"),
    OperatorRole.OPS_ADMIN: ("OPDEMO4", "李运营"),
    OperatorRole.AUDITOR: ("OPDEMO5", "周审计"),
}


def matrix() -> dict[tuple[str, str], dict[str, str]]:
    with MATRIX.open(encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    return {tuple(row["call"].split(" ", 1)): row for row in rows}  # type: ignore[misc]


def operations(contract: Path) -> list[tuple[str, str]]:
    """(method, path without /api) of every operation a contract documents."""
    document = json.loads(contract.read_text(encoding="utf-8"))
    return sorted(
        (method.upper(), path.removeprefix("/api"))
        for path, methods in document["paths"].items()
        for method in methods
    )


async def role_headers(console_app: FastAPI, role: OperatorRole) -> dict[str, str]:
    """A live console session of the demo operator holding ``role`` alone, and its token."""
    settings = console_app.state.settings
    clock = console_app.state.clock
    code, name = DEMO_OPERATOR[role]
    session, _ = await SessionStore(console_app.state.kv, clock, OPERATOR_SESSIONS).create(
        user_code=code, employee_code="", comp_code="", role="", biz="", idle_limit_sec=900
    )
    signer = TokenSigner.load_or_create(settings.operator_token_key_directory, clock, create=True)
    token = issue_operator_token(
        signer,
        operator_code=code,
        name=name,
        session_id=session.session_id,
        roles=[role],
        via=SignedInVia.CONSOLE,
    )
    return {"Authorization": f"Bearer {token}", "Accept-Language": "en"}


async def send(
    client: httpx.AsyncClient, method: str, path: str, headers: dict[str, str]
) -> httpx.Response:
    if method == "GET":
        return await client.get(f"/api{path}", headers=headers)
    return await client.post(f"/api{path}", json={}, headers=headers)


def outcome(response: httpx.Response) -> str:
    """``refused`` (a role refusal), ``signed-out`` (401) or ``allowed`` (anything else)."""
    if response.status_code == 401:
        return "signed-out"
    envelope = response.json() if "json" in response.headers.get("content-type", "") else {}
    if envelope.get("status") == 403:
        return "refused"
    if envelope.get("status") == 401:
        return "signed-out"
    return "allowed"


def test_the_matrix_names_every_console_call_once() -> None:
    assert sorted(matrix()) == operations(CONSOLE_CONTRACT)


@pytest.fixture
async def operators(gateway_app: FastAPI) -> None:
    await load_demo_operators(gateway_app)


@pytest.mark.usefixtures("operators")
async def test_every_call_by_every_role_as_the_matrix_says(
    console: httpx.AsyncClient, console_app: FastAPI
) -> None:
    expected = matrix()
    differences: list[str] = []
    cells = 0
    for (method, path), row in sorted(expected.items()):
        for role in ROLES:
            headers = await role_headers(console_app, role)
            got = outcome(await send(console, method, path, headers))
            cells += 1
            want = {"yes": "allowed", "no": "refused", "public": "allowed"}[row[role.value]]
            if got != want:
                differences.append(f"{method} {path} as {role.value}: {got}, expected {want}")
    print(f"\nconsole matrix: {len(expected)} calls × {len(ROLES)} roles = {cells} cells")
    assert differences == []


async def test_customers_and_anonymous_callers_are_refused_every_call(
    console: httpx.AsyncClient, gateway_app: FastAPI, signed_in: dict[str, str]
) -> None:
    refused: list[str] = []
    for (method, path), row in sorted(matrix().items()):
        if row["reviewer"] == "public":
            continue
        for who, headers in (("customer", signed_in), ("anonymous", {})):
            response = await send(console, method, path, headers)
            if response.status_code != 401:
                refused.append(f"{method} {path} as {who}: HTTP {response.status_code}")
    assert refused == []


async def test_the_customer_port_knows_no_console_call(
    gateway: httpx.AsyncClient, signed_in: dict[str, str]
) -> None:
    answered = []
    for method, path in operations(CONSOLE_CONTRACT):
        response = await send(gateway, method, path, signed_in)
        if response.status_code != 404:
            answered.append(f"{method} {path}: HTTP {response.status_code}")
    assert answered == []


@pytest.mark.usefixtures("operators")
async def test_an_operator_token_opens_no_portal_call(
    gateway: httpx.AsyncClient, console_app: FastAPI
) -> None:
    table = build_route_table()
    operator = await role_headers(console_app, OperatorRole.OPS_ADMIN)
    opened = []
    for method, path in operations(CONTRACT):
        route = table.resolve(path)
        if route is None or route.is_public:
            continue
        response = await send(gateway, method, path, operator)
        if response.status_code != 401:
            opened.append(f"{method} {path}: HTTP {response.status_code}")
    assert opened == []
