from typing import Annotated, Literal

from pydantic import Field

from content.schemas import UtcDatetime
from portal_kit.envelope import WireModel

# What a customer's upload may ask for; "public" files come from operators only.
Scope = Literal["user", "company"]
PUBLIC = "public"
# Tokens are drawn by ``secrets.token_urlsafe``: URL-safe base64.
TOKEN_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"  # noqa: S105 (a pattern, not a secret)


class FileRead(WireModel):
    file_token: str
    file_name: str
    content_type: str
    size: int


class FileCheck(WireModel):
    file_token: str = Field(min_length=1, max_length=64)
    user_code: str = Field(min_length=1, max_length=64)
    # Images only unless asked: an avatar must be an image, a signed letter may be a PDF.
    allow_pdf: bool = False


class FileAssign(WireModel):
    """A peer hands a user's file to a company: the company's business licence, a signed
    authorisation letter."""

    file_token: str = Field(min_length=1, max_length=64)
    user_code: str = Field(min_length=1, max_length=64)
    comp_code: str = Field(min_length=1, max_length=64)


class FileTokenBody(WireModel):
    file_token: Annotated[str, Field(pattern=TOKEN_PATTERN)]


class FileInfo(WireModel):
    """What the console shows beside a document."""

    file_token: str
    file_name: str
    content_type: str
    size: int
    scope: Literal["user", "company", "public"]
    # The company of a company file; for a personal one the uploader's company then.
    owner_comp_code: str | None
    uploaded_at: UtcDatetime
