"""Wire shapes of the registration queue."""

from datetime import datetime
from typing import Annotated, Literal

from customer.invitation.schemas import InvitationInfo
from customer.registration.schemas import Reason, Status
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

FieldReasons = dict[str, Reason]
# Identity fields an operator may see whole.
UnmaskField = Literal["legalIdNumber", "realNameIdNumber", "mobile"]


class RegistrationListQuery(CaseListQuery):
    status: Annotated[Status | None, NoFilter] = None


class RegistrationRow(WireModel):
    id: int
    status: Status
    # Pending ones: with a reviewer or with an approver.
    stage: Stage | None
    comp_code: str
    comp_name: str | None
    credit_code: str | None
    # The registrant.
    name: str
    created_at: datetime
    submitted_at: datetime | None
    decided_at: datetime | None
    recommendation: RecommendationRead | None
    # Who decided last (approved or rejected).
    operator_name: str | None


class RegistrationCase(WireModel):
    """Every field the registrant submitted (ID numbers and mobile masked), the documents,
    the recommendation and decision, the trail and the company's other applications."""

    id: int
    status: Status
    step: str
    stage: Stage | None
    comp_code: str
    comp_name: str | None
    credit_code: str | None
    legal_name: str | None
    legal_id_number: str | None
    province_code: str | None
    area_code: str | None
    address: str | None
    comp_roles: list[str]
    invitation: InvitationInfo | None
    # The registrant's account.
    user_code: str
    name: str
    mobile: str
    real_name: str | None
    real_name_id_number: str | None
    real_name_at: datetime | None
    face_at: datetime | None
    documents: list[CaseDocument]
    created_at: datetime
    submitted_at: datetime | None
    # The registrant's company once approved: their employee record there.
    employee_code: str | None
    recommendation: RecommendationRead | None
    decision: DecisionRead | None
    trail: list[TrailEntryRead]
    applications: list[RelatedApplication]


class RegistrationUnmask(CaseRef):
    field: UnmaskField


class RegistrationRecommend(CaseRef):
    approve: bool
    # Field (wire name, 'verification' or 'other') → reason; required to recommend rejecting.
    reasons: FieldReasons | None = None


class RegistrationDecide(CaseRef):
    decision: Decision
    # Required to reject or return; field → reason as for a recommendation.
    reasons: FieldReasons | None = None
