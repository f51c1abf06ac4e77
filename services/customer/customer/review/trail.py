"""A case's trail as the console shows it."""

from collections.abc import Iterable

from customer.company.identity import aware
from customer.review.models import ReviewStep
from customer.review.schemas import TrailEntryRead


def trail_entry(step: ReviewStep) -> TrailEntryRead:
    return TrailEntryRead(
        kind=step.kind,
        actor_type=step.actor_type,
        actor_code=step.actor_code,
        actor_name=step.actor_name,
        approve=step.approve,
        reasons=step.reasons,
        at=aware(step.created_at),
    )


def in_order(entries: Iterable[TrailEntryRead]) -> list[TrailEntryRead]:
    """Oldest first."""
    return sorted(entries, key=lambda entry: entry.at)
