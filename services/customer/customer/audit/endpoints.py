"""The company audit log of the account centre: its administrators read and export it."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from customer.audit import service
from customer.audit.export import FILE_NAME, to_csv
from customer.audit.schemas import AuditFilter, AuditKind, AuditQuery, AuditRow
from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix=PORTAL_API, tags=["company audit log"])


@router.post("/company/audit/list")
async def audit_list(
    ctx: CompanyDep, identity: CurrentIdentity, query: AuditQuery | None = None
) -> Envelope[Page[AuditRow]]:
    """Entries newest first (filters: employeeCode, kind, dateFrom, dateTo); administrators."""
    return ok(await service.page(ctx, identity, query or AuditQuery()))


@router.post("/company/audit/kinds")
async def audit_kinds(ctx: CompanyDep, identity: CurrentIdentity) -> Envelope[list[AuditKind]]:
    """What the audit log records, each kind's code and name; administrators."""
    return ok(await service.kinds(ctx, identity))


@router.get(
    "/company/audit/export",
    response_class=Response,
    # A refusal (not an administrator, a filter out of bounds) is the envelope.
    responses={
        200: {
            "description": "The entries as CSV, or the envelope refusing them",
            "model": Envelope[None],
            "content": {"text/csv": {"schema": {"type": "string", "format": "binary"}}},
        }
    },
)
async def audit_export(
    ctx: CompanyDep, identity: CurrentIdentity, filters: Annotated[AuditFilter, Query()]
) -> Response:
    """The matching entries as CSV (UTF-8 with BOM, newest first, at most 50,000)."""
    entries = await service.matching(ctx, identity, filters)
    return Response(
        to_csv(entries, ctx.language),
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="{FILE_NAME}"',
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "private, no-store",
        },
    )
