from typing import Annotated, Literal

from pydantic import Field

from portal_kit.envelope import WireModel

# Base64 of one RSA-OAEP block to the operators' credential key.
Ciphertext = Annotated[str, Field(min_length=1, max_length=1024)]
TicketText = Annotated[str, Field(min_length=1, max_length=64)]
Code = Annotated[str, Field(max_length=16)]


class PasswordSignIn(WireModel):
    username: Annotated[str, Field(min_length=1, max_length=64)]
    # The password, encrypted to the credential key of the console's key handout.
    password: Ciphertext


class NextStepRead(WireModel):
    """``changePassword`` (a temporary password), ``enroll`` (no authenticator yet) or
    ``totp`` (the authenticator's code, or a recovery code)."""

    next: Literal["changePassword", "enroll", "totp"]
    ticket: str


class TicketOnly(WireModel):
    ticket: TicketText


class NewPassword(WireModel):
    ticket: TicketText
    new_password: Ciphertext


class EnrolmentRead(WireModel):
    """What the authenticator app needs: scan ``qrCode`` (an SVG data URI) or type ``secret``."""

    secret: str
    otpauth_uri: str
    qr_code: str


class CodeCheck(WireModel):
    ticket: TicketText
    code: Code = ""
    recovery_code: Annotated[str, Field(max_length=32)] = ""


class TokensRead(WireModel):
    access_token: str
    refresh_token: str
    # The session locks after this long without a call (the console's idle verification).
    idle_limit_sec: int


class SignedInRead(TokensRead):
    # Shown once, after the authenticator is set up; keep them somewhere safe.
    recovery_codes: list[str] = Field(default_factory=list)


class RefreshCreate(WireModel):
    refresh_token: Annotated[str, Field(min_length=1, max_length=128)]


class ApiTokenSignIn(WireModel):
    api_token: Annotated[str, Field(min_length=1, max_length=128)]


class UnlockCreate(WireModel):
    """The authenticator's ``code``, or the ``password`` encrypted like at sign-in."""

    code: Code = ""
    password: Annotated[str, Field(max_length=1024)] = ""
