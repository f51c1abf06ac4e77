"""What the applicants' side tells the review queues: a case was (re)submitted."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from customer.review.models import BY_USER, SUBMITTED, ReviewStep
from customer.review.repository import ReviewRepository


async def submitted(
    db: AsyncSession,
    queue: str,
    case_id: int,
    user_code: str,
    name: str,
    now: datetime,
    *,
    record_step: bool = True,
) -> None:
    """A case waits for review again: a recommendation on what it was before no longer
    holds. Its trail gains the submission (permits keep theirs in their own audit trail:
    ``record_step=False``)."""
    repository = ReviewRepository(db)
    await repository.clear_recommendation(queue, case_id)
    if record_step:
        repository.add_step(
            ReviewStep(
                queue=queue,
                case_id=case_id,
                kind=SUBMITTED,
                actor_type=BY_USER,
                actor_code=user_code,
                actor_name=name,
                created_at=now,
            )
        )
