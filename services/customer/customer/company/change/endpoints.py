from fastapi import APIRouter, Depends

from customer.company.change import service
from customer.company.change.schemas import (
    ChangeAccApply,
    ChangeAccDecided,
    ChangeAccDecision,
    ChangeAccRead,
)
from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["change of administrator"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/company/changeAcc")
async def apply(
    ctx: CompanyDep, identity: CurrentIdentity, request: ChangeAccApply
) -> Envelope[ChangeAccRead]:
    """Apply to hand the company's administrator account to another person (operators decide)."""
    return ok(await service.apply(ctx, identity, request))


@router.post("/company/changeAccView")
async def history(ctx: CompanyDep, identity: CurrentIdentity) -> Envelope[list[ChangeAccRead]]:
    """The company's change-of-administrator applications, newest first."""
    return ok(await service.history(ctx, identity))


@internal_router.post("/company/changeAcc/decide")
async def decide(ctx: CompanyDep, decision: ChangeAccDecision) -> Envelope[ChangeAccDecided]:
    """For the operator tool: approve or reject a pending application."""
    return ok(await service.decide(ctx, decision))
