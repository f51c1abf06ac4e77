"""Searching the audit log."""

from collections.abc import Sequence

from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.audit.schemas import AuditFilter
from backoffice.models import AuditHead, AuditLogEntry
from backoffice.operators.repository import escape_like


def _filtered(where: AuditFilter) -> Select[AuditLogEntry]:
    query = select(AuditLogEntry)
    exact = {
        AuditLogEntry.operator_code: where.operator_code,
        AuditLogEntry.target_type: where.target_type,
        AuditLogEntry.target_id: where.target_id,
        AuditLogEntry.source: where.source,
    }
    for column, value in exact.items():
        if value.strip():
            query = query.where(column == value.strip())
    if where.action.strip():
        query = query.where(
            AuditLogEntry.action.like(escape_like(where.action.strip()) + "%", escape="\\")
        )
    if where.keyword.strip():
        pattern = f"%{escape_like(where.keyword.strip().lower())}%"
        query = query.where(func.lower(AuditLogEntry.summary).like(pattern, escape="\\"))
    if where.at_from is not None:
        query = query.where(AuditLogEntry.at >= where.at_from)
    if where.at_to is not None:
        query = query.where(AuditLogEntry.at <= where.at_to)
    return query


class AuditRepository:
    def __init__(self, db: AsyncSession) -> None:
        self._db = db

    async def page(
        self, where: AuditFilter, offset: int, limit: int
    ) -> tuple[int, Sequence[AuditLogEntry]]:
        query = _filtered(where)
        total = await self._db.scalar(select(func.count()).select_from(query.subquery()))
        rows = await self._db.scalars(
            query.order_by(AuditLogEntry.sequence.desc()).offset(offset).limit(limit)
        )
        return int(total or 0), rows.all()

    async def all_matching(self, where: AuditFilter, limit: int) -> Sequence[AuditLogEntry]:
        """Oldest first, at most ``limit`` (an export)."""
        rows = await self._db.scalars(
            _filtered(where).order_by(AuditLogEntry.sequence).limit(limit)
        )
        return rows.all()

    async def links_after(self, sequence: int, limit: int) -> Sequence[AuditLogEntry]:
        rows = await self._db.scalars(
            select(AuditLogEntry)
            .where(AuditLogEntry.sequence > sequence)
            .order_by(AuditLogEntry.sequence)
            .limit(limit)
        )
        return rows.all()

    async def head(self) -> AuditHead:
        return await self._db.get_one(AuditHead, 1)
