"""Wire shapes of the sign-in calls; DESIGN §11 pins the sign-in and switching ones."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field

from auth.schemas import BROWSER_ID
from portal_kit.envelope import WireModel

# Mainland mobile numbers: 11 digits starting with 1.
MOBILE = r"^1\d{10}$"

BrowserId = Annotated[str, Field(alias="browserID", pattern=BROWSER_ID)]
Mobile = Annotated[str, Field(pattern=MOBILE)]
# An opaque value we issued (token, ticket); bounded so nothing large is hashed or stored.
Opaque = Annotated[str, Field(min_length=1, max_length=128)]
# A password field RSA-OAEP encrypted to the credential key, base64.
Encrypted = Annotated[str, Field(min_length=1, max_length=1024)]
ShortCode = Annotated[str, Field(min_length=1, max_length=16)]

# ``register``: no active company yet, but an open registration to go on with (the tokens are
# a registrant session's, without an employee).
# ``twoStep``: a code from the user's authenticator app (or a recovery code) is due first.
Next = Literal["tokens", "ipCheck", "twoStep", "changePassword", "chooseCompany", "register"]


class SmsTokenCreate(WireModel):
    code: ShortCode


class SmsTokenRead(WireModel):
    sms_token: str


class SmsCodeQuery(WireModel):
    browser_id: BrowserId
    mobile: Mobile
    sms_token: Opaque


class LogoutSmsCodeQuery(WireModel):
    browser_id: BrowserId
    mobile: Mobile
    # Accepted for the specification's sake; the caller is signed in, so none is required.
    sms_token: Opaque | None = None


class CodeSentRead(WireModel):
    """Where the code went (masked), when another may be asked for, how long it lives."""

    to: str
    resend_sec: int
    expires_in_sec: int


class SignInCreate(WireModel):
    login_type: Literal["password", "sms"]
    mobile: Mobile
    password: Encrypted | None = None
    code: ShortCode | None = None
    sms_code: ShortCode | None = None
    browser_id: BrowserId


class CompanyChoice(WireModel):
    employee_code: str
    comp_code: str
    comp_name: str


class SuspendedCompanyRead(WireModel):
    """A company of the user the platform suspended: not offered, and why."""

    comp_code: str
    comp_name: str
    suspended_at: datetime | None
    suspend_reason: str | None


class SignInRead(WireModel):
    """What comes next; fields a step does not use are null."""

    next: Next
    access_token: str | None = None
    refresh_token: str | None = None
    failure_period_sec: int | None = None
    comps: list[CompanyChoice] | None = None
    ticket: str | None = None
    # With ``changePassword``: the rule the current password breaks (see password_rule.py).
    password_rule: str | None = None
    # With ``register``: the wizard step to open (permit, verification or approval).
    registration_step: str | None = None
    # With tokens: the user's companies the platform suspended (not in ``comps``), so the
    # web app can say why one is missing.
    suspended_comps: list[SuspendedCompanyRead] | None = None


class TicketCreate(WireModel):
    ticket: Opaque
    browser_id: BrowserId


class IpCheckCodeCreate(TicketCreate):
    code: ShortCode


class PasswordChangeCreate(TicketCreate):
    new_password: Encrypted


class RefreshCreate(WireModel):
    refresh_token: Opaque
    employee_code: Opaque | None = None
    comp_role_code: Opaque | None = None
    comp_biz_code: Opaque | None = None


class TokenPairRead(WireModel):
    access_token: str
    refresh_token: str


class LogoutWayRead(WireModel):
    logout_way: int
    can_verify: bool
    # Two-step on: the authenticator app's code is offered as well (check type 30).
    two_step: bool


class IdleCheckCreate(WireModel):
    # 10 password, 20 SMS code, 30 a code from the authenticator app (two-step users).
    check_type: Literal[10, 20, 30]
    pass_word: Encrypted | None = None
    mobile_code: ShortCode | None = None
    totp_code: ShortCode | None = None
    user_mobile: str | None = Field(default=None, max_length=20)
    browser_id: BrowserId


class IdleCheckRead(WireModel):
    login_type: int


class IdleRefusalRead(WireModel):
    """The body of a wrong answer (status 400) or of too many (429): the message again and the
    seconds before the next try."""

    msg: str
    password_enter_interval: int
