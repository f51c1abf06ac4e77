"""Filters and paging the queues' lists share (the queries themselves are each queue's)."""

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, TypeVarTuple

from sqlalchemy import ColumnElement, Row, Select, and_, func, not_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from customer.review.repository import recommended
from customer.review.schemas import AWAITING_DECISION, CaseListQuery
from portal_kit.validators import CHINA_TIME

Columns = TypeVarTuple("Columns")


def _day_start(day: date) -> datetime:
    """Midnight of ``day`` in China, as UTC (how times are stored)."""
    return datetime.combine(day, time(), CHINA_TIME).astimezone(UTC)


def case_filters(
    query: CaseListQuery,
    queue: str,
    case_id: InstrumentedAttribute[int],
    submitted_at: InstrumentedAttribute[Any],
    waiting: ColumnElement[bool],
    keyword_columns: Sequence[InstrumentedAttribute[Any]],
) -> list[ColumnElement[bool]]:
    """The conditions of the filters every queue takes."""
    conditions: list[ColumnElement[bool]] = []
    if query.stage is not None:
        has = recommended(queue, case_id)
        conditions.append(and_(waiting, has if query.stage == AWAITING_DECISION else not_(has)))
    if query.keyword:
        conditions.append(
            or_(*(column.icontains(query.keyword, autoescape=True) for column in keyword_columns))
        )
    if query.submitted_from is not None:
        conditions.append(submitted_at >= _day_start(query.submitted_from))
    if query.submitted_to is not None:
        conditions.append(submitted_at < _day_start(query.submitted_to + timedelta(days=1)))
    return conditions


def ordering(
    query: CaseListQuery,
    case_id: InstrumentedAttribute[int],
    submitted_at: InstrumentedAttribute[Any],
    comp_name: InstrumentedAttribute[Any],
) -> list[ColumnElement[Any]]:
    """Oldest submission first by default (cases never submitted last), ties by id."""
    column = comp_name if query.sort_by == "compName" else submitted_at
    direction = column.desc() if query.descending else column.asc()
    return [column.is_(None), direction, case_id.desc() if query.descending else case_id.asc()]


async def paged(
    db: AsyncSession, statement: Select[*Columns], query: CaseListQuery
) -> tuple[Sequence[Row[*Columns]], int]:
    """One page of ``statement`` (already ordered) and how many rows it has in all."""
    total = await db.scalar(select(func.count()).select_from(statement.order_by(None).subquery()))
    rows = (await db.execute(statement.offset(query.offset).limit(query.page_size))).all()
    return rows, int(total or 0)
