"""Who may make each console call: every call × every operator role, customers and nobody."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole

from .conftest import Headers
from .ops_support import ALL_ROLES, APPROVER, OPS_ADMIN, READERS, REVIEWER, SIGN_IN, operator, ops

QUEUES = ("registration", "permit", "admin-change")
READ = frozenset(READERS)
ALLOWED: dict[str, frozenset[OperatorRole]] = {
    "review/summary": READ,
    "review/policy/list": READ,
    "review/policy/update": frozenset({OPS_ADMIN}),
    **{f"{queue}/list": READ for queue in QUEUES},
    **{f"{queue}/detail": READ for queue in QUEUES},
    **{f"{queue}/unmask": frozenset({REVIEWER, APPROVER}) for queue in QUEUES},
    **{f"{queue}/recommend": frozenset({REVIEWER}) for queue in QUEUES},
    **{f"{queue}/decide": frozenset({APPROVER}) for queue in QUEUES},
    "company/list": READ,
    "company/detail": READ,
    "company/suspend": frozenset({OPS_ADMIN}),
    "company/restore": frozenset({OPS_ADMIN}),
}
CASES = [(call, role) for call in ALLOWED for role in ALL_ROLES]


def test_the_table_names_every_console_call(service_app: FastAPI) -> None:
    paths = service_app.openapi()["paths"]
    served = {path.removeprefix("/ops/") for path in paths if path.startswith("/ops/")}

    assert served == set(ALLOWED)


@pytest.mark.parametrize(("call", "role"), CASES)
async def test_each_role_is_let_through_or_refused(
    client: httpx.AsyncClient,
    service_app: FastAPI,
    clock: ManualClock,
    demo: None,
    call: str,
    role: OperatorRole,
) -> None:
    # An empty body: the role is checked before the body, so an allowed role meets the
    # call's own answer (a page, or 400 naming a missing field), a refused one 403.
    envelope = await ops(client, call, operator(service_app, clock, role), {})

    if role in ALLOWED[call]:
        assert envelope["status"] not in (401, 403), envelope
    else:
        assert (envelope["status"], envelope["msg"]) == (
            403,
            "Your operator roles do not allow this.",
        )


@pytest.mark.parametrize("call", list(ALLOWED))
async def test_customers_and_nobody_are_refused(
    client: httpx.AsyncClient, signed_in: Headers, call: str
) -> None:
    as_customer = await ops(client, call, signed_in("EMP0004"), {})
    anonymous = await ops(client, call, {"Accept-Language": "en"}, {})

    assert (as_customer["status"], as_customer["msg"]) == (401, SIGN_IN)
    assert (anonymous["status"], anonymous["msg"]) == (401, SIGN_IN)
