from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from customer.invitation.codes import MAX_CODE_LENGTH
from portal_kit.envelope import WireModel
from portal_kit.validators import MOBILE_PATTERN
from portal_kit.visible_text import Visible
from portal_kit.wire_fields import RowId

MAX_PAGE_SIZE = 100
# Far beyond any real list; a bound keeps the offset inside the database's integers.
MAX_PAGE_NUM = 1_000_000

CompRole = Literal["C101", "C102", "C103", "C104", "C105", "C106"]
Status = Literal["pending", "accepted", "expired", "revoked"]
CompName = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=128), Visible
]
PersonName = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), Visible
]


class InvitationCreate(WireModel):
    comp_name: CompName
    contact_name: PersonName
    mobile: Annotated[str, Field(pattern=MOBILE_PATTERN)]
    # The role the invited company is meant to hold (specification §1).
    comp_role: CompRole


class InvitationIssued(WireModel):
    """Shown once, when created or resent: only a hash of the code is kept."""

    invitation_id: int
    code: str
    # The registration page with the code, relative to the portal.
    link: str
    expires_at: datetime


class InvitationQuery(WireModel):
    page_num: Annotated[int, Field(ge=1, le=MAX_PAGE_NUM)] = 1
    page_size: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 10
    status: Status | None = None


class InvitationRead(WireModel):
    invitation_id: int
    comp_name: str
    contact_name: str
    # Masked: first 3 and last 4 digits.
    mobile: str
    comp_role: str
    status: Status
    created_at: datetime
    expires_at: datetime
    accepted_at: datetime | None
    revoked_at: datetime | None
    # The registered company, once accepted.
    invitee_comp_code: str | None


class InvitationPage(WireModel):
    total: int
    items: list[InvitationRead]


class InvitationRef(WireModel):
    invitation_id: RowId


class InvitationCode(WireModel):
    code: Annotated[str, Field(min_length=1, max_length=MAX_CODE_LENGTH)]


class InvitationInfo(WireModel):
    """What the registration page fills in from an invitation link."""

    inviter_comp_name: str
    comp_name: str
    contact_name: str
    # Masked: the link may be forwarded, the number is the invitee's.
    mobile: str
    comp_role: str
    expires_at: datetime
