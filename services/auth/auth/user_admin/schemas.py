"""Wire shapes of the console's user administration (``/ops/user/*``)."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.visible_text import Visible

UserCode = Annotated[str, Field(min_length=1, max_length=32)]
Status = Literal["active", "disabled"]


class UserListQuery(PageQuery):
    """Filters: ``keyword`` is a whole mobile, a user code or part of a name; ``locked``
    keeps only users whose sign-in lock is in force."""

    keyword: Annotated[str, StringConstraints(strip_whitespace=True, max_length=64)] | None = None
    status: Status | None = None
    locked: bool = False
    sort_by: Literal["createdAt", "name", "userCode", "passwordChangedAt"] = "createdAt"
    descending: bool = True


class UserRow(WireModel):
    user_code: str
    name: str
    mobile: str  # masked: first 3 and last 4 digits
    email: str | None  # masked
    status: Status
    # When the sign-in lock after repeated failures ends; null when none is in force.
    locked_until: datetime | None
    # Null when no password was ever set, or an operator expired it.
    password_changed_at: datetime | None
    password_age_days: int | None
    # The next sign-in must change it (too old for the policy, or expired by an operator).
    password_expired: bool
    last_sign_in_at: datetime | None
    created_at: datetime


class SignInRecord(WireModel):
    """A line of the login log: every attempt, refusals included."""

    at: datetime
    ip: str
    user_agent: str
    method: str
    result: str


class EmployeeRecord(WireModel):
    """A company the user can sign in to, as the customer service knows it."""

    employee_code: str
    comp_code: str
    comp_name: str
    comp_role: str
    comp_biz_code: str


class UserDetail(UserRow):
    disabled_at: datetime | None
    disabled_reason: str | None
    # The language texts the user did not ask for go out in (null: none yet, so Chinese).
    language: str | None
    live_sessions: int
    # The newest 20 lines of the login log.
    sign_ins: list[SignInRecord]
    # Null when the customer service could not be asked.
    employees: list[EmployeeRecord] | None


class UserTarget(WireModel):
    user_code: UserCode


class UserDisable(UserTarget):
    # Other operators read it in the user's detail.
    reason: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255), Visible
    ]


class UserActionRead(WireModel):
    """The user after the action, and how many of their sessions it ended."""

    user: UserRow
    sessions_ended: int = 0
