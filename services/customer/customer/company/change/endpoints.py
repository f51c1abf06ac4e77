from fastapi import APIRouter, BackgroundTasks, Depends

from customer.company.change import decisions, service
from customer.company.change.schemas import (
    ChangeAccApply,
    ChangeAccDecided,
    ChangeAccDecision,
    ChangeAccListQuery,
    ChangeAccOperatorRead,
    ChangeAccRead,
)
from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.events import publish_after_commit
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
async def decide(
    ctx: CompanyDep, decision: ChangeAccDecision, tasks: BackgroundTasks
) -> Envelope[ChangeAccDecided]:
    """For the operator tool: approve or reject a pending application."""
    decided = await decisions.decide(ctx, decision)
    for event_type, payload in decisions.decided_events(decided, decision.reason):
        tasks.add_task(publish_after_commit, ctx.kv, event_type, payload)
    return ok(decided)


@internal_router.post("/company/changeAcc/list")
async def list_for_operators(
    ctx: CompanyDep, query: ChangeAccListQuery | None = None
) -> Envelope[list[ChangeAccOperatorRead]]:
    """For the operator tool: change-of-administrator applications (by status), newest first;
    at most 200."""
    return ok(await service.list_for_operators(ctx, query or ChangeAccListQuery()))
