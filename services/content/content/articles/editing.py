"""The rules of writing news in the console: drafts, publication (now or later), English.

Every change is recorded for the operator audit log in the same transaction
(``portal_kit.audit``), with the article's state before and after; texts appear there as
their length and hash, not whole.
"""

from datetime import UTC

from sqlalchemy.ext.asyncio import AsyncSession

from content.articles.console_schemas import (
    ArticleDetail,
    ArticlePublishAt,
    ArticleUpdate,
    ArticleWrite,
)
from content.articles.reading import audit_view, detail_of, get_or_404
from content.articles.repository import DRAFT, PUBLISHED, ArticleRepository
from content.articles.texts import ArticleTexts, fill
from content.models import Article
from portal_kit.audit import record
from portal_kit.errors import Conflict
from portal_kit.i18n import Language, Text
from portal_kit.operators import OperatorContext

TARGET = "article"
ALREADY_PUBLISHED = Text(
    "The article is already published; unpublish it first to schedule it.",
    "文章已发布，如需定时发布请先撤回",
)
NOT_PUBLISHED = Text("The article is not published.", "文章未发布")


def _texts(body: ArticleWrite) -> ArticleTexts:
    return ArticleTexts(
        category=body.category,
        title=body.title,
        title_en=body.title_en,
        summary=body.summary,
        summary_en=body.summary_en,
        format=body.format,
        content=body.content,
        content_en=body.content_en,
        cover_file_token=body.cover_file_token,
    )


async def create(
    session: AsyncSession, operator: OperatorContext, body: ArticleWrite, language: Language
) -> ArticleDetail:
    """A new draft: nobody but operators sees it until it is published."""
    now = operator.at
    article = Article(status=DRAFT, published_at=None, created_at=now, updated_at=now)
    await fill(session, article, _texts(body))
    await ArticleRepository(session).add(article)
    await record(
        session,
        operator,
        "article.create",
        TARGET,
        str(article.id),
        summary=article.title,
        after=audit_view(article, now),
    )
    return await detail_of(session, article, now, language)


async def update(
    session: AsyncSession, operator: OperatorContext, body: ArticleUpdate, language: Language
) -> ArticleDetail:
    """New texts, category or cover; a published article shows them at once."""
    now = operator.at
    article = await get_or_404(session, body.id, lock=True)
    before = audit_view(article, now)
    await fill(session, article, _texts(body))
    article.updated_at = now
    await session.flush()
    await record(
        session,
        operator,
        "article.update",
        TARGET,
        str(article.id),
        summary=article.title,
        before=before,
        after=audit_view(article, now),
    )
    return await detail_of(session, article, now, language)


async def publish(
    session: AsyncSession, operator: OperatorContext, body: ArticlePublishAt, language: Language
) -> ArticleDetail:
    """Visible now, or from ``publishAt`` on (scheduled); a scheduled one may be moved."""
    now = operator.at
    article = await get_or_404(session, body.id, lock=True)
    before = audit_view(article, now)
    if before["state"] == "published":
        raise Conflict(ALREADY_PUBLISHED)
    at = body.publish_at.astimezone(UTC) if body.publish_at else now
    article.status = PUBLISHED
    article.published_at = max(at, now)
    article.updated_at = now
    await session.flush()
    after = audit_view(article, now)
    action = "article.schedule" if after["state"] == "scheduled" else "article.publish"
    await record(
        session,
        operator,
        action,
        TARGET,
        str(article.id),
        summary=article.title,
        before=before,
        after=after,
    )
    return await detail_of(session, article, now, language)


async def unpublish(
    session: AsyncSession, operator: OperatorContext, article_id: int, language: Language
) -> ArticleDetail:
    """Back to a draft: the public no longer sees it (a scheduled one never will)."""
    now = operator.at
    article = await get_or_404(session, article_id, lock=True)
    before = audit_view(article, now)
    if before["state"] == "draft":
        raise Conflict(NOT_PUBLISHED)
    article.status = DRAFT
    article.published_at = None
    article.updated_at = now
    await session.flush()
    await record(
        session,
        operator,
        "article.unpublish",
        TARGET,
        str(article.id),
        summary=article.title,
        before=before,
        after=audit_view(article, now),
    )
    return await detail_of(session, article, now, language)


async def delete(session: AsyncSession, operator: OperatorContext, article_id: int) -> None:
    """Gone for good; the audit entry keeps what it was."""
    now = operator.at
    article = await get_or_404(session, article_id, lock=True)
    before = audit_view(article, now)
    await ArticleRepository(session).remove(article)
    await record(
        session,
        operator,
        "article.delete",
        TARGET,
        str(article_id),
        summary=article.title,
        before=before,
    )
