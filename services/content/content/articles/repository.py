from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, Row, and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from content.models import Article, ArticleCategory

PUBLISHED = "published"
DRAFT = "draft"


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
            # A list never needs the bodies; touching them by mistake raises instead of a query.
            .options(defer(Article.content, raiseload=True))
            .options(defer(Article.search_text, raiseload=True))
            .order_by(Article.published_at.desc(), Article.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return total or 0, (await self.session.scalars(statement)).all()

    async def get_visible(self, article_id: int, now: datetime) -> Article | None:
        statement = select(Article).where(Article.id == article_id, visible(now))
        return await self.session.scalar(statement)

    async def neighbour(self, article: Article, now: datetime, older: bool) -> Row[int, str] | None:
        """The visible article published just before (``older``) or just after this one."""
        at, key = article.published_at, article.id
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
            select(Article.id, Article.title).where(visible(now), beyond).order_by(*order).limit(1)
        )
        return (await self.session.execute(statement)).first()

    async def existing_titles(self) -> set[str]:
        return set((await self.session.scalars(select(Article.title))).all())

    async def add(self, article: Article) -> None:
        self.session.add(article)
        await self.session.flush()
