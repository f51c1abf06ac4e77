from fastapi import APIRouter

from customer.company.deps import CompanyDep, ReadingCompanyDep
from customer.deps import CurrentIdentity
from customer.permit import applications, service
from customer.permit.schemas import (
    AfterStatus,
    AuditEntryRead,
    CompCode,
    PermitApply,
    PermitRead,
    PermitWithdraw,
    ProductCodeQuery,
    ProductPermitRead,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=f"{PORTAL_API}/cust/product", tags=["product permits"])


@router.post("/findAllByPermitStatus")
async def products_with_status(
    ctx: ReadingCompanyDep, identity: CurrentIdentity, comp_code: CompCode
) -> Envelope[list[ProductPermitRead]]:
    """Every product of the platform with the company's permit status (null: not applied)."""
    return ok(await service.products_with_status(ctx, identity, comp_code))


@router.post("/queryPermitAudit")
async def audit_trail(
    ctx: ReadingCompanyDep,
    identity: CurrentIdentity,
    comp_code: CompCode,
    product_code: ProductCodeQuery,
    after_status: AfterStatus = None,
) -> Envelope[list[AuditEntryRead]]:
    """The permit's status changes, newest first; only those into ``afterStatus`` if given."""
    return ok(await service.audit_trail(ctx, identity, comp_code, product_code, after_status))


@router.post("/permitInfo")
async def latest_application(
    ctx: ReadingCompanyDep,
    identity: CurrentIdentity,
    comp_code: CompCode,
    product_code: ProductCodeQuery,
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
