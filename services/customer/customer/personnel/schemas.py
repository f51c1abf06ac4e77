"""Wire shapes of personnel management (issue 4, item 3)."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from portal_kit.envelope import WireModel
from portal_kit.visible_text import Visible
from portal_kit.wire_fields import EmptyIsNoFilter

MAX_PAGE_SIZE = 100
# Far beyond any real list; a bound keeps the offset inside the database's integers.
MAX_PAGE_NUM = 1_000_000
# Mainland mobile numbers, as auth accepts them.
MOBILE = r"^1\d{10}$"
# E101 or a product-prefixed EC-E101; whether the company may use it is the service's call.
ROLE_CODE = r"^(?:[A-Z0-9]{1,32}-)?E\d{3}$"


EmployeeCode = Annotated[str, Field(min_length=1, max_length=32)]
# Checked against the dictionary by the service, so the answer can name the code.
RoleCode = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
# An empty list is refused by the service, whose message says what to do.
RoleCodes = Annotated[list[RoleCode], Field(max_length=30)]
Name = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), Visible
]
Mobile = Annotated[str, StringConstraints(strip_whitespace=True, pattern=MOBILE)]
# Optional filters: the rule applies to a value; "" (a field left empty) is no filter.
NoFilter = EmptyIsNoFilter()


class EmployeeQuery(WireModel):
    """``company/employee/list``: a page of the company's employees, optionally filtered."""

    page_num: Annotated[int, Field(ge=1, le=MAX_PAGE_NUM)] = 1
    page_size: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 10
    # Part of the name.
    name: Annotated[
        Annotated[str, StringConstraints(strip_whitespace=True, max_length=64)] | None,
        NoFilter,
    ] = None
    # The whole number or its last digits.
    mobile: Annotated[Annotated[str, Field(pattern=r"^\d{1,11}$")] | None, NoFilter] = None
    # E102 matches every product's E102; EC-E102 only that one.
    role_code: Annotated[Annotated[str, Field(pattern=ROLE_CODE)] | None, NoFilter] = None
    status: Annotated[Literal[0, 1] | None, NoFilter] = None


class EmployeeRead(WireModel):
    employee_code: str
    user_code: str
    name: str
    # Masked: first 3 and last 4 digits (specification §9).
    mobile: str
    # 1 active, 0 disabled.
    status: int
    # 1: the company's administrator account.
    root_manager: int
    roles: list[str]
    created_at: datetime


class EmployeePage(WireModel):
    total: int
    items: list[EmployeeRead] = Field(alias="list")


class EmployeeCreate(WireModel):
    mobile: Mobile
    name: Name
    role_codes: RoleCodes


class EmployeeCreated(EmployeeRead):
    # True when the person had no account: auth created one and texted a set-password link.
    account_created: bool


class RolesUpdate(WireModel):
    employee_code: EmployeeCode
    role_codes: RoleCodes


class EmployeeRef(WireModel):
    employee_code: EmployeeCode


class AdminChange(WireModel):
    employee_code: EmployeeCode
    code: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=16)]


class AdminCodeSentRead(WireModel):
    # The administrator's masked mobile the code went to.
    mobile: str


CompRole = Annotated[Annotated[str, Field(pattern=r"^C\d{3}$")] | None, NoFilter]


class SmsTreeQuery(WireModel):
    """``employeeSmsTreeselect``: whose settings (default: the caller's), for which role."""

    employee_code: Annotated[EmployeeCode | None, NoFilter] = None
    comp_role: CompRole = None


class SmsSubmit(WireModel):
    """The notifications to receive; replaces the choice within ``compRole``'s products
    (all the company's products when it is empty)."""

    employee_code: EmployeeCode
    notice_codes: Annotated[list[Annotated[str, Field(max_length=40)]], Field(max_length=200)]
    comp_role: CompRole = None


class NoticeItem(WireModel):
    id: str
    label: str
    checked: bool


class ProductNode(WireModel):
    """A product of the tree; ``checked`` when every notification under it is."""

    id: str
    label: str
    checked: bool
    children: list[NoticeItem]
