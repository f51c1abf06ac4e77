from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from customer.invitation.codes import MAX_CODE_LENGTH
from customer.invitation.schemas import CompName, CompRole, InvitationInfo, PersonName
from portal_kit.envelope import WireModel
from portal_kit.validators import MOBILE_PATTERN
from portal_kit.visible_text import Visible

# The web app's browserID (specification §3), as auth's sign-in schemas take it.
BROWSER_ID = r"^[A-Za-z0-9_-]{6,64}$"
InviteCode = Annotated[str, StringConstraints(strip_whitespace=True, max_length=MAX_CODE_LENGTH)]
# Checked by the rules of specification §5 in the service (they need today's date).
IdNumber = Annotated[str, Field(max_length=32)]
Status = Literal["draft", "verifying", "pending", "rejected", "approved"]
# Fields an operator may give a rejection reason for: the permit step's wire names, the
# registrant's verification (which must then be done again), and anything else.
REASON_FIELDS = (
    "compName",
    "creditCode",
    "legalName",
    "legalIdNumber",
    "provinceCode",
    "areaCode",
    "address",
    "licenceFileToken",
    "compRoles",
    "inviteCode",
    "verification",
    "other",
)
Reason = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255), Visible
]


class AccountCreate(WireModel):
    """``register/account``: the registrant's account; the password is encrypted to auth's
    credential key and passed on unread."""

    mobile: Annotated[str, Field(pattern=MOBILE_PATTERN)]
    sms_code: Annotated[str, Field(min_length=1, max_length=16)]
    name: PersonName
    password: Annotated[str, Field(min_length=1, max_length=1024)]
    browser_id: str = Field(alias="browserID", pattern=BROWSER_ID)
    invite_code: InviteCode | None = None


class AccountCreated(WireModel):
    """The registration and the registrant session's tokens."""

    registration_id: int
    step: str
    access_token: str
    refresh_token: str
    failure_period_sec: int
    # The invitation the code named, when it is valid; null otherwise (or without a code).
    invitation: InvitationInfo | None = None


class PermitSubmit(WireModel):
    """``register/permit``: the company's details and requested roles."""

    comp_name: CompName
    # Checked with its check character in the service, to name the rule it breaks.
    credit_code: Annotated[str, Field(max_length=32)]
    legal_name: PersonName
    legal_id_number: IdNumber
    # GB/T 2260 division codes: a province, and an area inside it.
    province_code: Annotated[str, Field(pattern=r"^\d{2}0000$")]
    area_code: Annotated[str, Field(pattern=r"^\d{6}$")]
    address: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255), Visible
    ]
    licence_file_token: Annotated[str, Field(min_length=1, max_length=64)]
    comp_roles: Annotated[list[CompRole], Field(max_length=6)]
    # Replaces the invitation of the account step when given.
    invite_code: InviteCode | None = None


class RealNameCheck(WireModel):
    """``register/verify/realName``: the registrant's own name and ID number."""

    name: PersonName
    id_number: IdNumber


class FaceStarted(WireModel):
    face_url: str


class FaceComplete(WireModel):
    token: Annotated[str, Field(min_length=1, max_length=128)]


class FaceDone(WireModel):
    """Public: only where the registration stands now, nothing of its contents."""

    status: str
    step: str


class RegistrationRead(WireModel):
    """The registrant's registration: every field, ID numbers and the mobile masked."""

    registration_id: int
    status: Status
    step: str
    # Reserved for the company; it becomes the company's code on approval.
    comp_code: str
    name: str
    mobile: str
    comp_name: str | None
    credit_code: str | None
    legal_name: str | None
    legal_id_number: str | None
    province_code: str | None
    area_code: str | None
    address: str | None
    licence_file_token: str | None
    comp_roles: list[str]
    # The invitation, while it is still valid (it pre-fills the company's name and role).
    invitation: InvitationInfo | None
    real_name_passed: bool
    real_name: str | None
    real_name_id_number: str | None
    face_passed: bool
    # The last rejection: field (wire name) → reason; empty unless rejected.
    reasons: dict[str, str]
    created_at: datetime
    submitted_at: datetime | None
    decided_at: datetime | None
    # Approved: the registrant's employee record in the new company, to switch into.
    employee_code: str | None


class RegistrationOpen(WireModel):
    """For auth's sign-in: the user's unfinished registration."""

    registration_id: int
    step: str
    status: Status


class UserRef(WireModel):
    user_code: Annotated[str, Field(min_length=1, max_length=32)]
