"""The three queues as the summary and the lists see them: each case table, when a case was
submitted, which cases wait, and how the queue's decisions are counted."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from customer.company.change.models import PENDING as CHANGE_PENDING
from customer.company.change.models import AdminChangeApplication
from customer.permit import lifecycle
from customer.permit.models import Permit, PermitAudit
from customer.registration.models import PENDING as REGISTRATION_PENDING
from customer.registration.models import Registration
from customer.review.models import (
    ADMIN_CHANGE,
    APPROVED,
    PERMIT,
    REGISTRATION,
    REJECTED,
    Queue,
)
from customer.review.repository import ReviewRepository

DecisionCounter = Callable[[AsyncSession, str, datetime], Awaitable[dict[str, int]]]


async def _decision_steps(db: AsyncSession, queue: str, since: datetime) -> dict[str, int]:
    return await ReviewRepository(db).decisions_since(queue, since)


async def _permit_decisions(db: AsyncSession, queue: str, since: datetime) -> dict[str, int]:
    """Permits keep their decisions in their own audit trail."""
    kinds = {lifecycle.ACTIVE: APPROVED, lifecycle.REJECTED: REJECTED}
    statement = (
        select(PermitAudit.after_status, func.count())
        .where(
            PermitAudit.actor_type == lifecycle.BY_OPERATOR,
            PermitAudit.after_status.in_(kinds),
            PermitAudit.created_at >= since,
        )
        .group_by(PermitAudit.after_status)
    )
    rows = (await db.execute(statement)).all()
    return {kinds[status]: count for status, count in rows}


@dataclass(frozen=True)
class QueueSource:
    queue: Queue
    table: type[Any]
    case_id: InstrumentedAttribute[int]
    submitted_at: InstrumentedAttribute[Any]
    waiting: ColumnElement[bool]
    decisions: DecisionCounter


SOURCES: tuple[QueueSource, ...] = (
    QueueSource(
        REGISTRATION,
        Registration,
        Registration.id,
        Registration.submitted_at,
        Registration.status == REGISTRATION_PENDING,
        _decision_steps,
    ),
    QueueSource(
        PERMIT,
        Permit,
        Permit.id,
        Permit.submitted_at,
        Permit.status.in_(lifecycle.OPEN),
        _permit_decisions,
    ),
    QueueSource(
        ADMIN_CHANGE,
        AdminChangeApplication,
        AdminChangeApplication.id,
        AdminChangeApplication.submitted_at,
        AdminChangeApplication.status == CHANGE_PENDING,
        _decision_steps,
    ),
)
