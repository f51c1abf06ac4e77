"""Wire shapes of the news calls (public) and of publishing an article (internal)."""

from datetime import datetime
from typing import Annotated

from pydantic import Field, StringConstraints

from content.writing import Keyword
from portal_kit.envelope import WireModel
from portal_kit.wire_fields import RowId

MAX_PAGE_SIZE = 100
# Far beyond any real list; a bound keeps the offset inside the database's integers.
MAX_PAGE_NUM = 1_000_000
CategoryCode = Annotated[str, StringConstraints(strip_whitespace=True, max_length=32)]


class ArticleListQuery(WireModel):
    # Bounded so that offset = (pageNum - 1) * pageSize stays a sane number on every database.
    page_num: Annotated[int, Field(ge=1, le=MAX_PAGE_NUM)] = 1
    page_size: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 10
    category: CategoryCode | None = None
    keyword: Keyword | None = None


class ArticleIdQuery(WireModel):
    id: RowId


class CategoryRead(WireModel):
    code: str
    name: str


class ArticleSummaryRead(WireModel):
    id: int
    title: str
    category: str
    category_name: str
    summary: str
    cover_file_token: str | None
    published_at: datetime


class ArticlePage(WireModel):
    total: int
    entries: list[ArticleSummaryRead] = Field(alias="list")
    # The news page's category tabs come with the first page: no extra call to route.
    categories: list[CategoryRead]


class ArticleLink(WireModel):
    id: int
    title: str


class ArticleRead(ArticleSummaryRead):
    content: str
    # Published just before (older) and just after (newer) this one; null at either end.
    prev: ArticleLink | None
    next: ArticleLink | None
