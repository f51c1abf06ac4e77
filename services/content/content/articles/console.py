"""The console's news calls: content editors write, auditors read (``/ops/article/*``)."""

from fastapi import APIRouter

from content.articles import editing, reading
from content.articles.console_schemas import (
    ArticleConsoleQuery,
    ArticleDetail,
    ArticlePublishAt,
    ArticleRow,
    ArticleUpdate,
    ArticleWrite,
    CategoryConsoleRead,
)
from content.deps import ContentEditor, ContentReader, LanguageDep, SessionDep
from content.schemas import IdBody, PreviewBody, PreviewRead
from content.writing import write
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/article", tags=["console: news"])
category_router = APIRouter(prefix="/ops/article-category", tags=["console: news"])


@router.post("/list")
async def article_list(
    session: SessionDep,
    operator: ContentReader,
    language: LanguageDep,
    query: ArticleConsoleQuery | None = None,
) -> Envelope[Page[ArticleRow]]:
    """Every article (drafts and scheduled ones too), by state, category and keyword."""
    return ok(
        await reading.list_page(session, query or ArticleConsoleQuery(), operator.at, language)
    )


@router.post("/detail")
async def article_detail(
    session: SessionDep, operator: ContentReader, language: LanguageDep, body: IdBody
) -> Envelope[ArticleDetail]:
    """One article: its sources as written and the cleaned HTML readers get."""
    return ok(await reading.detail(session, body.id, operator.at, language))


@router.post("/create")
async def article_create(
    session: SessionDep, operator: ContentEditor, language: LanguageDep, body: ArticleWrite
) -> Envelope[ArticleDetail]:
    """A new draft article."""
    return ok(await editing.create(session, operator, body, language))


@router.post("/update")
async def article_update(
    session: SessionDep, operator: ContentEditor, language: LanguageDep, body: ArticleUpdate
) -> Envelope[ArticleDetail]:
    """New texts, category or cover; a published article shows them at once."""
    return ok(await editing.update(session, operator, body, language))


@router.post("/publish")
async def article_publish(
    session: SessionDep, operator: ContentEditor, language: LanguageDep, body: ArticlePublishAt
) -> Envelope[ArticleDetail]:
    """Publish now, or schedule with a later ``publishAt``."""
    return ok(await editing.publish(session, operator, body, language))


@router.post("/unpublish")
async def article_unpublish(
    session: SessionDep, operator: ContentEditor, language: LanguageDep, body: IdBody
) -> Envelope[ArticleDetail]:
    """Back to a draft: the public no longer sees it."""
    return ok(await editing.unpublish(session, operator, body.id, language))


@router.post("/delete")
async def article_delete(
    session: SessionDep, operator: ContentEditor, body: IdBody
) -> Envelope[None]:
    """Delete an article for good (the audit log keeps what it was)."""
    await editing.delete(session, operator, body.id)
    return ok(None)


@router.post("/preview")
async def article_preview(operator: ContentReader, body: PreviewBody) -> Envelope[PreviewRead]:
    """The cleaned HTML a text becomes, for the editor's live preview (articles and guides)."""
    return ok(PreviewRead(html=write(body.format, body.content).html))


@category_router.post("/list")
async def category_list(
    session: SessionDep, operator: ContentReader
) -> Envelope[list[CategoryConsoleRead]]:
    """The news categories in display order, named in both languages."""
    return ok(await reading.categories(session))
