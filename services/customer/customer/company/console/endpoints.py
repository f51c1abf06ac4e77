"""The console's company calls (``/ops/company/*``) and the active companies' codes for peers."""

from fastapi import APIRouter, BackgroundTasks, Depends

from customer.company.console import service
from customer.company.console.schemas import (
    CompanyCodes,
    CompanyCodesQuery,
    CompanyConsoleDetail,
    CompanyListQuery,
    CompanyRef,
    CompanyRow,
    CompanySuspend,
)
from customer.company.deps import CompanyDep
from customer.deps import CaseReader, OpsAdmin
from portal_kit.envelope import Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.paging import Page
from portal_kit.sessions import SessionStore

router = APIRouter(prefix="/ops/company", tags=["console: companies"])
internal_router = APIRouter(
    prefix=f"{INTERNAL_PREFIX}/company",
    tags=["internal"],
    dependencies=[Depends(require_service_token)],
)


@router.post("/list")
async def company_list(
    ctx: CompanyDep, operator: CaseReader, body: CompanyListQuery | None = None
) -> Envelope[Page[CompanyRow]]:
    """A page of companies (filters: keyword on name, credit code or code; status; role)."""
    return ok(await service.company_list(ctx, body or CompanyListQuery()))


@router.post("/detail")
async def company_detail(
    ctx: CompanyDep, operator: CaseReader, body: CompanyRef
) -> Envelope[CompanyConsoleDetail]:
    """A company whole: people, roles, permits, applications, suspension."""
    return ok(await service.company_detail(ctx, body.comp_code))


@router.post("/suspend")
async def suspend(
    ctx: CompanyDep, operator: OpsAdmin, body: CompanySuspend, tasks: BackgroundTasks
) -> Envelope[CompanyConsoleDetail]:
    """Suspend a company: nobody signs in to it or switches into it, its sessions end."""
    detail = await service.suspend(ctx, operator, body)
    # The sessions ended before the commit; a renewal into the company racing that commit
    # could still open one, so they are swept again once it is done.
    sessions = SessionStore(ctx.kv, ctx.clock)
    for user_code in sorted({employee.user_code for employee in detail.employees}):
        tasks.add_task(sessions.revoke_user_in_company, user_code, body.comp_code)
    return ok(detail)


@router.post("/restore")
async def restore(
    ctx: CompanyDep, operator: OpsAdmin, body: CompanyRef
) -> Envelope[CompanyConsoleDetail]:
    """Restore a suspended company: its employees work in it again."""
    return ok(await service.restore(ctx, operator, body.comp_code))


@internal_router.post("/codes")
async def company_codes(
    ctx: CompanyDep, body: CompanyCodesQuery | None = None
) -> Envelope[CompanyCodes]:
    """For peers (messages): the codes of the active companies, all or those holding an active
    role with this company-role code in any product."""
    comp_role = body.comp_role if body else None
    return ok(CompanyCodes(comp_codes=await service.active_codes(ctx, comp_role)))
