"""Wire shapes of the company's permit calls, and what a decision on one left it as."""

from datetime import datetime
from typing import Annotated, Literal

from fastapi import Query
from pydantic import Field, StringConstraints

from portal_kit.envelope import WireModel
from portal_kit.visible_text import Visible

CompCode = Annotated[str, Query(alias="compCode", min_length=1, max_length=32)]
ProductCodeQuery = Annotated[str, Query(alias="productCode", min_length=1, max_length=32)]
AfterStatus = Annotated[int | None, Query(alias="afterStatus", ge=0, le=999)]

Code = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32)]
Name = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), Visible
]
Remark = Annotated[str, StringConstraints(strip_whitespace=True, max_length=255), Visible]
FileToken = Annotated[str, Field(min_length=1, max_length=64)]
CompRole = Literal["C101", "C102", "C103", "C104", "C105", "C106"]


class ProductPermitRead(WireModel):
    """A product of the platform with the company's permit for it (``findAllByPermitStatus``)."""

    product_code: str
    product_name: str
    summary: str
    icon: str
    sort: int
    # A code of the permitStatus dictionary (its label and colour come from there); null: the
    # company never applied.
    permit_status: int | None
    # The company holds a role in the product: it appears in the product centre's switcher.
    opened: bool
    can_apply: bool
    can_withdraw: bool
    # documentType codes an application must include; empty: not applied for (account centre).
    required_documents: list[str]
    # The operator's reason for the latest rejection.
    reason: str | None
    updated_at: datetime | None


class AuditEntryRead(WireModel):
    """One change of the permit's status (``queryPermitAudit``), newest first."""

    id: int
    before_status: int | None
    after_status: int
    # user (an employee of the company) or operator (the platform's staff).
    operator_type: str
    operator_name: str
    remark: str | None
    created_at: datetime


class DocumentRead(WireModel):
    document_type: str
    file_token: str
    file_name: str


class VoucherIn(WireModel):
    """The applicant's identity; recorded as their real-name verification once approved."""

    name: Name
    # Checked by the rules of specification §5 in the service (they need today's date).
    id_number: Annotated[str, Field(max_length=32)]


class PermitApply(WireModel):
    """``cust/product/apply``."""

    product_code: Code
    # documentType code → a file the applicant uploaded (image or PDF).
    document_file_tokens: dict[str, FileToken]
    voucher: VoucherIn | None = None
    remark: Remark | None = None
    # The company role wanted in the product; default: its role in EC, else member unit.
    comp_role: CompRole | None = None


class PermitWithdraw(WireModel):
    """``cust/product/withdraw``."""

    product_code: Code
    remark: Remark | None = None


class PermitRead(WireModel):
    """The company's permit for a product and its latest application (ID number masked)."""

    comp_code: str
    product_code: str
    status: int
    comp_role: str
    applicant_name: str
    remark: str | None
    documents: list[DocumentRead]
    voucher_name: str | None
    voucher_id_number: str | None
    reason: str | None
    submitted_at: datetime
    decided_at: datetime | None


class PermitDecided(WireModel):
    comp_code: str
    product_code: str
    status: int
    # Approved: the company role the company now holds in the product.
    comp_biz_code: str | None = None
    # Approved: the applicant's voucher became a real-name record for the product.
    real_name_recorded: bool = False
