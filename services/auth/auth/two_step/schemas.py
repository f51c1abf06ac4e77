"""Wire shapes of the account centre's two-step calls and of the sign-in's second step."""

from typing import Annotated

from pydantic import Field

from auth.signin.schemas import BrowserId, Encrypted, Opaque
from portal_kit.envelope import WireModel

# Six digits from the app; a recovery code is ``xxxxx-xxxxx`` (spaces and case forgiven).
TotpCode = Annotated[str, Field(pattern=r"^\s*\d{6}\s*$")]
RecoveryCodeText = Annotated[str, Field(min_length=10, max_length=24)]


class TwoStepRead(WireModel):
    """Whether two-step sign-in is on, and how many unused recovery codes remain."""

    enabled: bool
    recovery_codes_left: int


class TwoStepSetupRead(WireModel):
    """The new secret, once: as text, as the otpauth:// address, and that address as a QR code
    (an SVG ``data:`` URI)."""

    secret: str
    otpauth_uri: str
    qr_code: str


class TwoStepCodeCreate(WireModel):
    code: TotpCode


class RecoveryCodesRead(WireModel):
    """Ten single-use codes, shown this once: only their hashes are kept."""

    codes: list[str]


class TwoStepOffCreate(WireModel):
    """Either a current code (from the app, or a recovery code) or the password."""

    code: Annotated[str, Field(min_length=6, max_length=24)] | None = None
    password: Encrypted | None = None


class TwoStepCheckCreate(WireModel):
    """The sign-in's second step: the ticket and a code from the app or a recovery code."""

    ticket: Opaque
    browser_id: BrowserId
    code: TotpCode | None = None
    recovery_code: RecoveryCodeText | None = None
