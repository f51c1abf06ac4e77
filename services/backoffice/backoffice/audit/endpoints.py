"""The operator audit log: search it, export it, and prove it is whole.

Auditors and operations administrators read it; nobody changes it (there is no call that
could, and the database refuses updates and deletes).
"""

import json
from typing import Annotated

from fastapi import APIRouter, Query, Response

from backoffice.audit import chain
from backoffice.audit.export import filters_text, to_csv
from backoffice.audit.own import Actor, record_here
from backoffice.audit.repository import AuditRepository
from backoffice.audit.schemas import (
    AuditFilter,
    AuditQuery,
    AuditRow,
    ChainCheckRead,
    ChainLink,
    ChainQuery,
    ChainRead,
)
from backoffice.deps import AuditReader, ContextDep
from backoffice.models import AuditLogEntry
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/audit", tags=["console audit log"])

EXPORT_LIMIT = 50_000


def audit_row(row: AuditLogEntry) -> AuditRow:
    return AuditRow(
        sequence=row.sequence,
        entry_id=row.entry_id,
        at=row.at,
        source=row.source,
        operator_code=row.operator_code,
        operator_name=row.operator_name,
        via=row.via,
        token_id=row.token_id,
        ip=row.ip,
        user_agent=row.user_agent,
        request_id=row.request_id,
        action=row.action,
        target_type=row.target_type,
        target_id=row.target_id,
        summary=row.summary,
        before=json.loads(row.before) if row.before else None,
        after=json.loads(row.after) if row.after else None,
        hash=row.hash,
    )


@router.post("/list")
async def audit_list(
    ctx: ContextDep, _: AuditReader, query: AuditQuery
) -> Envelope[Page[AuditRow]]:
    """Entries newest first, filtered by operator, action (prefix), target, source, time."""
    total, rows = await AuditRepository(ctx.db).page(query, query.offset, query.page_size)
    return ok(Page(rows=[audit_row(row) for row in rows], total=total))


@router.get(
    "/export",
    response_class=Response,
    # A refusal (no right to read the log, filters out of bounds) is the envelope.
    responses={
        200: {
            "description": "the entries as CSV, or the envelope refusing them",
            "model": Envelope[None],
            "content": {"text/csv": {"schema": {"type": "string"}}},
        }
    },
)
async def export(
    ctx: ContextDep, operator: AuditReader, filters: Annotated[AuditFilter, Query()]
) -> Response:
    """The matching entries, oldest first, as CSV (UTF-8 with BOM; at most 50,000 rows)."""
    rows = await AuditRepository(ctx.db).all_matching(filters, EXPORT_LIMIT)
    await record_here(
        ctx.db,
        Actor.of(operator),
        "audit.export",
        "audit_log",
        "",
        summary=f"{len(rows)} entries; filters {filters_text(filters.model_dump())}",
    )
    return Response(
        to_csv(rows),
        media_type="text/csv; charset=utf-8",
        headers={"content-disposition": 'attachment; filename="audit-log.csv"'},
    )


@router.post("/chain")
async def chain_links(ctx: ContextDep, _: AuditReader, query: ChainQuery) -> Envelope[ChainRead]:
    """The chain after a sequence number: texts and hashes, for checking it independently."""
    repository = AuditRepository(ctx.db)
    rows = await repository.links_after(query.after_sequence, query.limit)
    head = await repository.head()
    links = [
        ChainLink(
            sequence=row.sequence,
            canonical=row.canonical,
            previous_hash=row.previous_hash,
            hash=row.hash,
        )
        for row in rows
    ]
    return ok(ChainRead(links=links, head_sequence=head.sequence, head_hash=head.hash))


@router.post("/verify")
async def verify(ctx: ContextDep, _: AuditReader) -> Envelope[ChainCheckRead]:
    """Check every link of the chain here; the first broken one, if any."""
    check = await chain.verify(ctx.db)
    return ok(
        ChainCheckRead(
            intact=check.intact,
            entries=check.entries,
            head_sequence=check.head_sequence,
            head_hash=check.head_hash,
            broken_at=check.broken_at,
            reason=check.reason,
        )
    )
