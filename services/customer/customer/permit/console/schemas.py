"""Wire shapes of the permit queue."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field

from customer.permit.schemas import Code, Remark
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

UnmaskField = Literal["voucherIdNumber", "verifiedIdNumber"]


class PermitQueueQuery(CaseListQuery):
    # A code of the permitStatus dictionary.
    status: Annotated[Annotated[int, Field(ge=0, le=999)] | None, NoFilter] = None
    product_code: Annotated[Code | None, NoFilter] = None


class PermitQueueRow(WireModel):
    id: int
    comp_code: str
    comp_name: str
    credit_code: str
    product_code: str
    status: int
    stage: Stage | None
    applicant_name: str
    submitted_at: datetime
    decided_at: datetime | None
    recommendation: RecommendationRead | None
    operator_name: str | None


class VerifiedIdentityRead(WireModel):
    """The applicant's real-name identity on file (ID number masked)."""

    name: str
    id_number: str | None
    method: str
    # Null: valid in every product.
    product_code: str | None
    passed_at: datetime


class PermitCase(WireModel):
    """The latest application for the product, whole (ID numbers masked), beside the
    applicant's verified identity; the documents, recommendation, decision, trail and the
    company's other applications."""

    id: int
    comp_code: str
    comp_name: str
    credit_code: str
    product_code: str
    status: int
    stage: Stage | None
    # The company role asked for in the product.
    comp_role: str
    applicant_employee_code: str
    applicant_user_code: str
    applicant_name: str
    remark: str | None
    voucher_name: str | None
    voucher_id_number: str | None
    verified_identity: VerifiedIdentityRead | None
    # Whether the voucher's ID number is the verified one; null when either is missing.
    identity_matches: bool | None
    documents: list[CaseDocument]
    submitted_at: datetime
    recommendation: RecommendationRead | None
    decision: DecisionRead | None
    trail: list[TrailEntryRead]
    applications: list[RelatedApplication]


class PermitUnmask(CaseRef):
    field: UnmaskField


class PermitRecommend(CaseRef):
    approve: bool
    # Required to recommend rejecting.
    reasons: Remark | None = None


class PermitDecide(CaseRef):
    decision: Decision
    # Required to reject or return.
    reasons: Remark | None = None
