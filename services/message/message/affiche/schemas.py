"""Wire shapes of the announcement calls."""

from pydantic import AwareDatetime

from message.html import Format
from message.schemas import Content, PageQuery, Title, UtcDatetime
from portal_kit.envelope import WireModel


class AfficheListQuery(PageQuery):
    pass


class AfficheRow(WireModel):
    id: int
    title: str
    summary: str
    published_at: UtcDatetime
    # Whether the caller has opened it.
    read: bool


class AffichePage(WireModel):
    total: int
    list: list[AfficheRow]


class AfficheDetail(WireModel):
    id: int
    title: str
    # Sanitised HTML.
    content: str
    published_at: UtcDatetime
    read: bool


class AffichePublish(WireModel):
    """A published announcement (the demo data's); shown from ``published_at`` (default: now) on."""

    title: Title
    # HTML, or Markdown the service turns into HTML (message.markdown); cleaned either way.
    format: Format = "html"
    content: Content
    published_at: AwareDatetime | None = None
    title_en: Title | None = None
    content_en: Content | None = None
