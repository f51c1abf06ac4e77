"""The rules of news: who sees which article, and what an operator's article becomes."""

from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from content.articles.repository import (
    PUBLISHED,
    ArticleCategoryRepository,
    ArticleRepository,
)
from content.articles.schemas import (
    ArticleLink,
    ArticleListQuery,
    ArticlePage,
    ArticlePublish,
    ArticleRead,
    ArticleSummaryRead,
    CategoryRead,
)
from content.models import Article, ArticleCategory
from content.sanitise import search_text
from content.writing import clean_content
from portal_kit.errors import InvalidInput, NotFound
from portal_kit.i18n import Language, Text

SUMMARY_LENGTH = 120

# Unknown, draft and not-yet-published articles get the same answer: nothing leaks.
ARTICLE_NOT_FOUND = Text("The article does not exist.", "文章不存在")
UNKNOWN_CATEGORY = Text("category must be one of {codes}", "category必须是{codes}之一")
NAIVE_TIME = Text(
    "publishedAt must include a time zone offset", "publishedAt必须包含时区（如+08:00）"
)


def as_utc(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def _category_names(
    categories: list[ArticleCategory] | tuple[ArticleCategory, ...], language: Language
) -> dict[str, str]:
    return {c.code: c.name_en if language == "en" else c.name_zh for c in categories}


def _summary_read(article: Article, names: dict[str, str]) -> ArticleSummaryRead:
    return ArticleSummaryRead(
        id=article.id,
        title=article.title,
        category=article.category_code,
        category_name=names.get(article.category_code, article.category_code),
        summary=article.summary,
        cover_file_token=article.cover_file_token,
        published_at=as_utc(article.published_at),
    )


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
        entries=[_summary_read(article, names) for article in articles],
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
    return ArticleRead(
        **_summary_read(article, names).model_dump(),
        content=article.content,
        prev=ArticleLink(id=older.id, title=older.title) if older else None,
        next=ArticleLink(id=newer.id, title=newer.title) if newer else None,
    )


def _summary_of(text: str) -> str:
    if len(text) <= SUMMARY_LENGTH:
        return text
    return text[: SUMMARY_LENGTH - 1].rstrip() + "…"


async def publish(session: AsyncSession, now: datetime, body: ArticlePublish) -> int:
    """Store an operator's article with its HTML cleaned; visible from ``publishedAt`` on."""
    categories = ArticleCategoryRepository(session)
    if await categories.get(body.category) is None:
        codes = ", ".join(sorted(await categories.existing_codes()))
        raise InvalidInput(UNKNOWN_CATEGORY.format(codes=codes))
    if body.published_at is not None and body.published_at.tzinfo is None:
        raise InvalidInput(NAIVE_TIME)
    content = clean_content(body.content)
    summary = body.summary or _summary_of(content.text)
    article = Article(
        title=body.title,
        category_code=body.category,
        summary=summary,
        content=content.html,
        search_text=search_text(body.title, summary, content.text),
        cover_file_token=body.cover_file_token,
        status=PUBLISHED,
        published_at=(body.published_at or now).astimezone(UTC),
    )
    await ArticleRepository(session).add(article)
    return article.id
