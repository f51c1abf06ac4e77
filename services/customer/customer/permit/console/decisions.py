"""A reviewer recommends on an open permit application; a different approver decides it."""

from typing import Any

from customer.company.deps import CompanyContext
from customer.permit import lifecycle
from customer.permit.console.repository import PermitQueueRepository
from customer.permit.console.schemas import PermitDecide, PermitRecommend
from customer.permit.decisions import apply_decision, check_open
from customer.permit.models import Permit
from customer.permit.schemas import PermitDecided
from customer.review import four_eyes
from customer.review.four_eyes import (
    RETURN,
    Decider,
    reason_text,
    recommendation_read,
    stage_of,
)
from customer.review.models import PERMIT, ReviewRecommendation
from customer.review.repository import ReviewRepository
from customer.review.schemas import CaseDecided
from portal_kit.audit import record
from portal_kit.operators import OperatorContext

TARGET = "permit"


def _state(p: Permit, recommendation: ReviewRecommendation | None) -> dict[str, Any]:
    """What an audit entry keeps of the case: where it stands, never an ID number."""
    read = recommendation_read(recommendation)
    return {
        "compCode": p.comp_code,
        "productCode": p.prod_code,
        "status": p.status,
        "stage": stage_of(p.status in lifecycle.OPEN, recommendation),
        "recommendation": read.model_dump(mode="json", by_alias=True) if read else None,
    }


async def _open_permit(ctx: CompanyContext, permit_id: int) -> Permit:
    row = await PermitQueueRepository(ctx.db).get_with_company(permit_id, lock=True)
    return check_open(row[0] if row else None)


async def _answer(ctx: CompanyContext, p: Permit) -> CaseDecided:
    recommendation = await ReviewRepository(ctx.db).recommendation(PERMIT, p.id)
    return CaseDecided(
        id=p.id,
        status=p.status,
        stage=stage_of(p.status in lifecycle.OPEN, recommendation),
        recommendation=recommendation_read(recommendation),
    )


async def recommend(
    ctx: CompanyContext, operator: OperatorContext, body: PermitRecommend
) -> CaseDecided:
    p = await _open_permit(ctx, body.id)
    reasons = reason_text(body.reasons, required=not body.approve)
    before = _state(p, None)
    made = await four_eyes.recommend(
        ctx.db, operator, PERMIT, p.id, body.approve, reasons, ctx.now()
    )
    await record(
        ctx.db,
        operator,
        f"{TARGET}.recommend",
        TARGET,
        str(p.id),
        summary=f"recommended to {'approve' if body.approve else 'reject'} {p.prod_code}",
        before=before,
        after=_state(p, made),
    )
    return await _answer(ctx, p)


async def decide(
    ctx: CompanyContext, operator: OperatorContext, body: PermitDecide
) -> tuple[CaseDecided, PermitDecided | None]:
    """Approve, reject or return to review; the decision to announce (staged in its transaction)."""
    p = await _open_permit(ctx, body.id)
    reasons = reason_text(body.reasons, required=body.decision != "approve")
    current = await four_eyes.check_decision(
        ctx.db, operator, PERMIT, p.id, p.submitted_at, body.decision
    )
    before = _state(p, current)
    decided: PermitDecided | None = None
    if body.decision == RETURN:
        await four_eyes.return_to_review(ctx.db, operator, PERMIT, p.id, reasons, ctx.now())
        await ctx.db.flush()
    else:
        approve = body.decision == "approve"
        decided = await apply_decision(ctx, p, approve, reasons, Decider.of(operator))
    after = _state(p, await ReviewRepository(ctx.db).recommendation(PERMIT, p.id))
    after |= {"reasons": reasons, "decidedBy": operator.code}
    if decided is not None:
        after["realNameRecorded"] = decided.real_name_recorded
    await record(
        ctx.db,
        operator,
        f"{TARGET}.{body.decision}",
        TARGET,
        str(p.id),
        summary=f"{body.decision} {p.prod_code} for {p.comp_code}",
        before=before,
        after=after,
    )
    return await _answer(ctx, p), decided
