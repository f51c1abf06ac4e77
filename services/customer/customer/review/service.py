"""The queues at a glance, and their four-eyes policy."""

from datetime import datetime, timedelta

from sqlalchemy import and_, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.identity import aware
from customer.review.models import APPROVED, QUEUES, REJECTED, ReviewPolicy, ReviewRecommendation
from customer.review.queues import SOURCES, QueueSource
from customer.review.repository import ReviewRepository
from customer.review.schemas import (
    AgeCounts,
    DecisionCounts,
    PolicyRead,
    PolicyUpdate,
    QueueSummary,
    ReviewSummary,
)
from portal_kit.audit import record
from portal_kit.operators import OperatorContext

DAY = timedelta(days=1)
# Age buckets of waiting cases: (field of AgeCounts, submitted at least this long ago).
AGE_BUCKETS = (("under_1_day", DAY), ("from_1_to_3_days", 3 * DAY), ("from_3_to_7_days", 7 * DAY))
OVER = "over_7_days"
DECISION_WINDOW = 7 * DAY


async def _summary_of(
    db: AsyncSession, source: QueueSource, now: datetime, four_eyes: bool
) -> QueueSummary:
    waiting = (
        select(
            case(
                *((source.submitted_at > now - limit, name) for name, limit in AGE_BUCKETS),
                else_=OVER,
            ).label("age"),
            ReviewRecommendation.case_id.is_not(None).label("recommended"),
            source.submitted_at.label("submitted_at"),
        )
        .select_from(source.table)
        .outerjoin(
            ReviewRecommendation,
            and_(
                ReviewRecommendation.queue == source.queue,
                ReviewRecommendation.case_id == source.case_id,
            ),
        )
        .where(source.waiting)
        .subquery()
    )
    # Grouped outside: a CASE with bound parameters is not the same expression twice.
    statement = select(
        waiting.c.age, waiting.c.recommended, func.count(), func.min(waiting.c.submitted_at)
    ).group_by(waiting.c.age, waiting.c.recommended)
    ages: dict[str, int] = {}
    stages = {False: 0, True: 0}
    oldest: datetime | None = None
    for bucket, recommended, count, first in (await db.execute(statement)).all():
        ages[bucket] = ages.get(bucket, 0) + count
        stages[bool(recommended)] += count
        if first is not None and (oldest is None or aware(first) < oldest):
            oldest = aware(first)
    decided = await source.decisions(db, source.queue, now - DECISION_WINDOW)
    return QueueSummary(
        queue=source.queue,
        four_eyes=four_eyes,
        awaiting_review=stages[False],
        awaiting_decision=stages[True],
        ages=AgeCounts.model_validate(ages),
        oldest_submitted_at=oldest,
        decided_last_7_days=DecisionCounts(
            approved=decided.get(APPROVED, 0), rejected=decided.get(REJECTED, 0)
        ),
    )


async def summary(db: AsyncSession, now: datetime) -> ReviewSummary:
    policies = await ReviewRepository(db).policies()
    return ReviewSummary(
        queues=[
            await _summary_of(db, source, now, _four_eyes(policies.get(source.queue)))
            for source in SOURCES
        ]
    )


def _four_eyes(policy: ReviewPolicy | None) -> bool:
    return True if policy is None else policy.four_eyes


def _policy_read(queue: str, policy: ReviewPolicy | None) -> PolicyRead:
    return PolicyRead.model_validate(
        {
            "queue": queue,
            "four_eyes": _four_eyes(policy),
            "updated_at": aware(policy.updated_at) if policy and policy.updated_at else None,
            "updated_by_code": policy.updated_by_code if policy else None,
            "updated_by_name": policy.updated_by_name if policy else None,
        }
    )


async def policies(db: AsyncSession) -> list[PolicyRead]:
    stored = await ReviewRepository(db).policies()
    return [_policy_read(queue, stored.get(queue)) for queue in QUEUES]


async def update_policy(
    db: AsyncSession, operator: OperatorContext, change: PolicyUpdate
) -> PolicyRead:
    """Switch four-eyes on or off for a queue; audited with the policy before and after."""
    repository = ReviewRepository(db)
    policy = await repository.policy(change.queue, lock=True)
    if policy is None:
        policy = ReviewPolicy(queue=change.queue, four_eyes=True)
        repository.add_policy(policy)
    before = _policy_read(change.queue, policy).model_dump(mode="json", by_alias=True)
    policy.four_eyes = change.four_eyes
    policy.updated_at = operator.at
    policy.updated_by_code = operator.code
    policy.updated_by_name = operator.name
    await db.flush()
    after = _policy_read(change.queue, policy)
    await record(
        db,
        operator,
        "review_policy.update",
        "review_policy",
        change.queue,
        summary=f"four-eyes {'on' if change.four_eyes else 'off'} for {change.queue}",
        before={"fourEyes": before["fourEyes"]},
        after={"fourEyes": after.four_eyes},
    )
    return after
