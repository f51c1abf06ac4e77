"""Wire shapes of the account centre's calls (issue 4, item 2)."""

from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, Field

from auth.signin.schemas import BrowserId, Encrypted, Mobile, ShortCode
from portal_kit.envelope import WireModel

MAX_PAGE_SIZE = 100
# Far beyond any real list; a bound keeps the offset inside the database's integers.
MAX_PAGE_NUM = 1_000_000
# One @, no spaces, a dot in the domain: the code sent there is the real test.
EMAIL = r"^[^@\s]+@[^@\s]+\.[^@\s]+$"
# Addresses compare without regard to case or surrounding blanks.
Email = Annotated[
    str, Field(pattern=EMAIL, max_length=254), AfterValidator(lambda v: v.strip().lower())
]


class AccountRead(WireModel):
    user_name: str
    mobile: str
    email: str | None
    avatar_file_token: str | None
    last_sign_in_at: datetime | None
    last_sign_in_ip: str | None


class PageQuery(WireModel):
    page_num: Annotated[int, Field(ge=1, le=MAX_PAGE_NUM)] = 1
    page_size: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 10


class SignInRow(WireModel):
    at: datetime
    ip: str
    device: str
    method: str
    result: str


class SignInPage(WireModel):
    total: int
    rows: list[SignInRow]


class OldPasswordQuery(WireModel):
    pwd: Encrypted


class PasswordQuery(WireModel):
    password: Encrypted


class ValidRead(WireModel):
    valid: bool


class PasswordSecurityRead(WireModel):
    secure: bool
    rule: str | None
    msg: str


class PasswordUpdate(WireModel):
    old_password: Encrypted
    new_password: Encrypted


class MobileQuery(WireModel):
    mobile: Mobile


class AvailableRead(WireModel):
    available: bool
    # Taken by the caller's own account: the number they already sign in with.
    current: bool = False


class CaptchaAnswerQuery(WireModel):
    code: ShortCode
    browser_id: BrowserId


class NewMobileQuery(WireModel):
    mobile: Mobile
    browser_id: BrowserId


class MobileCodesQuery(WireModel):
    code: ShortCode
    new_code: ShortCode
    browser_id: BrowserId


class EmailCodeQuery(WireModel):
    email: Email
    browser_id: BrowserId


class EmailQuery(WireModel):
    email: Email


class PhotoQuery(WireModel):
    # Tokens the content service issues are URL-safe base64.
    file_token: Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")]
    # Accepted for the specification's sake; the name content stored is the one that counts.
    file_name: Annotated[str | None, Field(max_length=255)] = None


class AvatarRead(WireModel):
    avatar_file_token: str


class GrantRead(WireModel):
    """Where the change may go (masked) and for how long it may be made."""

    to: str
    expires_in_sec: int
