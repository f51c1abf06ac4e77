from typing import Annotated

from pydantic import Field

from customer.employee.schemas import CompanyRoleRead
from portal_kit.envelope import WireModel


class MyCompany(WireModel):
    """One of the caller's companies, as the account centre's company list shows it."""

    comp_code: str
    comp_name: str
    # 1 when the caller is an active employee there, else 0 (the list shows only 1).
    status: int
    employee_code: str
    # The session's business identity here when it has one, else the company's default.
    comp_biz_code: str | None
    roles: list[CompanyRoleRead]
    # 1: the caller holds the company's administrator account.
    root_manager: int
    # The company the session works in.
    current: bool


class CompanyQuery(WireModel):
    comp_code: Annotated[str, Field(min_length=1, max_length=32)]


class CompanyDetail(WireModel):
    """A company's registered details. Divisions are codes: reference names them."""

    comp_code: str
    comp_name: str
    credit_code: str
    legal_rep_name: str | None
    # Masked: first 6 and last 4 characters.
    legal_rep_id_number: str | None
    province_code: str | None
    area_code: str | None
    address: str | None
    licence_file_token: str | None
    admin_name: str | None
    # Masked: first 3 and last 4 digits.
    admin_mobile: str | None
