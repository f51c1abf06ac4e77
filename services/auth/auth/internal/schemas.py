"""Wire shapes of auth's internal routes, asked by the customer service."""

from enum import StrEnum
from typing import Annotated

from pydantic import Field, StringConstraints

from auth.signin.schemas import BrowserId, Encrypted, Mobile, ShortCode
from portal_kit.envelope import WireModel
from portal_kit.visible_text import Visible

UserCode = Annotated[str, Field(min_length=1, max_length=32)]
# A person's name as an administrator typed it; blanks around it are not part of it.
PersonName = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), Visible
]


class CodePurpose(StrEnum):
    """What a code sent on a peer's behalf confirms; each has its own SMS text."""

    CHANGE_ADMIN = "change-admin"


class UserEnsure(WireModel):
    mobile: Mobile
    name: PersonName


class EnsuredUserRead(WireModel):
    user_code: str
    name: str
    mobile: str
    # True when this call opened the account (and texted the set-password invitation).
    created: bool


class CodeSend(WireModel):
    user_code: UserCode
    purpose: CodePurpose


class CodeSentToRead(WireModel):
    """The user's own mobile, masked; when another code may be asked for; its lifetime."""

    mobile: str
    resend_sec: int
    expires_in_sec: int


class CodeVerify(CodeSend):
    code: ShortCode


class CodeValidRead(WireModel):
    valid: bool


class RegisterAccount(WireModel):
    """The registration's account step, asked by the customer service for the registrant."""

    mobile: Mobile
    sms_code: ShortCode
    name: PersonName
    # RSA-OAEP to the credential key by the web app; only auth reads it.
    password: Encrypted
    browser_id: BrowserId


class RegistrantRead(WireModel):
    """The new account and its registrant session (a token pair without an employee)."""

    user_code: str
    access_token: str
    refresh_token: str
    failure_period_sec: int


# At most the employees one notice reaches in one company, with room to spare.
MAX_LANGUAGE_LOOKUP = 1000


class UserLanguagesQuery(WireModel):
    user_codes: Annotated[list[UserCode], Field(max_length=MAX_LANGUAGE_LOOKUP)]


class UserLanguagesRead(WireModel):
    """The language texts to each user go out in (``zh-CN`` when unknown); unknown user codes
    are left out."""

    languages: dict[str, str]
