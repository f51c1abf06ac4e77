"""Wire shapes of the console's news calls (``/ops/article/*``, ``/ops/article-category/*``)."""

from typing import Annotated, Literal

from pydantic import AwareDatetime, StringConstraints

from content.schemas import FileToken, UtcDatetime
from content.writing import Format, Keyword, Source, Title
from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.visible_text import Visible
from portal_kit.wire_fields import EmptyIsNoFilter, RowId

# Published with a later time is 'scheduled'; the public sees only 'published'.
ArticleState = Literal["draft", "scheduled", "published"]
CategoryCode = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32)]
Summary = Annotated[str, StringConstraints(strip_whitespace=True, max_length=500), Visible]


class ArticleConsoleQuery(PageQuery):
    state: Annotated[ArticleState | None, EmptyIsNoFilter()] = None
    category: Annotated[CategoryCode | None, EmptyIsNoFilter()] = None
    keyword: Keyword | None = None
    sort_by: Literal["updatedAt", "publishedAt", "title"] = "updatedAt"
    descending: bool = True


class ArticleRow(WireModel):
    id: int
    title: str
    title_en: str | None
    category: str
    # In the operator's language.
    category_name: str
    state: ArticleState
    format: Format
    published_at: UtcDatetime | None
    updated_at: UtcDatetime


class ArticleWrite(WireModel):
    """An article as the operator writes it. An English version is optional and whole:
    ``titleEn`` and ``contentEn`` together. A summary left out is the text's beginning."""

    category: CategoryCode
    title: Title
    title_en: Title | None = None
    summary: Summary | None = None
    summary_en: Summary | None = None
    format: Format = "markdown"
    # The source in ``format``; the HTML readers get is made from it and cleaned.
    content: Source
    content_en: Source | None = None
    # A public image (``ops/file/upload``).
    cover_file_token: FileToken | None = None


class ArticleUpdate(ArticleWrite):
    id: RowId


class ArticleDetail(WireModel):
    id: int
    category: str
    category_name: str
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
    cover_file_token: str | None
    state: ArticleState
    published_at: UtcDatetime | None
    created_at: UtcDatetime
    updated_at: UtcDatetime


class ArticlePublishAt(WireModel):
    id: RowId
    # A later time schedules the article; none (or a time already past) publishes it now.
    publish_at: AwareDatetime | None = None


class CategoryConsoleRead(WireModel):
    code: str
    name: str
    name_en: str
    sort: int
