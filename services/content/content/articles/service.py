"""The rules of news: who sees which article (editors write them in the console)."""

from datetime import UTC, datetime

from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession

from content.articles.repository import (
    ArticleCategoryRepository,
    ArticleRepository,
)
from content.articles.schemas import (
    ArticleLink,
    ArticleListQuery,
    ArticlePage,
    ArticleRead,
    ArticleSummaryRead,
    CategoryRead,
)
from content.models import Article, ArticleCategory
from portal_kit.errors import NotFound
from portal_kit.i18n import Language, Text

# Unknown, draft and not-yet-published articles get the same answer: nothing leaks.
ARTICLE_NOT_FOUND = Text("The article does not exist.", "文章不存在")


def as_utc(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def _category_names(
    categories: list[ArticleCategory] | tuple[ArticleCategory, ...], language: Language
) -> dict[str, str]:
    return {c.code: c.name_en if language == "en" else c.name_zh for c in categories}


def in_english(article: Article, language: Language) -> bool:
    """Whether an English reader gets this article's English text: when it has one (an
    English version is whole: title and text together)."""
    return language == "en" and article.title_en is not None


def _summary_read(
    article: Article, names: dict[str, str], language: Language
) -> ArticleSummaryRead:
    english = in_english(article, language)
    assert article.published_at is not None, "a visible article has a publication time"
    return ArticleSummaryRead(
        id=article.id,
        title=(article.title_en if english else None) or article.title,
        category=article.category_code,
        category_name=names.get(article.category_code, article.category_code),
        summary=(article.summary_en if english else None) or article.summary,
        cover_file_token=article.cover_file_token,
        published_at=as_utc(article.published_at),
    )


def _link(row: Row[int, str, str | None] | None, language: Language) -> ArticleLink | None:
    if row is None:
        return None
    title = (row.title_en if language == "en" else None) or row.title
    return ArticleLink(id=row.id, title=title)


async def list_articles(
    session: AsyncSession, now: datetime, language: Language, query: ArticleListQuery
) -> ArticlePage:
    """A page of visible articles, newest first, with the categories to filter by."""
    categories = list(await ArticleCategoryRepository(session).list_all())
    names = _category_names(categories, language)
    keyword = query.keyword.casefold() if query.keyword else None
    total, articles = await ArticleRepository(session).page_visible(
        now,
        query.category or None,
        keyword,
        (query.page_num - 1) * query.page_size,
        query.page_size,
    )
    return ArticlePage(
        total=total,
        entries=[_summary_read(article, names, language) for article in articles],
        categories=[CategoryRead(code=c.code, name=names[c.code]) for c in categories],
    )


async def article_info(
    session: AsyncSession, now: datetime, language: Language, article_id: int
) -> ArticleRead:
    """A visible article with its (clean) HTML and its neighbours in publication order."""
    repository = ArticleRepository(session)
    article = await repository.get_visible(article_id, now)
    if article is None:
        raise NotFound(ARTICLE_NOT_FOUND)
    category = await ArticleCategoryRepository(session).get(article.category_code)
    names = _category_names((category,) if category else (), language)
    older = await repository.neighbour(article, now, older=True)
    newer = await repository.neighbour(article, now, older=False)
    english = in_english(article, language)
    return ArticleRead(
        **_summary_read(article, names, language).model_dump(),
        content=(article.content_en if english else None) or article.content,
        prev=_link(older, language),
        next=_link(newer, language),
    )
