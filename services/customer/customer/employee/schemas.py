from datetime import datetime
from typing import Annotated

from pydantic import Field

from portal_kit.envelope import WireModel

Code = Annotated[str, Field(min_length=1, max_length=32)]


class CompanyListItem(WireModel):
    """One of the caller's companies, as the company lists and the switcher show it."""

    comp_code: str
    comp_name: str
    # 1 when the caller can work in it (an active employee of an active company), else 0.
    status: int
    employee_code: str
    # The company's business code in the asked product (or its default one); null if none.
    comp_biz_code: str | None


class CompanyRoleRead(WireModel):
    prod_code: str
    comp_role: str
    comp_biz_code: str


class CompanyInfo(WireModel):
    """The current company of the session and the caller's standing in it."""

    comp_code: str
    comp_name: str
    comp_role: list[CompanyRoleRead]
    user_name: str
    # Masked: first 3 and last 4 digits (specification §9).
    mobile: str
    root_manager: int
    employee_role: list[str]


class CustUserAuth(WireModel):
    authed: bool


class EmployeeSwitch(WireModel):
    """Auth asks whether ``user_code`` may switch to this employee record (and role)."""

    user_code: Code
    employee_code: Code
    # Both or neither: a role switch names the role and its business code.
    comp_role_code: Annotated[str, Field(min_length=1, max_length=8)] | None = None
    comp_biz_code: Code | None = None


class EmployeeSwitchRead(WireModel):
    """What goes into the new token; ``comp_role``/``comp_biz_code`` are empty when none."""

    employee_code: str
    comp_code: str
    comp_role: str
    comp_biz_code: str


class UserEmployees(WireModel):
    """Auth asks, at sign-in, which companies ``user_code`` can work in."""

    user_code: Code
    # Also the companies the platform suspended (flagged), so the user can be told why they
    # are missing; without it the answer is as it always was.
    include_suspended: bool = False


class UserEmployeeRead(WireModel):
    """A company the user can work in, with the role a new session starts as; or, asked for,
    one the platform suspended (``suspended``: no session may start there)."""

    employee_code: str
    comp_code: str
    comp_name: str
    comp_role: str
    comp_biz_code: str
    suspended: bool = False
    suspended_at: datetime | None = None
    suspend_reason: str | None = None


class SwitchRefusalRead(WireModel):
    """The body of a switch refused because the platform suspended the company (status 403)."""

    suspended: bool
    comp_code: str
    comp_name: str
    suspended_at: datetime | None
    suspend_reason: str | None


class Colleagues(WireModel):
    """Auth asks, for a company administrator's list of sessions, who works in the company."""

    user_code: Code
    employee_code: Code
    comp_code: Code


class ColleagueRead(WireModel):
    employee_code: str
    user_code: str
    name: str
