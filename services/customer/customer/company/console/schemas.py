"""Wire shapes of the console's company calls."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from customer.review.schemas import CaseDocument, Keyword, NoFilter, RelatedApplication
from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.visible_text import Visible

CompRole = Literal["C101", "C102", "C103", "C104", "C105", "C106"]
CompanyStatus = Literal["active", "suspended"]
CompCode = Annotated[str, Field(min_length=1, max_length=32)]


class CompanyListQuery(PageQuery):
    # Part of the name, credit code or company code.
    keyword: Keyword = None
    status: Annotated[CompanyStatus | None, NoFilter] = None
    # Companies holding this company role (active) in any product.
    comp_role: Annotated[CompRole | None, NoFilter] = None
    sort_by: Literal["compName", "createdAt"] = "compName"
    descending: bool = False


class CompanyRow(WireModel):
    comp_code: str
    comp_name: str
    credit_code: str
    status: CompanyStatus
    # The company roles it holds (active), in any product.
    comp_roles: list[str]
    created_at: datetime
    suspended_at: datetime | None


class CompanyRef(WireModel):
    comp_code: CompCode


class CompanySuspend(CompanyRef):
    reason: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255), Visible
    ]


class SuspensionRead(WireModel):
    suspended_at: datetime | None
    reason: str | None
    operator_code: str | None
    operator_name: str | None


class EmployeeRow(WireModel):
    employee_code: str
    user_code: str
    name: str
    # Masked: first 3 and last 4 digits.
    mobile: str
    # 1 active, 0 disabled.
    status: int
    root_manager: int
    roles: list[str]
    created_at: datetime


class CompanyRoleRow(WireModel):
    prod_code: str
    comp_role: str
    comp_biz_code: str
    status: int


class CompanyPermitRow(WireModel):
    id: int
    product_code: str
    # A code of the permitStatus dictionary.
    status: int
    comp_role: str
    submitted_at: datetime
    decided_at: datetime | None


class CompanyConsoleDetail(WireModel):
    """A company whole (ID numbers masked): its people, products and permits, applications
    and, when suspended, since when and why."""

    comp_code: str
    comp_name: str
    credit_code: str
    status: CompanyStatus
    created_at: datetime
    legal_rep_name: str | None
    legal_rep_id_number: str | None
    province_code: str | None
    area_code: str | None
    address: str | None
    documents: list[CaseDocument]
    suspension: SuspensionRead | None
    employees: list[EmployeeRow]
    roles: list[CompanyRoleRow]
    permits: list[CompanyPermitRow]
    applications: list[RelatedApplication]


class CompanyCodesQuery(WireModel):
    """``/internal/company/codes``: active companies, all or those holding a company role."""

    comp_role: CompRole | None = None


class CompanyCodes(WireModel):
    comp_codes: list[str]
