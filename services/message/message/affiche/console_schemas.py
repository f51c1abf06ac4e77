"""Wire shapes of the console's announcement calls (``/ops/affiche/*``)."""

from datetime import date
from typing import Annotated, Literal

from pydantic import AwareDatetime, StringConstraints

from message.html import Format
from message.schemas import Content, Id, Title, UtcDatetime
from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.wire_fields import EmptyIsNoFilter

# Published with a later time is 'scheduled'; readers see only 'published'.
AfficheState = Literal["draft", "scheduled", "published"]
Keyword = Annotated[str, StringConstraints(strip_whitespace=True, max_length=100)]


class AfficheConsoleQuery(PageQuery):
    state: Annotated[AfficheState | None, EmptyIsNoFilter()] = None
    keyword: Keyword | None = None


class AfficheConsoleRow(WireModel):
    id: int
    title: str
    title_en: str | None
    state: AfficheState
    format: Format
    published_at: UtcDatetime | None
    updated_at: UtcDatetime
    # How many users opened it.
    readers: int


class AfficheWrite(WireModel):
    """An announcement as the operator writes it. An English version is optional and
    whole: ``titleEn`` and ``contentEn`` together."""

    title: Title
    title_en: Title | None = None
    format: Format = "markdown"
    # The source in ``format``; the HTML readers get is made from it and cleaned.
    content: Content
    content_en: Content | None = None


class AfficheUpdate(AfficheWrite):
    id: Id


class AfficheConsoleDetail(WireModel):
    id: int
    title: str
    title_en: str | None
    summary: str
    summary_en: str | None
    format: Format
    # The sources, as written.
    content: str
    content_en: str | None
    # The cleaned HTML readers get.
    html: str
    html_en: str | None
    state: AfficheState
    published_at: UtcDatetime | None
    created_at: UtcDatetime
    updated_at: UtcDatetime


class AffichePublishAt(WireModel):
    id: Id
    # A later time schedules it; none (or a time already past) publishes it now.
    publish_at: AwareDatetime | None = None


class ReadersOnDay(WireModel):
    # A calendar day in China Standard Time (UTC+8), the platform's time.
    date: date
    readers: int


class AfficheReceipts(WireModel):
    """Who opened an announcement, in figures."""

    id: int
    # Distinct users who opened it.
    readers: int
    # Distinct companies those users were signed in to, where known.
    companies: int
    # Readers whose company is not known (opened it before companies were recorded).
    readers_without_company: int
    first_read_at: UtcDatetime | None
    last_read_at: UtcDatetime | None
    # The last 14 days, oldest first, today last: users who first opened it that day.
    per_day: list[ReadersOnDay]


class MessagePreviewBody(WireModel):
    format: Format = "markdown"
    content: Content


class PreviewRead(WireModel):
    # The cleaned HTML, exactly as it would be stored.
    html: str
