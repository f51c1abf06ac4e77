"""A reviewer recommends on a pending registration; a different approver decides it."""

from typing import Any

from customer.company.deps import CompanyContext
from customer.registration.console.schemas import RegistrationDecide, RegistrationRecommend
from customer.registration.decision import apply_decision, checked_reasons, pending_registration
from customer.registration.events import PendingEvent
from customer.registration.models import PENDING, Registration
from customer.review import four_eyes
from customer.review.four_eyes import RETURN, Decider, recommendation_read, stage_of
from customer.review.models import REGISTRATION, ReviewRecommendation
from customer.review.repository import ReviewRepository
from customer.review.schemas import CaseDecided
from portal_kit.audit import record
from portal_kit.operators import OperatorContext

TARGET = "registration"


def _state(r: Registration, recommendation: ReviewRecommendation | None) -> dict[str, Any]:
    """What an audit entry keeps of the case: no identity numbers, only where it stands."""
    read = recommendation_read(recommendation)
    return {
        "status": r.status,
        "stage": stage_of(r.status == PENDING, recommendation),
        "recommendation": read.model_dump(mode="json", by_alias=True) if read else None,
    }


async def _answer(ctx: CompanyContext, r: Registration) -> CaseDecided:
    recommendation = await ReviewRepository(ctx.db).recommendation(REGISTRATION, r.id)
    return CaseDecided(
        id=r.id,
        status=r.status,
        stage=stage_of(r.status == PENDING, recommendation),
        recommendation=recommendation_read(recommendation),
    )


async def recommend(
    ctx: CompanyContext, operator: OperatorContext, body: RegistrationRecommend
) -> CaseDecided:
    r = await pending_registration(ctx, body.id)
    reasons = checked_reasons(body.reasons, required=not body.approve)
    before = _state(r, None)
    made = await four_eyes.recommend(
        ctx.db, operator, REGISTRATION, r.id, body.approve, reasons, ctx.now()
    )
    await record(
        ctx.db,
        operator,
        f"{TARGET}.recommend",
        TARGET,
        str(r.id),
        summary=f"recommended to {'approve' if body.approve else 'reject'}",
        before=before,
        after=_state(r, made),
    )
    return await _answer(ctx, r)


async def decide(
    ctx: CompanyContext, operator: OperatorContext, body: RegistrationDecide
) -> tuple[CaseDecided, list[PendingEvent]]:
    """Approve, reject or return to review; the events to stage in its transaction."""
    r = await pending_registration(ctx, body.id)
    reasons = checked_reasons(body.reasons, required=body.decision != "approve")
    current = await four_eyes.check_decision(
        ctx.db, operator, REGISTRATION, r.id, r.submitted_at, body.decision
    )
    before = _state(r, current)
    events: list[PendingEvent] = []
    if body.decision == RETURN:
        await four_eyes.return_to_review(ctx.db, operator, REGISTRATION, r.id, reasons, ctx.now())
        await ctx.db.flush()
    else:
        approve = body.decision == "approve"
        events = await apply_decision(ctx, r, approve, reasons, Decider.of(operator))
    answer = await _answer(ctx, r)
    after = _state(r, await ReviewRepository(ctx.db).recommendation(REGISTRATION, r.id))
    after |= {"reasons": reasons, "decidedBy": operator.code}
    await record(
        ctx.db,
        operator,
        f"{TARGET}.{body.decision}",
        TARGET,
        str(r.id),
        summary=f"{body.decision} ({r.comp_name or r.comp_code})",
        before=before,
        after=after,
    )
    return answer, events
