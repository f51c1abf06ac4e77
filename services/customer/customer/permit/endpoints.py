from fastapi import APIRouter, BackgroundTasks, Depends

from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from customer.permit import applications, decisions, service
from customer.permit.events import publish_decided
from customer.permit.schemas import (
    AfterStatus,
    AuditEntryRead,
    CompCode,
    OperatorPermitRead,
    PermitApply,
    PermitDecided,
    PermitDecision,
    PermitListQuery,
    PermitRead,
    PermitWithdraw,
    ProductCodeQuery,
    ProductPermitRead,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=f"{PORTAL_API}/cust/product", tags=["product permits"])
internal_router = APIRouter(
    prefix=f"{INTERNAL_PREFIX}/permit",
    tags=["internal"],
    dependencies=[Depends(require_service_token)],
)


@router.post("/findAllByPermitStatus")
async def products_with_status(
    ctx: CompanyDep, identity: CurrentIdentity, comp_code: CompCode
) -> Envelope[list[ProductPermitRead]]:
    """Every product of the platform with the company's permit status (null: not applied)."""
    return ok(await service.products_with_status(ctx, identity, comp_code))


@router.post("/queryPermitAudit")
async def audit_trail(
    ctx: CompanyDep,
    identity: CurrentIdentity,
    comp_code: CompCode,
    product_code: ProductCodeQuery,
    after_status: AfterStatus = None,
) -> Envelope[list[AuditEntryRead]]:
    """The permit's status changes, newest first; only those into ``afterStatus`` if given."""
    return ok(await service.audit_trail(ctx, identity, comp_code, product_code, after_status))


@router.post("/permitInfo")
async def latest_application(
    ctx: CompanyDep, identity: CurrentIdentity, comp_code: CompCode, product_code: ProductCodeQuery
) -> Envelope[PermitRead]:
    """The company's permit for a product with its latest application; else 404."""
    return ok(await service.latest_application(ctx, identity, comp_code, product_code))


@router.post("/apply")
async def apply(
    ctx: CompanyDep, identity: CurrentIdentity, request: PermitApply
) -> Envelope[PermitRead]:
    """The administrator applies for a product with its documents (operators decide)."""
    return ok(await applications.apply(ctx, identity, request))


@router.post("/withdraw")
async def withdraw(
    ctx: CompanyDep, identity: CurrentIdentity, request: PermitWithdraw
) -> Envelope[PermitRead]:
    """The administrator withdraws an application no operator has decided yet."""
    return ok(await applications.withdraw(ctx, identity, request))


@internal_router.post("/list")
async def list_applications(
    ctx: CompanyDep, query: PermitListQuery | None = None
) -> Envelope[list[OperatorPermitRead]]:
    """For the operator tool: permits by status (default all), most recently changed first;
    at most 200."""
    return ok(await decisions.list_applications(ctx, query or PermitListQuery()))


@internal_router.post("/decide")
async def decide(
    ctx: CompanyDep, decision: PermitDecision, tasks: BackgroundTasks
) -> Envelope[PermitDecided]:
    """For the operator tool: approve or reject an application waiting for review."""
    decided = await decisions.decide(ctx, decision)
    # A background task runs after the request's transaction committed (DESIGN §7).
    tasks.add_task(publish_decided, ctx.app, decided, decision.reason)
    return ok(decided)
