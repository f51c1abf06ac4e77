"""Wire shapes the three review queues share."""

from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import StringConstraints

from customer.review.models import Queue
from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.wire_fields import EmptyIsNoFilter, RowId

# A waiting case is with a reviewer until recommended, then with an approver.
Stage = Literal["awaitingReview", "awaitingDecision"]
AWAITING_REVIEW: Stage = "awaitingReview"
AWAITING_DECISION: Stage = "awaitingDecision"
Decision = Literal["approve", "reject", "return"]
NoFilter = EmptyIsNoFilter()
Keyword = Annotated[
    Annotated[str, StringConstraints(strip_whitespace=True, max_length=64)] | None, NoFilter
]
# Registration reasons name the field they are about; the other queues give one text.
Reasons = dict[str, str] | str | None


class CaseRef(WireModel):
    id: RowId


class CaseListQuery(PageQuery):
    """Filters every queue's list takes; sorted oldest submission first unless told."""

    stage: Annotated[Stage | None, NoFilter] = None
    # Part of the company's name, credit code or company code.
    keyword: Keyword = None
    # Submitted on or after / on or before these days (China time), both included.
    submitted_from: Annotated[date | None, NoFilter] = None
    submitted_to: Annotated[date | None, NoFilter] = None
    sort_by: Literal["submittedAt", "compName"] = "submittedAt"
    descending: bool = False


class RecommendationRead(WireModel):
    operator_code: str
    operator_name: str
    approve: bool
    reasons: Reasons
    recommended_at: datetime


class DecisionRead(WireModel):
    """The decision a case ended with (null while it waits)."""

    status: str
    operator_code: str | None
    operator_name: str | None
    decided_at: datetime | None
    reasons: Reasons


class TrailEntryRead(WireModel):
    """One step of a case: submitted, withdrawn, recommended, returned, approved, rejected."""

    kind: str
    # user (the applicant) or operator.
    actor_type: str
    actor_code: str | None
    actor_name: str
    approve: bool | None = None
    reasons: Reasons = None
    at: datetime


class CaseDocument(WireModel):
    """A document of the case; the console shows it through content's ``ops/file/download``."""

    document_type: str
    label: str
    file_token: str
    file_name: str | None
    content_type: str | None


class RelatedApplication(WireModel):
    """Another application of the same company."""

    # registration, permit or admin-change.
    queue: Queue
    id: int
    # A permit's is its permitStatus code (a number), the others' a word.
    status: str | int
    product_code: str | None = None
    submitted_at: datetime | None
    decided_at: datetime | None


class UnmaskRead(WireModel):
    field: str
    value: str | None


class CaseDecided(WireModel):
    """What a recommendation or decision left the case as."""

    id: int
    # A permit's is its permitStatus code (a number), the others' a word.
    status: str | int
    stage: Stage | None
    recommendation: RecommendationRead | None


class PolicyRead(WireModel):
    queue: Queue
    four_eyes: bool
    updated_at: datetime | None
    updated_by_code: str | None
    updated_by_name: str | None


class PolicyUpdate(WireModel):
    queue: Queue
    four_eyes: bool


class AgeCounts(WireModel):
    """Waiting cases by time since submission."""

    under_1_day: int = 0
    from_1_to_3_days: int = 0
    from_3_to_7_days: int = 0
    over_7_days: int = 0


class DecisionCounts(WireModel):
    approved: int = 0
    rejected: int = 0


class QueueSummary(WireModel):
    queue: Queue
    four_eyes: bool
    awaiting_review: int
    awaiting_decision: int
    ages: AgeCounts
    oldest_submitted_at: datetime | None
    decided_last_7_days: DecisionCounts


class ReviewSummary(WireModel):
    queues: list[QueueSummary]
