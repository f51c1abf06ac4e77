"""Helpers of the console tests: operators' tokens, console calls, staged audit entries."""

from typing import Any

import httpx
from fastapi import FastAPI

from portal_kit.audit import AuditEntry
from portal_kit.clock import Clock, clock_of
from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import operator_headers, staged_audit_entries

REVIEWER = OperatorRole.REVIEWER
APPROVER = OperatorRole.APPROVER
OPS_ADMIN = OperatorRole.OPS_ADMIN
AUDITOR = OperatorRole.AUDITOR
CONTENT_EDITOR = OperatorRole.CONTENT_EDITOR
ALL_ROLES = tuple(OperatorRole)
# Who works on the review queues and companies, and who may only read them.
READERS = (REVIEWER, APPROVER, OPS_ADMIN, AUDITOR)
ROLE_REFUSED = "Your operator roles do not allow this."
SIGN_IN = "Please sign in to the console."


def operator(
    app: FastAPI,
    clock: Clock,
    *roles: OperatorRole,
    code: str = "OP0001",
    name: str = "经办甲",
) -> dict[str, str]:
    """Headers of an operator holding ``roles``, reading English."""
    headers = operator_headers(app.state.settings, clock, *roles, code=code, name=name)
    return headers | {"Accept-Language": "en"}


def reviewer(app: FastAPI, clock: Clock) -> dict[str, str]:
    return operator(app, clock, REVIEWER, code="OP0001", name="经办甲")


def approver(app: FastAPI, clock: Clock) -> dict[str, str]:
    return operator(app, clock, APPROVER, code="OP0002", name="复核乙")


def admin(app: FastAPI, clock: Clock) -> dict[str, str]:
    return operator(app, clock, OPS_ADMIN, code="OP0003", name="运营丙")


async def ops(
    client: httpx.AsyncClient, path: str, headers: dict[str, str] | None, body: Any = None
) -> dict[str, Any]:
    """POST a console call (``registration/list`` → ``/ops/registration/list``); the envelope."""
    response = await client.post(f"/ops/{path}", headers=headers, json=body)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


async def audit(app: FastAPI, action: str | None = None) -> list[AuditEntry]:
    """The audit entries the test's calls staged (of one action, when given)."""
    entries = await staged_audit_entries(app)
    return [entry for entry in entries if action is None or entry.action == action]


def refused_role(envelope: dict[str, Any]) -> bool:
    return envelope["status"] == 403 and envelope["msg"] == ROLE_REFUSED


async def settle(
    client: httpx.AsyncClient,
    app: FastAPI,
    queue: str,
    case_id: int,
    approve: bool,
    reasons: Any = None,
) -> dict[str, Any]:
    """A case decided the console's way: a reviewer recommends, a different approver decides
    as recommended; the decision's envelope (the recommendation's, when that is refused)."""
    clock = clock_of(app)
    advice = {"id": case_id, "approve": approve, "reasons": reasons}
    recommended = await ops(client, f"{queue}/recommend", reviewer(app, clock), advice)
    if recommended["status"] != 200:
        return recommended
    decision = {"id": case_id, "decision": "approve" if approve else "reject", "reasons": reasons}
    return await ops(client, f"{queue}/decide", approver(app, clock), decision)
