from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Row, and_, delete, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from content.models import Article, ArticleCategory

PUBLISHED = "published"
DRAFT = "draft"
SORT_COLUMNS: dict[str, Any] = {
    "updatedAt": Article.updated_at,
    "publishedAt": Article.published_at,
    "title": Article.title,
}
# A list never needs them; touching one by mistake raises instead of a query per row.
BODIES = (
    Article.content,
    Article.content_en,
    Article.source,
    Article.source_en,
    Article.search_text,
)


@dataclass(frozen=True)
class ArticleFilter:
    """What the console's article list asks for."""

    state: str | None
    category: str | None
    keyword: str | None
    sort_by: str
    descending: bool


def visible(now: datetime) -> ColumnElement[bool]:
    """What the public may read: published, and its publication time has come."""
    return and_(Article.status == PUBLISHED, Article.published_at <= now)


class ArticleCategoryRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_all(self) -> Sequence[ArticleCategory]:
        statement = select(ArticleCategory).order_by(ArticleCategory.sort, ArticleCategory.code)
        return (await self.session.scalars(statement)).all()

    async def get(self, code: str) -> ArticleCategory | None:
        return await self.session.get(ArticleCategory, code)

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(ArticleCategory.code))).all())

    def add(self, category: ArticleCategory) -> None:
        self.session.add(category)


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page_visible(
        self,
        now: datetime,
        category: str | None,
        keyword: str | None,
        offset: int,
        limit: int,
    ) -> tuple[int, Sequence[Article]]:
        """One page of visible articles, newest first, and how many match in all.

        ``keyword`` must already be case-folded, as ``search_text`` is.
        """
        conditions = [visible(now)]
        if category:
            conditions.append(Article.category_code == category)
        if keyword:
            conditions.append(Article.search_text.contains(keyword, autoescape=True))
        total = await self.session.scalar(
            select(func.count()).select_from(Article).where(*conditions)
        )
        statement = (
            select(Article)
            .where(*conditions)
            .options(*(defer(c, raiseload=True) for c in BODIES))
            .order_by(Article.published_at.desc(), Article.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return total or 0, (await self.session.scalars(statement)).all()

    async def get_visible(self, article_id: int, now: datetime) -> Article | None:
        statement = select(Article).where(Article.id == article_id, visible(now))
        return await self.session.scalar(statement)

    async def neighbour(
        self, article: Article, now: datetime, older: bool
    ) -> Row[int, str, str | None] | None:
        """The visible article published just before (``older``) or just after this one."""
        at, key = article.published_at, article.id
        assert at is not None, "a visible article has a publication time"
        if older:
            beyond = or_(
                Article.published_at < at, and_(Article.published_at == at, Article.id < key)
            )
            order = (Article.published_at.desc(), Article.id.desc())
        else:
            beyond = or_(
                Article.published_at > at, and_(Article.published_at == at, Article.id > key)
            )
            order = (Article.published_at.asc(), Article.id.asc())
        statement = (
            select(Article.id, Article.title, Article.title_en)
            .where(visible(now), beyond)
            .order_by(*order)
            .limit(1)
        )
        return (await self.session.execute(statement)).first()

    async def existing_titles(self) -> set[str]:
        return set((await self.session.scalars(select(Article.title))).all())

    async def add(self, article: Article) -> None:
        self.session.add(article)
        await self.session.flush()

    async def get(self, article_id: int, *, lock: bool = False) -> Article | None:
        statement = select(Article).where(Article.id == article_id)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def page_all(
        self, query: ArticleFilter, now: datetime, offset: int, limit: int
    ) -> tuple[int, Sequence[Article]]:
        """One page of every article (drafts and scheduled ones too), for the console.

        ``query.keyword`` must already be case-folded, as ``search_text`` is.
        """
        conditions: list[ColumnElement[bool]] = []
        if query.state == "draft":
            conditions.append(Article.status == DRAFT)
        elif query.state == "scheduled":
            conditions.append(and_(Article.status == PUBLISHED, Article.published_at > now))
        elif query.state == "published":
            conditions.append(visible(now))
        if query.category:
            conditions.append(Article.category_code == query.category)
        if query.keyword:
            conditions.append(Article.search_text.contains(query.keyword, autoescape=True))
        total = await self.session.scalar(
            select(func.count()).select_from(Article).where(*conditions)
        )
        column = SORT_COLUMNS[query.sort_by]
        # Drafts have no publication time: last whichever the direction, on both databases.
        order = (column.desc() if query.descending else column.asc()).nulls_last()
        tie = Article.id.desc() if query.descending else Article.id.asc()
        statement = (
            select(Article)
            .where(*conditions)
            .options(*(defer(c, raiseload=True) for c in BODIES))
            .order_by(order, tie)
            .offset(offset)
            .limit(limit)
        )
        return total or 0, (await self.session.scalars(statement)).all()

    async def remove(self, article: Article) -> None:
        await self.session.execute(delete(Article).where(Article.id == article.id))
