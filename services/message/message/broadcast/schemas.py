"""Wire shapes of the console's message calls (``/ops/message/*``)."""

from typing import Annotated, Literal

from pydantic import Field

from message.html import Format
from message.schemas import Code, Content, Title, UtcDatetime
from portal_kit.envelope import WireModel

Audience = Literal["company", "role", "all"]
# The company roles of the platform (core enterprise, supplier, ...), as customer keeps them.
CompanyRole = Literal["C101", "C102", "C103", "C104", "C105", "C106"]


class BroadcastSend(WireModel):
    """A message from the platform to one company (``compCode``), to every active company
    holding a company role (``compRole``), or to every active company. An English version
    is optional and whole: ``titleEn`` and ``contentEn`` together."""

    audience: Audience
    comp_code: Annotated[Code | None, Field(description="For audience 'company'.")] = None
    comp_role: Annotated[CompanyRole | None, Field(description="For audience 'role'.")] = None
    title: Title
    title_en: Title | None = None
    format: Format = "markdown"
    content: Content
    content_en: Content | None = None


class BatchRow(WireModel):
    """One message an operator sent, and to how many companies."""

    id: int
    audience: Audience
    # The company code, the company role, or "" for every company.
    target: str
    title: str
    title_en: str | None
    recipients: int
    sent_by_code: str
    sent_by_name: str
    sent_at: UtcDatetime
