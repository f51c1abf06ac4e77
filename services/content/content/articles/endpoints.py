from typing import Annotated

from fastapi import APIRouter, Body

from content.articles import service
from content.articles.schemas import (
    ArticleIdQuery,
    ArticleListQuery,
    ArticlePage,
    ArticleRead,
)
from content.deps import ClockDep, LanguageDep, SessionDep
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["articles"])


@router.post("/manage/article/getArticleList")
async def article_list(
    session: SessionDep,
    language: LanguageDep,
    clock: ClockDep,
    query: Annotated[ArticleListQuery | None, Body()] = None,
) -> Envelope[ArticlePage]:
    """Published news, newest first (pageSize at most 100), by category and keyword."""
    return ok(
        await service.list_articles(session, clock.now(), language, query or ArticleListQuery())
    )


@router.post("/manage/article/getArticleInfo")
async def article_info(
    session: SessionDep, language: LanguageDep, clock: ClockDep, query: ArticleIdQuery
) -> Envelope[ArticleRead]:
    """One published article with its HTML and the ids of its neighbours."""
    return ok(await service.article_info(session, clock.now(), language, query.id))
