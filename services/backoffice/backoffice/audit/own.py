"""The back office's own actions go straight into the log, in the transaction that makes them.

Other services send their entries as events (``portal_kit.audit.record``); here the log is
local, so the entry is appended at once and commits or rolls back with the change.
"""

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.audit.chain import append
from portal_kit.audit import SUMMARY_LENGTH, AuditEntry
from portal_kit.logs import request_id_var
from portal_kit.operators import OperatorContext

SOURCE = "backoffice"
# Who acts when ``portalctl operator ...`` bootstraps with the service token.
BOOTSTRAP_CODE = "bootstrap"
BOOTSTRAP_VIA = "service-token"


@dataclass(frozen=True, slots=True)
class Actor:
    """Who did it, from where and when: an operator in a session, one signing in, or the
    platform team bootstrapping with the service token."""

    code: str
    name: str
    via: str
    token_id: str
    ip: str
    user_agent: str
    at: datetime

    @classmethod
    def of(cls, operator: OperatorContext) -> "Actor":
        identity = operator.identity
        return cls(
            code=identity.operator_code,
            name=identity.name,
            via=identity.via.value,
            token_id=identity.token_id,
            ip=operator.ip,
            user_agent=operator.user_agent,
            at=operator.at,
        )


async def record_here(
    db: AsyncSession,
    actor: Actor,
    action: str,
    target_type: str,
    target_id: str,
    *,
    summary: str = "",
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
) -> None:
    entry = AuditEntry(
        entry_id=uuid.uuid4().hex,
        at=actor.at,
        source=SOURCE,
        operator_code=actor.code,
        operator_name=actor.name[:64],
        via=actor.via,
        token_id=actor.token_id,
        ip=actor.ip,
        user_agent=actor.user_agent[:255],
        request_id=request_id_var.get() or "",
        action=action,
        target_type=target_type,
        target_id=target_id,
        summary=summary[:SUMMARY_LENGTH],
        before=before,
        after=after,
    )
    await append(db, entry)
