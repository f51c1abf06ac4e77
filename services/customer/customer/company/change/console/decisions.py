"""A reviewer recommends on a pending change of administrator; a different approver decides."""

from typing import Any

from customer.company.change.console.schemas import AdminChangeDecide, AdminChangeRecommend
from customer.company.change.decisions import apply_decision, pending_application
from customer.company.change.models import PENDING, AdminChangeApplication
from customer.company.change.schemas import ChangeAccDecided
from customer.company.deps import CompanyContext
from customer.review import four_eyes
from customer.review.four_eyes import (
    RETURN,
    Decider,
    reason_text,
    recommendation_read,
    stage_of,
)
from customer.review.models import ADMIN_CHANGE, ReviewRecommendation
from customer.review.repository import ReviewRepository
from customer.review.schemas import CaseDecided
from portal_kit.audit import record
from portal_kit.operators import OperatorContext

TARGET = "admin_change"


def _state(
    a: AdminChangeApplication, recommendation: ReviewRecommendation | None
) -> dict[str, Any]:
    """What an audit entry keeps of the case: where it stands, never the ID number."""
    read = recommendation_read(recommendation)
    return {
        "compCode": a.comp_code,
        "status": a.status,
        "stage": stage_of(a.status == PENDING, recommendation),
        "recommendation": read.model_dump(mode="json", by_alias=True) if read else None,
    }


async def _answer(ctx: CompanyContext, a: AdminChangeApplication) -> CaseDecided:
    recommendation = await ReviewRepository(ctx.db).recommendation(ADMIN_CHANGE, a.id)
    return CaseDecided(
        id=a.id,
        status=a.status,
        stage=stage_of(a.status == PENDING, recommendation),
        recommendation=recommendation_read(recommendation),
    )


async def recommend(
    ctx: CompanyContext, operator: OperatorContext, body: AdminChangeRecommend
) -> CaseDecided:
    a = await pending_application(ctx, body.id)
    reasons = reason_text(body.reasons, required=not body.approve)
    before = _state(a, None)
    made = await four_eyes.recommend(
        ctx.db, operator, ADMIN_CHANGE, a.id, body.approve, reasons, ctx.now()
    )
    await record(
        ctx.db,
        operator,
        f"{TARGET}.recommend",
        TARGET,
        str(a.id),
        summary=f"recommended to {'approve' if body.approve else 'reject'}",
        before=before,
        after=_state(a, made),
    )
    return await _answer(ctx, a)


async def decide(
    ctx: CompanyContext, operator: OperatorContext, body: AdminChangeDecide
) -> tuple[CaseDecided, ChangeAccDecided | None]:
    """Approve (the account moves), reject or return to review; the decision to announce once
    committed."""
    a = await pending_application(ctx, body.id)
    reasons = reason_text(body.reasons, required=body.decision != "approve")
    current = await four_eyes.check_decision(
        ctx.db, operator, ADMIN_CHANGE, a.id, a.submitted_at, body.decision
    )
    before = _state(a, current)
    decided: ChangeAccDecided | None = None
    if body.decision == RETURN:
        await four_eyes.return_to_review(ctx.db, operator, ADMIN_CHANGE, a.id, reasons, ctx.now())
        await ctx.db.flush()
    else:
        approve = body.decision == "approve"
        decided = await apply_decision(ctx, a, approve, reasons, Decider.of(operator))
    after = _state(a, await ReviewRepository(ctx.db).recommendation(ADMIN_CHANGE, a.id))
    after |= {"reasons": reasons, "decidedBy": operator.code}
    if decided is not None and decided.user_code:
        after |= {"newUserCode": decided.user_code, "accountCreated": decided.account_created}
    await record(
        ctx.db,
        operator,
        f"{TARGET}.{body.decision}",
        TARGET,
        str(a.id),
        summary=f"{body.decision} the change of administrator of {a.comp_code}",
        before=before,
        after=after,
    )
    return await _answer(ctx, a), decided
