"""Demo news and help guides: realistic, visible at once, and added only once."""

import httpx
from fastapi import FastAPI

from content.demo import DEMO_ARTICLES, DEMO_GUIDES
from content.seed import seed

LIST = "/web/portal/api/manage/article/getArticleList"
FIND = "/web/portal/operate/findInfoOperateGuideByParams"
INFO = "/web/portal/api/manage/article/getArticleInfo"


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

    async def test_the_demo_reads_whole_in_english_and_in_chinese(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        await run_seed(service_app, demo=True)
        english = {"Accept-Language": "en"}
        chinese = {"Accept-Language": "zh-CN"}

        news = (await client.post(LIST, json={"pageSize": 100}, headers=english)).json()["body"]
        help_en = (await client.post(FIND, headers=english)).json()["body"]
        help_zh = (await client.post(FIND, headers=chinese)).json()["body"]
        first = news["list"][0]
        detail = (await client.post(INFO, json={"id": first["id"]}, headers=english)).json()["body"]

        titles = [article["title"] for article in news["list"]]
        assert set(titles) == {article.title_en for article in DEMO_ARTICLES}
        assert "<p>" in detail["content"]
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in detail["content"])
        assert help_en[0]["moduleName"] == "Company registration"
        assert help_en[0]["guides"][0]["title"] == "How to register a company"
        assert "Register" in help_en[0]["guides"][0]["content"]
        assert help_zh[0]["guides"][0]["title"] == "如何注册企业账号"
        # Found by its English words as well.
        searched = await client.post(FIND, json={"keyword": "hand over"}, headers=english)
        [module] = searched.json()["body"]
        assert [guide["title"] for guide in module["guides"]] == [
            "Hand over the administrator role"
        ]
