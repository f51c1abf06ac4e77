from typing import Annotated

from pydantic import Field

from backoffice.times import Moment
from portal_kit.envelope import WireModel
from portal_kit.operator_tokens import OperatorRole

TokenName = Annotated[str, Field(min_length=1, max_length=64)]


class ProfileRead(WireModel):
    operator_code: str
    username: str
    name: str
    roles: list[OperatorRole]
    # This session's: what the current token may do.
    session_roles: list[OperatorRole]
    via: str
    mfa_enrolled_at: Moment | None
    password_changed_at: Moment
    recovery_codes_left: int


class PasswordChange(WireModel):
    old_password: Annotated[str, Field(min_length=1, max_length=1024)]
    new_password: Annotated[str, Field(min_length=1, max_length=1024)]


class TotpConfirm(WireModel):
    code: Annotated[str, Field(min_length=6, max_length=6, pattern=r"^[0-9]{6}$")]


class RecoveryCodesRead(WireModel):
    recovery_codes: list[str]


class ApiTokenCreate(WireModel):
    name: TokenName
    roles: Annotated[list[OperatorRole], Field(min_length=1, max_length=len(OperatorRole))]
    expires_in_days: Annotated[int, Field(ge=1, le=365)] = 90


class ApiTokenRead(WireModel):
    token_id: str
    name: str
    roles: list[OperatorRole]
    created_at: Moment
    expires_at: Moment
    last_used_at: Moment | None
    revoked_at: Moment | None


class ApiTokenCreated(ApiTokenRead):
    # Shown once: portalctl reads it from PORTALCTL_TOKEN.
    token: str


class ApiTokenRef(WireModel):
    token_id: Annotated[str, Field(min_length=1, max_length=32)]
