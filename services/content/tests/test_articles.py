"""News: the public list and detail, and what readers get of what an editor wrote."""

from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from content.models import Article
from portal_kit.clock import ManualClock

from .console import Console
from .publishing import publish_article

LIST = "/web/portal/api/manage/article/getArticleList"
INFO = "/web/portal/api/manage/article/getArticleInfo"
EN = {"Accept-Language": "en"}
NOT_FOUND = {"ok": False, "status": 404, "msg": "The article does not exist.", "body": None}


async def article_list(client: httpx.AsyncClient, **query: Any) -> dict[str, Any]:
    envelope: dict[str, Any] = (await client.post(LIST, json=query, headers=EN)).json()
    return envelope


async def article_info(client: httpx.AsyncClient, article_id: Any) -> dict[str, Any]:
    envelope: dict[str, Any] = (await client.post(INFO, json={"id": article_id}, headers=EN)).json()
    return envelope


def ids(envelope: dict[str, Any]) -> list[int]:
    return [entry["id"] for entry in envelope["body"]["list"]]


@pytest.fixture
async def three(service_app: FastAPI, clock: ManualClock) -> tuple[int, int, int]:
    """Articles published three, two and one days ago (oldest first)."""
    now = clock.now()
    oldest = await publish_article(
        service_app,
        now - timedelta(days=3),
        title="Platform launch",
        category="platform",
        summary="The platform is live.",
        content="<p>Register your company online.</p>",
    )
    middle = await publish_article(
        service_app,
        now - timedelta(days=2),
        title="供应链金融政策解读",
        category="policy",
        content="<p>应收账款融资与<strong>确权</strong>的要求。</p>",
    )
    newest = await publish_article(
        service_app,
        now - timedelta(days=1),
        title="Receivables for suppliers",
        category="industry",
        summary="A core enterprise's suppliers get paid sooner.",
        content="<p>Receivable FACTORING in one working day.</p>",
        cover_file_token="cover-token_1",
    )
    return oldest, middle, newest


