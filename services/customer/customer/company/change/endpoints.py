from fastapi import APIRouter

from customer.company.change import service
from customer.company.change.schemas import ChangeAccApply, ChangeAccRead
from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["change of administrator"])


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
