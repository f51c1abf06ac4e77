"""Maker-checker: a reviewer recommends, a different approver decides (or returns the case).

The rules hold in every queue; what a decision does to a case is the queue's own. A queue's
policy may drop the need for a recommendation, never the rule that whoever recommended on a
case since its latest submission does not decide it.
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.identity import aware
from customer.review.models import (
    BY_OPERATOR,
    RECOMMENDED,
    RETURNED,
    ReviewRecommendation,
    ReviewStep,
)
from customer.review.repository import ReviewRepository
from customer.review.schemas import (
    AWAITING_DECISION,
    AWAITING_REVIEW,
    Decision,
    Reasons,
    RecommendationRead,
    Stage,
)
from portal_kit.errors import Conflict, InvalidInput
from portal_kit.i18n import Text
from portal_kit.operators import OperatorContext
from portal_kit.validators import for_field

RETURN: Decision = "return"

OWN_RECOMMENDATION = Text(
    "You recommended a decision on this case; a different approver must decide it.",
    "您已对该案件提出审核建议，须由另一位复核人员决定",
)
RECOMMENDATION_REQUIRED = Text(
    "Four-eyes review is on for this queue: a reviewer must recommend a decision first.",
    "该队列已启用双人复核，须先由经办人员提出审核建议",
)
ALREADY_RECOMMENDED = Text(
    "This case already has a recommendation; an approver decides it or returns it to review.",
    "该案件已有审核建议，请由复核人员决定或退回重审",
)
REASONS_REQUIRED = for_field(
    "reasons", Text("are required to reject or return", "驳回或退回时必须填写原因")
)
NOTHING_TO_RETURN = Text(
    "This case has no recommendation to return to review.", "该案件没有可退回的审核建议"
)


@dataclass(frozen=True, slots=True)
class Decider:
    """Who decides: an operator of the console, by code and name."""

    code: str
    name: str

    @classmethod
    def of(cls, operator: OperatorContext) -> "Decider":
        return cls(operator.code, operator.name)


def reason_text(text: str | None, *, required: bool) -> str | None:
    """A single-text reason (permits, changes of administrator); required to reject or
    return."""
    if not text:
        if required:
            raise InvalidInput(REASONS_REQUIRED)
        return None
    return text


def recommendation_read(row: ReviewRecommendation | None) -> RecommendationRead | None:
    if row is None:
        return None
    return RecommendationRead(
        operator_code=row.operator_code,
        operator_name=row.operator_name,
        approve=row.approve,
        reasons=row.reasons,
        recommended_at=aware(row.recommended_at),
    )


def stage_of(waiting: bool, recommendation: ReviewRecommendation | None) -> Stage | None:
    if not waiting:
        return None
    return AWAITING_DECISION if recommendation is not None else AWAITING_REVIEW


async def four_eyes(db: AsyncSession, queue: str) -> bool:
    policy = await ReviewRepository(db).policy(queue)
    return True if policy is None else policy.four_eyes


async def recommend(
    db: AsyncSession,
    operator: OperatorContext,
    queue: str,
    case_id: int,
    approve: bool,
    reasons: Reasons,
    now: datetime,
) -> ReviewRecommendation:
    """The reviewer's recommendation on a waiting case (the caller locked and checked it)."""
    repository = ReviewRepository(db)
    if await repository.recommendation(queue, case_id) is not None:
        raise Conflict(ALREADY_RECOMMENDED)
    row = ReviewRecommendation(
        queue=queue,
        case_id=case_id,
        operator_code=operator.code,
        operator_name=operator.name,
        approve=approve,
        reasons=reasons,
        recommended_at=now,
    )
    await repository.put_recommendation(row)
    decider = Decider.of(operator)
    repository.add_step(step(queue, case_id, RECOMMENDED, decider, now, reasons, approve))
    return row


async def check_decision(
    db: AsyncSession,
    operator: OperatorContext,
    queue: str,
    case_id: int,
    submitted_at: datetime | None,
    decision: Decision,
) -> ReviewRecommendation | None:
    """Refuse a decision the rules do not allow; the case's current recommendation."""
    repository = ReviewRepository(db)
    if await repository.recommended_by(queue, case_id, operator.code, submitted_at):
        raise Conflict(OWN_RECOMMENDATION)
    current = await repository.recommendation(queue, case_id)
    if decision == RETURN:
        if current is None:
            raise Conflict(NOTHING_TO_RETURN)
    elif current is None and await four_eyes(db, queue):
        raise Conflict(RECOMMENDATION_REQUIRED)
    return current


async def return_to_review(
    db: AsyncSession,
    operator: OperatorContext,
    queue: str,
    case_id: int,
    reasons: Reasons,
    now: datetime,
) -> None:
    """The approver sends the case back to the reviewers: its recommendation goes."""
    repository = ReviewRepository(db)
    await repository.clear_recommendation(queue, case_id)
    repository.add_step(step(queue, case_id, RETURNED, Decider.of(operator), now, reasons))


def step(
    queue: str,
    case_id: int,
    kind: str,
    decider: Decider,
    now: datetime,
    reasons: Reasons = None,
    approve: bool | None = None,
) -> ReviewStep:
    """An operator's step on a case."""
    return ReviewStep(
        queue=queue,
        case_id=case_id,
        kind=kind,
        actor_type=BY_OPERATOR,
        actor_code=decider.code,
        actor_name=decider.name,
        approve=approve,
        reasons=reasons,
        created_at=now,
    )