class TestArticleList:
    async def test_lists_published_articles_newest_first_with_the_categories(
        self, client: httpx.AsyncClient, three: tuple[int, int, int], clock: ManualClock
    ) -> None:
        oldest, middle, newest = three

        envelope = await article_list(client, pageNum=1, pageSize=10)

        assert envelope["ok"] is True
        assert envelope["body"]["total"] == 3
        assert ids(envelope) == [newest, middle, oldest]
        first = envelope["body"]["list"][0]
        assert first == {
            "id": newest,
            "title": "Receivables for suppliers",
            "category": "industry",
            "categoryName": "Industry news",
            "summary": "A core enterprise's suppliers get paid sooner.",
            "coverFileToken": "cover-token_1",
            "publishedAt": first["publishedAt"],
        }
        assert datetime.fromisoformat(first["publishedAt"]) == clock.now() - timedelta(days=1)
        assert "content" not in first
        assert envelope["body"]["categories"] == [
            {"code": "platform", "name": "Platform news"},
            {"code": "policy", "name": "Policy notes"},
            {"code": "industry", "name": "Industry news"},
        ]

    async def test_no_body_answers_the_first_page(
        self, client: httpx.AsyncClient, three: tuple[int, int, int]
    ) -> None:
        envelope = (await client.post(LIST)).json()

        assert envelope["ok"] is True
        assert envelope["body"]["total"] == 3
        assert len(envelope["body"]["list"]) == 3

    async def test_pages_through_the_list(
        self, client: httpx.AsyncClient, three: tuple[int, int, int]
    ) -> None:
        oldest, middle, newest = three

        first = await article_list(client, pageNum=1, pageSize=2)
        second = await article_list(client, pageNum=2, pageSize=2)
        beyond = await article_list(client, pageNum=3, pageSize=2)

        assert (first["body"]["total"], ids(first)) == (3, [newest, middle])
        assert (second["body"]["total"], ids(second)) == (3, [oldest])
        assert (beyond["body"]["total"], ids(beyond)) == (3, [])

    async def test_filters_by_category(
        self, client: httpx.AsyncClient, three: tuple[int, int, int]
    ) -> None:
        envelope = await article_list(client, category="policy")

        assert ids(envelope) == [three[1]]
        assert envelope["body"]["total"] == 1
        assert (await article_list(client, category="nothing"))["body"]["total"] == 0

    @pytest.mark.parametrize(
        ("keyword", "expected"),
        [
            ("factoring", [2]),  # in the text, other case
            ("PLATFORM LAUNCH", [0]),  # in the title, other case
            ("sooner", [2]),  # in the summary
            ("确权", [1]),
            ("  确权  ", [1]),
            ("strong", []),  # a tag name is not text
            ("%", []),  # LIKE wildcards are plain characters
            ("_", []),
        ],
    )
    async def test_keyword_matches_title_summary_or_text_ignoring_case(
        self,
        client: httpx.AsyncClient,
        three: tuple[int, int, int],
        keyword: str,
        expected: list[int],
    ) -> None:
        envelope = await article_list(client, keyword=keyword)

        assert ids(envelope) == [three[index] for index in expected]

    async def test_category_names_follow_the_callers_language(
        self, client: httpx.AsyncClient, three: tuple[int, int, int]
    ) -> None:
        envelope = (await client.post(LIST, json={}, headers={"Accept-Language": "zh-CN"})).json()

        assert envelope["body"]["list"][0]["categoryName"] == "行业资讯"
        assert [c["name"] for c in envelope["body"]["categories"]] == [
            "平台动态",
            "政策解读",
            "行业资讯",
        ]

    @pytest.mark.parametrize(
        ("query", "msg"),
        [
            ({"pageSize": 101}, "pageSize must be at most 100"),
            ({"pageSize": 0}, "pageSize must be at least 1"),
            ({"pageNum": 0}, "pageNum must be at least 1"),
            ({"pageNum": "first"}, "pageNum must be a whole number"),
            ({"pageNum": 10**19}, "pageNum must be at most 1000000"),
            ({"keyword": "x" * 101}, "keyword must have at most 100 characters"),
        ],
    )
    async def test_bad_paging_is_refused_naming_the_field(
        self, client: httpx.AsyncClient, query: dict[str, Any], msg: str
    ) -> None:
        envelope = await article_list(client, **query)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}


class TestArticleInfo:
    async def test_answers_the_article_with_its_neighbours(
        self, client: httpx.AsyncClient, three: tuple[int, int, int]
    ) -> None:
        oldest, middle, newest = three

        envelope = await article_info(client, middle)

        assert envelope["ok"] is True
        article = envelope["body"]
        assert article["id"] == middle
        assert article["title"] == "供应链金融政策解读"
        assert article["category"] == "policy"
        assert article["categoryName"] == "Policy notes"
        assert article["content"] == "<p>应收账款融资与<strong>确权</strong>的要求。</p>"
        assert article["summary"] == "应收账款融资与确权的要求。"
        assert article["prev"] == {"id": oldest, "title": "Platform launch"}
        assert article["next"] == {"id": newest, "title": "Receivables for suppliers"}

    async def test_the_ends_have_no_neighbour(
        self, client: httpx.AsyncClient, three: tuple[int, int, int]
    ) -> None:
        oldest, _, newest = three

        assert (await article_info(client, oldest))["body"]["prev"] is None
        assert (await article_info(client, newest))["body"]["next"] is None

    async def test_an_unknown_id_is_not_found(self, client: httpx.AsyncClient) -> None:
        assert await article_info(client, 999_999) == NOT_FOUND

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({}, "id is required"),
            ({"id": "abc"}, "id must be a whole number"),
            ({"id": 0}, "id must be at least 1"),
            ({"id": 2**40}, "id must be at most 2147483647"),
        ],
    )
    async def test_a_bad_id_is_refused_naming_the_field(
        self, client: httpx.AsyncClient, body: dict[str, Any], msg: str
    ) -> None:
        envelope = (await client.post(INFO, json=body, headers=EN)).json()

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}


