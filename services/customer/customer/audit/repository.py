"""SQL of the company audit log."""

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.audit.models import CompanyAuditEntry
from customer.audit.schemas import AuditFilter
from portal_kit.validators import CHINA_TIME

_E = CompanyAuditEntry


def _day_start(day: date) -> datetime:
    """Midnight of ``day`` in China, as UTC (how times are stored)."""
    return datetime.combine(day, time(), CHINA_TIME).astimezone(UTC)


def _matching(comp_code: str, where: AuditFilter) -> Select[CompanyAuditEntry]:
    conditions: list[ColumnElement[bool]] = [_E.comp_code == comp_code]
    if where.employee_code:
        conditions.append(_E.actor_code == where.employee_code)
    if where.kind:
        conditions.append(_E.kind == where.kind)
    if where.date_from is not None:
        conditions.append(_E.at >= _day_start(where.date_from))
    if where.date_to is not None:
        conditions.append(_E.at < _day_start(where.date_to + timedelta(days=1)))
    return select(_E).where(*conditions)


class AuditRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(
        self, comp_code: str, where: AuditFilter, offset: int, limit: int
    ) -> tuple[int, Sequence[CompanyAuditEntry]]:
        """The matching entries, newest first (ties: the later written first)."""
        statement = _matching(comp_code, where)
        total = await self.session.scalar(select(func.count()).select_from(statement.subquery()))
        rows = await self.session.scalars(
            statement.order_by(_E.at.desc(), _E.id.desc()).offset(offset).limit(limit)
        )
        return int(total or 0), rows.all()

    async def all_matching(
        self, comp_code: str, where: AuditFilter, limit: int
    ) -> Sequence[CompanyAuditEntry]:
        """The newest ``limit`` matching entries, newest first, as the list shows them."""
        statement = _matching(comp_code, where).order_by(_E.at.desc(), _E.id.desc())
        return (await self.session.scalars(statement.limit(limit))).all()
