"""Reading the company audit log: the company's administrators only, their own company only."""

from collections.abc import Sequence
from datetime import UTC, datetime

from customer.audit.kinds import KINDS, LABELS
from customer.audit.models import CompanyAuditEntry
from customer.audit.repository import AuditRepository
from customer.audit.schemas import AuditFilter, AuditKind, AuditQuery, AuditRow
from customer.company.deps import CompanyContext
from customer.employee.service import mask_mobile
from customer.personnel.access import caller
from portal_kit.errors import InvalidInput, RoleRequired
from portal_kit.i18n import Language, Text
from portal_kit.paging import Page
from portal_kit.tokens import Identity

# The newest entries an export holds: a year of a busy company, and a file Excel opens.
EXPORT_LIMIT = 50_000
ONLY_ADMINISTRATOR = Text(
    "Only the company administrator can read the audit log.", "仅企业管理员可以查看操作日志"
)
UNKNOWN_KIND = Text("kind must be one of the audit log's kinds", "kind必须是操作日志的类型之一")


def aware(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; they are stored as UTC.
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def entry_text(entry: CompanyAuditEntry, language: Language) -> str:
    text = KINDS.get(entry.kind, Text(entry.kind, entry.kind))
    subject = entry.subject_name or entry.subject_code
    return text.format(subject=subject, detail=entry.detail).render(language)


def audit_row(entry: CompanyAuditEntry, language: Language) -> AuditRow:
    return AuditRow(
        id=entry.id,
        at=aware(entry.at),
        kind=entry.kind,
        text=entry_text(entry, language),
        actor_type=entry.actor_type,
        actor_code=entry.actor_code,
        actor_name=entry.actor_name,
        actor_mobile=mask_mobile(entry.actor_mobile),
        subject_code=entry.subject_code,
        subject_name=entry.subject_name,
        detail=entry.detail,
    )


async def _company_of_administrator(ctx: CompanyContext, identity: Identity) -> str:
    found = await caller(ctx.db, identity)
    if not found.administrator:
        raise RoleRequired(ONLY_ADMINISTRATOR)
    return found.comp_code


def _check_kind(where: AuditFilter) -> None:
    if where.kind is not None and where.kind not in KINDS:
        raise InvalidInput(UNKNOWN_KIND)


async def page(ctx: CompanyContext, identity: Identity, query: AuditQuery) -> Page[AuditRow]:
    comp_code = await _company_of_administrator(ctx, identity)
    _check_kind(query)
    total, entries = await AuditRepository(ctx.db).page(
        comp_code, query, query.offset, query.page_size
    )
    return Page(rows=[audit_row(entry, ctx.language) for entry in entries], total=total)


async def matching(
    ctx: CompanyContext, identity: Identity, where: AuditFilter
) -> Sequence[CompanyAuditEntry]:
    comp_code = await _company_of_administrator(ctx, identity)
    _check_kind(where)
    return await AuditRepository(ctx.db).all_matching(comp_code, where, EXPORT_LIMIT)


async def kinds(ctx: CompanyContext, identity: Identity) -> list[AuditKind]:
    await _company_of_administrator(ctx, identity)
    return [AuditKind(code=code, text=label.render(ctx.language)) for code, label in LABELS.items()]