class TestUnpublishedArticlesNeverLeak:
    async def test_a_draft_is_not_listed_found_searched_or_a_neighbour(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        three: tuple[int, int, int],
    ) -> None:
        oldest, middle, _ = three
        async with service_app.state.db.sessionmaker() as session:
            draft = Article(
                title="Secret draft",
                category_code="platform",
                summary="not yet",
                source_format="html",
                source="<p>draft text</p>",
                content="<p>draft text</p>",
                search_text="secret draft not yet draft text",
                status="draft",
                published_at=clock.now() - timedelta(days=2, hours=12),
            )
            session.add(draft)
            await session.commit()

        listed = await article_list(client, pageSize=100)
        searched = await article_list(client, keyword="secret")

        assert draft.id not in ids(listed)
        assert listed["body"]["total"] == 3
        assert searched["body"] == {
            "total": 0,
            "list": [],
            "categories": searched["body"]["categories"],
        }
        assert await article_info(client, draft.id) == NOT_FOUND
        # The draft sits between the oldest and the middle one in time; it is skipped.
        assert (await article_info(client, oldest))["body"]["next"]["id"] == middle
        assert (await article_info(client, middle))["body"]["prev"]["id"] == oldest

    async def test_a_scheduled_article_appears_only_when_its_time_comes(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        three: tuple[int, int, int],
    ) -> None:
        newest = three[2]
        scheduled = await publish_article(
            service_app, clock.now() + timedelta(days=1), title="Tomorrow's news"
        )

        assert scheduled not in ids(await article_list(client))
        assert (await article_list(client, keyword="tomorrow"))["body"]["total"] == 0
        assert await article_info(client, scheduled) == NOT_FOUND
        assert (await article_info(client, newest))["body"]["next"] is None

        clock.advance(days=1, seconds=1)

        assert ids(await article_list(client))[0] == scheduled
        assert (await article_info(client, scheduled))["body"]["title"] == "Tomorrow's news"
        assert (await article_info(client, newest))["body"]["next"]["id"] == scheduled


class TestWhatReadersGet:
    """An editor's HTML reaches readers cleaned, with a summary made from its text."""

    async def published(self, console: Console, **fields: Any) -> int:
        body = {"category": "platform", "format": "html"} | fields
        article = await console.body("article/create", body)
        await console.body("article/publish", {"id": article["id"]})
        article_id: int = article["id"]
        return article_id

    async def test_unsafe_html_is_removed(
        self, client: httpx.AsyncClient, console: Console, clock: ManualClock
    ) -> None:
        article_id = await self.published(
            console,
            title="  Clean me  ",
            content=(
                '<h2 onclick="x()">Heading</h2><script>alert(1)</script>'
                '<p style="color:red">Body <a href="javascript:alert(1)">bad</a> '
                '<a href="https://example.com">good</a></p><img src="x" onerror="alert(1)">'
            ),
        )

        article = (await article_info(client, article_id))["body"]

        assert article["title"] == "Clean me"
        assert article["content"] == (
            '<h2>Heading</h2><p>Body <a target="_blank" rel="noopener noreferrer">bad</a> '
            '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>'
            "</p><img>"
        )
        assert article["summary"] == "Heading Body bad good"
        assert datetime.fromisoformat(article["publishedAt"]) == clock.now()

    async def test_a_long_text_gives_a_short_summary(
        self, client: httpx.AsyncClient, console: Console
    ) -> None:
        article_id = await self.published(
            console, title="Long", content="<p>" + "字" * 500 + "</p>"
        )

        summary = (await article_info(client, article_id))["body"]["summary"]

        assert summary == "字" * 119 + "…"
