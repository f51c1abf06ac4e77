"""Demo news and help guides: realistic, visible at once, and added only once."""

import httpx
from fastapi import FastAPI

from content.demo import DEMO_ARTICLES, DEMO_GUIDES
from content.seed import seed

LIST = "/web/portal/api/manage/article/getArticleList"
FIND = "/web/portal/operate/findInfoOperateGuideByParams"


async def run_seed(app: FastAPI, demo: bool) -> None:
    async with app.state.db.sessionmaker() as session:
        await seed(session, demo=demo)
        await session.commit()


class TestDemoSeed:
    async def test_platform_data_alone_has_no_news_or_help(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        await run_seed(service_app, demo=False)

        news = (await client.post(LIST)).json()["body"]

        assert news["total"] == 0
        assert len(news["categories"]) == 3
        assert (await client.post(FIND)).json()["body"] == []

    async def test_demo_news_and_guides_are_listed_once_however_often_seeded(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        await run_seed(service_app, demo=True)
        await run_seed(service_app, demo=True)

        news = (await client.post(LIST, json={"pageSize": 100})).json()["body"]
        help_modules = (await client.post(FIND)).json()["body"]

        assert news["total"] == len(DEMO_ARTICLES)
        assert len({article["category"] for article in news["list"]}) == 3
        published = [article["publishedAt"] for article in news["list"]]
        assert published == sorted(published, reverse=True)
        assert [module["module"] for module in help_modules] == [
            "registration",
            "signin",
            "account",
            "product",
        ]
        assert sum(len(module["guides"]) for module in help_modules) == len(DEMO_GUIDES)
