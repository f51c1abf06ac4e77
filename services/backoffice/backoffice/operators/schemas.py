from typing import Annotated, Literal

from pydantic import Field

from backoffice.times import Moment
from portal_kit.envelope import WireModel
from portal_kit.operator_tokens import OperatorRole
from portal_kit.paging import PageQuery
from portal_kit.visible_text import Visible

OperatorCode = Annotated[str, Field(min_length=1, max_length=32)]
Username = Annotated[str, Field(min_length=3, max_length=32, pattern=r"^[a-z0-9][a-z0-9._-]*$")]
DisplayName = Annotated[str, Field(min_length=1, max_length=64), Visible]
Roles = Annotated[list[OperatorRole], Field(min_length=1, max_length=len(OperatorRole))]
Status = Literal["active", "disabled"]


class OperatorQuery(PageQuery):
    keyword: Annotated[str, Field(max_length=64)] = ""
    role: OperatorRole | None = None
    status: Status | None = None


class OperatorRow(WireModel):
    operator_code: str
    username: str
    name: str
    roles: list[OperatorRole]
    status: Status
    mfa_enrolled: bool
    password_temporary: bool
    last_sign_in_at: Moment | None
    created_at: Moment
    created_by: str


class SignInRow(WireModel):
    id: int
    operator_code: str | None
    username: str
    at: Moment
    ip: str
    user_agent: str
    method: str
    result: str


class SessionRow(WireModel):
    session_id_hint: str
    via: str
    started_at: Moment
    last_active_at: Moment
    ends_at: Moment
    locked: bool


class OperatorDetail(OperatorRow):
    recent_sign_ins: list[SignInRow]
    sessions: list[SessionRow]
    api_tokens: int
    recovery_codes_left: int


class OperatorRef(WireModel):
    operator_code: OperatorCode


class OperatorCreate(WireModel):
    username: Username
    name: DisplayName
    roles: Roles


class OperatorCreated(WireModel):
    operator_code: str
    username: str
    # Shown once; the operator must replace it at the first sign-in.
    temporary_password: str


class OperatorUpdate(WireModel):
    operator_code: OperatorCode
    name: DisplayName | None = None
    roles: Roles | None = None


class PasswordReset(WireModel):
    operator_code: str
    temporary_password: str


class SignInQuery(PageQuery):
    operator_code: Annotated[str, Field(max_length=32)] = ""
    result: Annotated[str, Field(max_length=32)] = ""


class OnlineRow(WireModel):
    operator_code: str
    username: str
    name: str
    sessions: list[SessionRow]
