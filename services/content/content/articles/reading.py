"""What the console reads of the news: every article in any state, its sources and HTML."""

from datetime import UTC, datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from content.articles.console_schemas import (
    ArticleConsoleQuery,
    ArticleDetail,
    ArticleRow,
    ArticleState,
    CategoryConsoleRead,
)
from content.articles.repository import (
    DRAFT,
    ArticleCategoryRepository,
    ArticleFilter,
    ArticleRepository,
)
from content.models import Article
from content.writing import fingerprint
from portal_kit.errors import NotFound
from portal_kit.i18n import Language, Text
from portal_kit.paging import Page

UNKNOWN = Text("The article does not exist.", "文章不存在")


def state_of(article: Article, now: datetime) -> ArticleState:
    if article.status == DRAFT or article.published_at is None:
        return "draft"
    return "scheduled" if as_utc(article.published_at) > now else "published"


def as_utc(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def audit_view(article: Article, now: datetime) -> dict[str, Any]:
    """What the audit log keeps of an article: short fields whole, texts as fingerprints."""
    published_at = article.published_at
    return {
        "title": article.title,
        "titleEn": article.title_en,
        "category": article.category_code,
        "state": state_of(article, now),
        "publishedAt": as_utc(published_at).isoformat() if published_at else None,
        "format": article.source_format,
        "content": fingerprint(article.source),
        "contentEn": fingerprint(article.source_en),
        "coverFileToken": article.cover_file_token,
    }


async def _names(session: AsyncSession, language: Language) -> dict[str, str]:
    categories = await ArticleCategoryRepository(session).list_all()
    return {c.code: c.name_en if language == "en" else c.name_zh for c in categories}


async def list_page(
    session: AsyncSession, query: ArticleConsoleQuery, now: datetime, language: Language
) -> Page[ArticleRow]:
    """Every article, drafts and scheduled ones included, filtered and sorted."""
    keyword = query.keyword.casefold() if query.keyword else None
    wanted = ArticleFilter(query.state, query.category, keyword, query.sort_by, query.descending)
    total, articles = await ArticleRepository(session).page_all(
        wanted, now, query.offset, query.page_size
    )
    names = await _names(session, language)
    return Page(
        total=total,
        rows=[
            ArticleRow(
                id=a.id,
                title=a.title,
                title_en=a.title_en,
                category=a.category_code,
                category_name=names.get(a.category_code, a.category_code),
                state=state_of(a, now),
                format=a.source_format,
                published_at=a.published_at,
                updated_at=a.updated_at,
            )
            for a in articles
        ],
    )


async def detail_of(
    session: AsyncSession, article: Article, now: datetime, language: Language
) -> ArticleDetail:
    names = await _names(session, language)
    return ArticleDetail(
        id=article.id,
        category=article.category_code,
        category_name=names.get(article.category_code, article.category_code),
        title=article.title,
        title_en=article.title_en,
        summary=article.summary,
        summary_en=article.summary_en,
        format=article.source_format,
        content=article.source,
        content_en=article.source_en,
        html=article.content,
        html_en=article.content_en,
        cover_file_token=article.cover_file_token,
        state=state_of(article, now),
        published_at=article.published_at,
        created_at=article.created_at,
        updated_at=article.updated_at,
    )


async def get_or_404(session: AsyncSession, article_id: int, *, lock: bool = False) -> Article:
    article = await ArticleRepository(session).get(article_id, lock=lock)
    if article is None:
        raise NotFound(UNKNOWN)
    return article


async def detail(
    session: AsyncSession, article_id: int, now: datetime, language: Language
) -> ArticleDetail:
    return await detail_of(session, await get_or_404(session, article_id), now, language)


async def categories(session: AsyncSession) -> list[CategoryConsoleRead]:
    return [
        CategoryConsoleRead(code=c.code, name=c.name_zh, name_en=c.name_en, sort=c.sort)
        for c in await ArticleCategoryRepository(session).list_all()
    ]
