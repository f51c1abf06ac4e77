"""Wire shapes of the change-of-administrator queue."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import StringConstraints

from customer.review.schemas import (
    CaseDocument,
    CaseListQuery,
    CaseRef,
    Decision,
    DecisionRead,
    NoFilter,
    RecommendationRead,
    RelatedApplication,
    Stage,
    TrailEntryRead,
)
from portal_kit.envelope import WireModel
from portal_kit.visible_text import Visible

Status = Literal["pending", "approved", "rejected"]
UnmaskField = Literal["idNumber", "mobile"]
Reason = Annotated[str, StringConstraints(strip_whitespace=True, max_length=255), Visible]


class AdminChangeListQuery(CaseListQuery):
    status: Annotated[Status | None, NoFilter] = None


class AdminChangeRow(WireModel):
    id: int
    comp_code: str
    comp_name: str
    credit_code: str
    status: str
    stage: Stage | None
    # The person to become the administrator.
    name: str
    applicant_name: str
    submitted_at: datetime
    decided_at: datetime | None
    recommendation: RecommendationRead | None
    operator_name: str | None


class AdministratorRead(WireModel):
    """Who holds the company's administrator account now (mobile masked)."""

    employee_code: str
    name: str
    mobile: str
    status: int


class AdminChangeCase(WireModel):
    """The application whole (ID number and mobile masked), the signed letter, who holds the
    account now, the recommendation, decision, trail and the company's other applications."""

    id: int
    comp_code: str
    comp_name: str
    credit_code: str
    status: str
    stage: Stage | None
    name: str
    mobile: str
    id_number: str | None
    applicant_employee_code: str
    applicant_user_code: str
    applicant_name: str
    administrators: list[AdministratorRead]
    documents: list[CaseDocument]
    submitted_at: datetime
    # Approved: the account that became the administrator.
    new_user_code: str | None
    recommendation: RecommendationRead | None
    decision: DecisionRead | None
    trail: list[TrailEntryRead]
    applications: list[RelatedApplication]


class AdminChangeUnmask(CaseRef):
    field: UnmaskField


class AdminChangeRecommend(CaseRef):
    approve: bool
    # Required to recommend rejecting.
    reasons: Reason | None = None


class AdminChangeDecide(CaseRef):
    decision: Decision
    # Required to reject or return.
    reasons: Reason | None = None
