"""Wire shapes of the in-site message calls (issue 5, item 3)."""

from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints

from message.html import Format
from message.models import MessageType
from portal_kit.envelope import WireModel
from portal_kit.visible_text import Visible
from portal_kit.wire_fields import RowId

MAX_PAGE_SIZE = 100
# Far beyond any real list; a bound keeps the offset inside the database's integers.
MAX_PAGE_NUM = 1_000_000
MAX_IDS = 100
MAX_CONTENT = 100_000

Code = Annotated[str, Field(min_length=1, max_length=32)]
Id = RowId
Title = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200), Visible
]
Content = Annotated[str, Field(min_length=1, max_length=MAX_CONTENT)]
# 0 unread, 1 read, as the web app shows them.
ReadStatus = Literal[0, 1]


def _utc(value: datetime) -> datetime:
    # SQLite hands back naive datetimes; every stored time is UTC.
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


UtcDatetime = Annotated[datetime, AfterValidator(_utc)]


class UnreadQuery(WireModel):
    receive_comp_code: str = Field(min_length=1, max_length=32)


class UnreadRead(WireModel):
    """The caller's unread count after a change, for the badge."""

    unread: int


class PageQuery(WireModel):
    page_num: Annotated[int, Field(ge=1, le=MAX_PAGE_NUM)] = 1
    page_size: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 10


class MessageListQuery(PageQuery):
    read_status: ReadStatus | None = None
    type: MessageType | None = None


class MessageRow(WireModel):
    id: int
    title: str
    summary: str
    type: str
    read_status: ReadStatus
    created_at: UtcDatetime


class MessagePage(WireModel):
    total: int
    list: list[MessageRow]


class MessageDetail(WireModel):
    id: int
    title: str
    # Sanitised HTML.
    content: str
    type: str
    read_status: ReadStatus
    created_at: UtcDatetime


class IdQuery(WireModel):
    id: Id


class IdsQuery(WireModel):
    # At most MAX_IDS; the service says so in words (pydantic's list rule has no message).
    ids: list[Id]


class ReadAllQuery(WireModel):
    type: MessageType | None = None


class MessageSend(WireModel):
    """A message to a company or one of its users, as the platform's events make it."""

    receive_comp_code: Code
    receive_user_code: Code | None = None
    type: MessageType
    title: Title
    # HTML, or Markdown the service turns into HTML (message.markdown); cleaned either way.
    format: Format = "html"
    content: Content
    # Optional English version; readers with English get it, everybody else the above.
    title_en: Title | None = None
    content_en: Content | None = None
