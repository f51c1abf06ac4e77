"""Companies for operators: search and read them; suspend one (its people can no longer work
in it, and every session there ends at once) and restore it."""

from datetime import datetime

from customer.company.console.repository import CompanyConsoleRepository
from customer.company.console.schemas import (
    CompanyConsoleDetail,
    CompanyListQuery,
    CompanyPermitRow,
    CompanyRoleRow,
    CompanyRow,
    CompanyStatus,
    CompanySuspend,
    EmployeeRow,
    SuspensionRead,
)
from customer.company.deps import CompanyContext
from customer.company.identity import LEGAL_REP_ID, aware, masked_id
from customer.models import ACTIVE, DISABLED, Company
from customer.permit.repository import PermitRepository
from customer.personnel.repository import PersonnelRepository
from customer.review.documents import document
from customer.review.related import company_applications
from portal_kit.audit import record
from portal_kit.errors import Conflict, NotFound
from portal_kit.i18n import Text
from portal_kit.masking import mask_mobile
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page
from portal_kit.sessions import SessionStore

COMPANY_NOT_FOUND = Text("The company does not exist.", "企业不存在")
ALREADY_SUSPENDED = Text("The company is already suspended.", "该企业已被暂停")
NOT_SUSPENDED = Text("The company is not suspended.", "该企业未被暂停")
LICENCE = "BUSINESS_LICENCE"
TARGET = "company"


def status_of(company: Company) -> CompanyStatus:
    return "active" if company.status == ACTIVE else "suspended"


def _when(moment: datetime | None) -> datetime | None:
    return aware(moment) if moment is not None else None


async def company_list(ctx: CompanyContext, query: CompanyListQuery) -> Page[CompanyRow]:
    repository = CompanyConsoleRepository(ctx.db)
    companies, total = await repository.page(query)
    roles: dict[str, set[str]] = {}
    for role in await repository.roles_of([c.comp_code for c in companies]):
        if role.status == ACTIVE:
            roles.setdefault(role.comp_code, set()).add(role.comp_role)
    return Page[CompanyRow](
        rows=[
            CompanyRow(
                comp_code=c.comp_code,
                comp_name=c.comp_name,
                credit_code=c.credit_code,
                status=status_of(c),
                comp_roles=sorted(roles.get(c.comp_code, ())),
                created_at=aware(c.created_at),
                suspended_at=_when(c.suspended_at),
            )
            for c in companies
        ],
        total=total,
    )


async def _company(ctx: CompanyContext, comp_code: str, *, lock: bool = False) -> Company:
    company = await CompanyConsoleRepository(ctx.db).get(comp_code, lock=lock)
    if company is None:
        raise NotFound(COMPANY_NOT_FOUND)
    return company


def _suspension(company: Company) -> SuspensionRead | None:
    if company.status == ACTIVE:
        return None
    return SuspensionRead(
        suspended_at=_when(company.suspended_at),
        reason=company.suspend_reason,
        operator_code=company.suspended_by_code,
        operator_name=company.suspended_by_name,
    )


async def company_detail(ctx: CompanyContext, comp_code: str) -> CompanyConsoleDetail:
    company = await _company(ctx, comp_code)
    repository = CompanyConsoleRepository(ctx.db)
    employees = await repository.employees_of(comp_code)
    roles = await PersonnelRepository(ctx.db).roles_of([e.employee_code for e in employees])
    permits = await PermitRepository(ctx.db).list_of_company(comp_code)
    documents = []
    if company.licence_file_token:
        documents.append(document(ctx.language, LICENCE, company.licence_file_token))
    return CompanyConsoleDetail(
        comp_code=company.comp_code,
        comp_name=company.comp_name,
        credit_code=company.credit_code,
        status=status_of(company),
        created_at=aware(company.created_at),
        legal_rep_name=company.legal_rep_name,
        legal_rep_id_number=masked_id(ctx.sealer, company.legal_rep_id_number, LEGAL_REP_ID),
        province_code=company.province_code,
        area_code=company.area_code,
        address=company.address,
        documents=documents,
        suspension=_suspension(company),
        employees=[
            EmployeeRow(
                employee_code=e.employee_code,
                user_code=e.user_code,
                name=e.name,
                mobile=mask_mobile(e.mobile),
                status=e.status,
                root_manager=e.root_manager,
                roles=roles.get(e.employee_code, []),
                created_at=aware(e.created_at),
            )
            for e in employees
        ],
        roles=[
            CompanyRoleRow(
                prod_code=r.prod_code,
                comp_role=r.comp_role,
                comp_biz_code=r.comp_biz_code,
                status=r.status,
            )
            for r in await repository.roles_of([comp_code])
        ],
        permits=[
            CompanyPermitRow(
                id=p.id,
                product_code=p.prod_code,
                status=p.status,
                comp_role=p.comp_role,
                submitted_at=aware(p.submitted_at),
                decided_at=_when(p.decided_at),
            )
            for p in sorted(permits, key=lambda p: p.prod_code)
        ],
        applications=await company_applications(ctx.db, comp_code),
    )


async def end_sessions(ctx: CompanyContext, comp_code: str) -> None:
    """Every session working in the company ends, whoever's it is."""
    sessions = SessionStore(ctx.kv, ctx.clock)
    employees = await CompanyConsoleRepository(ctx.db).employees_of(comp_code)
    for user_code in sorted({e.user_code for e in employees}):
        await sessions.revoke_user_in_company(user_code, comp_code)


def _audited(company: Company) -> dict[str, object]:
    return {
        "status": status_of(company),
        "suspendedAt": aware(company.suspended_at).isoformat() if company.suspended_at else None,
        "reason": company.suspend_reason,
    }


async def suspend(
    ctx: CompanyContext, operator: OperatorContext, body: CompanySuspend
) -> CompanyConsoleDetail:
    company = await _company(ctx, body.comp_code, lock=True)
    if company.status != ACTIVE:
        raise Conflict(ALREADY_SUSPENDED)
    before = _audited(company)
    company.status = DISABLED
    company.suspended_at = ctx.now()
    company.suspend_reason = body.reason
    company.suspended_by_code = operator.code
    company.suspended_by_name = operator.name
    await ctx.db.flush()
    await record(
        ctx.db,
        operator,
        f"{TARGET}.suspend",
        TARGET,
        company.comp_code,
        summary=f"suspended {company.comp_name}",
        before=before,
        after=_audited(company),
    )
    await end_sessions(ctx, company.comp_code)
    return await company_detail(ctx, company.comp_code)


async def restore(
    ctx: CompanyContext, operator: OperatorContext, comp_code: str
) -> CompanyConsoleDetail:
    company = await _company(ctx, comp_code, lock=True)
    if company.status == ACTIVE:
        raise Conflict(NOT_SUSPENDED)
    before = _audited(company)
    company.status = ACTIVE
    company.suspended_at = None
    company.suspend_reason = None
    company.suspended_by_code = None
    company.suspended_by_name = None
    await ctx.db.flush()
    await record(
        ctx.db,
        operator,
        f"{TARGET}.restore",
        TARGET,
        company.comp_code,
        summary=f"restored {company.comp_name}",
        before=before,
        after=_audited(company),
    )
    return await company_detail(ctx, company.comp_code)


async def active_codes(ctx: CompanyContext, comp_role: str | None) -> list[str]:
    return await CompanyConsoleRepository(ctx.db).active_codes(comp_role)
