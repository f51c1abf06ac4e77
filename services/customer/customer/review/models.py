"""What the review queues keep beside the cases themselves."""

from datetime import datetime
from typing import Any, Final, Literal

from sqlalchemy import JSON, DateTime, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base

# The queues, as the console names them (its route prefixes).
REGISTRATION: Final = "registration"
PERMIT: Final = "permit"
ADMIN_CHANGE: Final = "admin-change"
Queue = Literal["registration", "permit", "admin-change"]
QUEUES: Final[tuple[Queue, ...]] = (REGISTRATION, PERMIT, ADMIN_CHANGE)

# Kinds of trail steps.
SUBMITTED: Final = "submitted"
RECOMMENDED: Final = "recommended"
RETURNED: Final = "returned"
APPROVED: Final = "approved"
REJECTED: Final = "rejected"

# Who took a step.
BY_USER: Final = "user"
BY_OPERATOR: Final = "operator"


class ReviewPolicy(Base):
    """Whether a queue's cases need a recommendation by another operator before a decision
    (four-eyes). A queue without a row is four-eyes: the safe default."""

    __tablename__ = "review_policy"

    queue: Mapped[str] = mapped_column(String(32), primary_key=True)
    four_eyes: Mapped[bool]
    updated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    updated_by_code: Mapped[str | None] = mapped_column(String(64))
    updated_by_name: Mapped[str | None] = mapped_column(String(64))


class ReviewStep(Base):
    """One step of a case's trail: submitted, recommended, returned, approved, rejected.

    Product permits keep their submissions and decisions in ``permit_audit`` (the portal shows
    that trail); only their recommendations and returns are steps here.
    """

    __tablename__ = "review_step"
    __table_args__ = (Index("ix_review_step_case", "queue", "case_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    queue: Mapped[str] = mapped_column(String(32))
    case_id: Mapped[int]
    kind: Mapped[str] = mapped_column(String(16))
    actor_type: Mapped[str] = mapped_column(String(16))
    # The user code, or the operator code (none on older decisions that named the operator
    # in free text).
    actor_code: Mapped[str | None] = mapped_column(String(64))
    actor_name: Mapped[str] = mapped_column(String(64))
    # A recommendation: approve (true) or reject (false).
    approve: Mapped[bool | None]
    # Registration: {field: text}; the other queues: one text.
    reasons: Mapped[Any] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ReviewRecommendation(Base):
    """A case's current recommendation: made by a reviewer, gone when an approver returns
    the case or the applicant submits it again; kept beside the decision it led to."""

    __tablename__ = "review_recommendation"

    queue: Mapped[str] = mapped_column(String(32), primary_key=True)
    case_id: Mapped[int] = mapped_column(primary_key=True)
    operator_code: Mapped[str] = mapped_column(String(64))
    operator_name: Mapped[str] = mapped_column(String(64))
    approve: Mapped[bool]
    reasons: Mapped[Any] = mapped_column(JSON, nullable=True)
    recommended_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
