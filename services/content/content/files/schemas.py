from typing import Literal

from pydantic import Field

from portal_kit.envelope import WireModel

Scope = Literal["user", "company"]


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
