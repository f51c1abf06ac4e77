from collections.abc import Collection, Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, delete, exists, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from customer.review.models import (
    RECOMMENDED,
    ReviewPolicy,
    ReviewRecommendation,
    ReviewStep,
)


def recommended(queue: str, case_id: InstrumentedAttribute[int]) -> ColumnElement[bool]:
    """Whether the case (a column of its table) has a current recommendation."""
    return exists().where(
        ReviewRecommendation.queue == queue, ReviewRecommendation.case_id == case_id
    )


class ReviewRepository:
    """Policies, recommendations and trail steps of the review queues."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def policies(self) -> dict[str, ReviewPolicy]:
        return {row.queue: row for row in await self.session.scalars(select(ReviewPolicy))}

    async def policy(self, queue: str, *, lock: bool = False) -> ReviewPolicy | None:
        statement = select(ReviewPolicy).where(ReviewPolicy.queue == queue)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    def add_policy(self, policy: ReviewPolicy) -> None:
        self.session.add(policy)

    async def recommendation(self, queue: str, case_id: int) -> ReviewRecommendation | None:
        return await self.session.get(ReviewRecommendation, (queue, case_id))

    async def recommendations_of(
        self, queue: str, case_ids: Collection[int]
    ) -> dict[int, ReviewRecommendation]:
        if not case_ids:
            return {}
        statement = select(ReviewRecommendation).where(
            ReviewRecommendation.queue == queue, ReviewRecommendation.case_id.in_(case_ids)
        )
        return {row.case_id: row for row in await self.session.scalars(statement)}

    async def put_recommendation(self, recommendation: ReviewRecommendation) -> None:
        """Add it; a concurrent second one breaks the primary key (409)."""
        self.session.add(recommendation)
        await self.session.flush()

    async def clear_recommendation(self, queue: str, case_id: int) -> None:
        await self.session.execute(
            delete(ReviewRecommendation).where(
                ReviewRecommendation.queue == queue, ReviewRecommendation.case_id == case_id
            )
        )

    def add_step(self, step: ReviewStep) -> None:
        self.session.add(step)

    async def steps_of(self, queue: str, case_id: int) -> Sequence[ReviewStep]:
        statement = (
            select(ReviewStep)
            .where(ReviewStep.queue == queue, ReviewStep.case_id == case_id)
            .order_by(ReviewStep.created_at, ReviewStep.id)
        )
        return (await self.session.scalars(statement)).all()

    async def recommended_by(
        self, queue: str, case_id: int, operator_code: str, since: datetime | None
    ) -> bool:
        """Whether the operator recommended on the case since its latest submission."""
        statement = select(ReviewStep.id).where(
            ReviewStep.queue == queue,
            ReviewStep.case_id == case_id,
            ReviewStep.kind == RECOMMENDED,
            ReviewStep.actor_code == operator_code,
        )
        if since is not None:
            statement = statement.where(ReviewStep.created_at >= since)
        return (await self.session.scalar(statement.limit(1))) is not None

    async def decisions_since(self, queue: str, since: datetime) -> dict[str, int]:
        """Decision steps of the queue since ``since``: kind → count."""
        statement = (
            select(ReviewStep.kind, func.count())
            .where(ReviewStep.queue == queue, ReviewStep.created_at >= since)
            .group_by(ReviewStep.kind)
        )
        return {kind: int(count) for kind, count in (await self.session.execute(statement)).all()}
