"""Wire shapes of the password reset (issue 4, item 6)."""

from typing import Literal

from auth.signin.schemas import BrowserId, Encrypted, Mobile, Opaque, ShortCode
from portal_kit.envelope import WireModel


class ResetAccountCreate(WireModel):
    mobile: Mobile
    code: ShortCode
    sms_code: ShortCode
    browser_id: BrowserId


class ResetTicketRead(WireModel):
    ticket: str


class ResetCreate(WireModel):
    ticket: Opaque
    new_password: Encrypted
    browser_id: BrowserId


class ResetDoneRead(WireModel):
    done: Literal[True] = True
