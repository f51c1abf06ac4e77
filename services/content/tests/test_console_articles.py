"""The console's news: drafts, publication now or later, English, and what the public sees."""

from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import staged_audit_entries

from .conftest import Headers
from .console import ALL_ROLES, EDITOR, READERS, SIGN_IN, WRITERS, Console, refused

LIST = "/web/portal/api/manage/article/getArticleList"
INFO = "/web/portal/api/manage/article/getArticleInfo"
MARKDOWN = "## 上线\n\n企业可**在线**注册。<script>alert(1)</script>\n"
ARTICLE = {"category": "platform", "title": "平台上线", "content": MARKDOWN}
ENGLISH = {"titleEn": "Launch", "contentEn": "Companies register **online**."}


async def public_list(client: httpx.AsyncClient, language: str = "en", **query: Any) -> Any:
    response = await client.post(LIST, json=query, headers={"Accept-Language": language})
    return response.json()["body"]


async def public_info(client: httpx.AsyncClient, article_id: int, language: str = "en") -> Any:
    response = await client.post(
        INFO, json={"id": article_id}, headers={"Accept-Language": language}
    )
    return response.json()


async def draft(console: Console, **fields: Any) -> dict[str, Any]:
    article: dict[str, Any] = await console.body("article/create", ARTICLE | fields)
    return article


async def published(console: Console, **fields: Any) -> dict[str, Any]:
    article = await draft(console, **fields)
    done: dict[str, Any] = await console.body("article/publish", {"id": article["id"]})
    return done


class TestWriting:
    async def test_a_new_article_is_a_draft_the_public_does_not_see(
        self, console: Console, client: httpx.AsyncClient
    ) -> None:
        article = await draft(console)

        assert article["state"] == "draft"
        assert article["publishedAt"] is None
        assert article["format"] == "markdown"
        assert article["content"] == MARKDOWN
        assert article["html"] == "<h2>上线</h2>\n<p>企业可<strong>在线</strong>注册。</p>"
        assert article["summary"] == "上线 企业可在线注册。"
        assert (await public_info(client, article["id"]))["status"] == 404
        assert (await public_list(client))["total"] == 0

    async def test_creating_is_audited_with_the_text_as_a_fingerprint(
        self, console: Console
    ) -> None:
        article = await draft(console)

        [entry] = await staged_audit_entries(console.app)
        assert (entry.action, entry.target_type, entry.target_id) == (
            "article.create",
            "article",
            str(article["id"]),
        )
        assert entry.operator_code == "OP9001"
        assert entry.before is None
        assert entry.after is not None
        assert entry.after["state"] == "draft"
        assert entry.after["content"]["length"] == len(MARKDOWN)
        assert MARKDOWN not in str(entry.after)

    async def test_html_is_kept_cleaned_as_its_own_source(self, console: Console) -> None:
        article = await draft(console, format="html", content="<p onclick='x()'>Hi</p>")

        assert article["content"] == article["html"] == "<p>Hi</p>"

    @pytest.mark.parametrize(
        ("fields", "msg"),
        [
            ({"category": "nope"}, "category must be one of industry, platform, policy"),
            (
                {"titleEn": "Only a title"},
                "titleEn and contentEn must be given together (or neither)",
            ),
            (
                {"content": "<script>x</script>"},
                "content has no text or image left once unsafe HTML is removed",
            ),
            (
                {"coverFileToken": "no-such-file"},
                "coverFileToken must be a public image uploaded with ops/file/upload",
            ),
            ({"title": ""}, "title must have at least 1 characters"),
        ],
    )
    async def test_what_cannot_be_stored_is_refused_naming_the_field(
        self, console: Console, fields: dict[str, Any], msg: str
    ) -> None:
        envelope = await console.call("article/create", ARTICLE | fields)

        assert (envelope["status"], envelope["msg"]) == (400, msg)

    async def test_an_edit_of_a_published_article_shows_at_once(
        self, console: Console, client: httpx.AsyncClient
    ) -> None:
        article = await published(console)

        changed = await console.body(
            "article/update", {"id": article["id"], **ARTICLE, "content": "新的**正文**"}
        )

        assert changed["state"] == "published"
        info = await public_info(client, article["id"], "zh-CN")
        assert info["body"]["content"] == "<p>新的<strong>正文</strong></p>"
        entry = (await staged_audit_entries(console.app))[-1]
        assert entry.action == "article.update"
        assert entry.before is not None
        assert entry.after is not None
        assert entry.before["content"]["sha256"] != entry.after["content"]["sha256"]

    async def test_an_unknown_article_is_not_found(self, console: Console) -> None:
        for path in ("detail", "update", "publish", "unpublish", "delete"):
            body = {"id": 999_999} | (ARTICLE if path == "update" else {})
            envelope = await console.call(f"article/{path}", body)
            assert (envelope["status"], envelope["msg"]) == (404, "The article does not exist.")


class TestEnglish:
    async def test_english_readers_get_the_english_text_others_the_chinese(
        self, console: Console, client: httpx.AsyncClient
    ) -> None:
        article = await published(console, **ENGLISH)

        english = (await public_info(client, article["id"], "en"))["body"]
        chinese = (await public_info(client, article["id"], "zh-CN"))["body"]

        assert (english["title"], english["summary"]) == ("Launch", "Companies register online.")
        assert english["content"] == "<p>Companies register <strong>online</strong>.</p>"
        assert (chinese["title"], chinese["content"]) == ("平台上线", article["html"])
        assert [e["title"] for e in (await public_list(client, "en"))["list"]] == ["Launch"]

    async def test_an_article_without_english_is_chinese_for_everybody(
        self, console: Console, client: httpx.AsyncClient
    ) -> None:
        article = await published(console)

        english = (await public_info(client, article["id"], "en"))["body"]

        assert english["title"] == "平台上线"

    async def test_neighbours_are_named_in_the_readers_language(
        self, console: Console, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        older = await published(console, **ENGLISH)
        clock.advance(minutes=1)
        newer = await published(console, title="第二篇")

        link = (await public_info(client, newer["id"], "en"))["body"]["prev"]

        assert link == {"id": older["id"], "title": "Launch"}


class TestPublication:
    async def test_publishing_shows_it_and_is_audited(
        self, console: Console, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        article = await draft(console)

        done = await console.body("article/publish", {"id": article["id"]})

        assert done["state"] == "published"
        assert datetime.fromisoformat(done["publishedAt"]) == clock.now()
        assert (await public_list(client))["total"] == 1
        entry = (await staged_audit_entries(console.app))[-1]
        assert entry.action == "article.publish"
        assert entry.before is not None
        assert entry.after is not None
        assert (entry.before["state"], entry.after["state"]) == ("draft", "published")

    async def test_a_scheduled_article_appears_only_from_its_time(
        self, console: Console, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        article = await draft(console)
        at = clock.now() + timedelta(hours=2)

        done = await console.body(
            "article/publish", {"id": article["id"], "publishAt": at.isoformat()}
        )

        assert done["state"] == "scheduled"
        assert datetime.fromisoformat(done["publishedAt"]) == at
        assert (await public_info(client, article["id"]))["status"] == 404
        assert (await staged_audit_entries(console.app))[-1].action == "article.schedule"
        clock.advance(hours=2)
        assert (await public_info(client, article["id"]))["status"] == 200
        detail = await console.body("article/detail", {"id": article["id"]})
        assert detail["state"] == "published"

    async def test_a_scheduled_article_may_be_published_now(
        self, console: Console, client: httpx.AsyncClient, clock: ManualClock
    ) -> None:
        article = await draft(console)
        later = (clock.now() + timedelta(days=1)).isoformat()
        await console.body("article/publish", {"id": article["id"], "publishAt": later})

        done = await console.body("article/publish", {"id": article["id"]})

        assert done["state"] == "published"
        assert (await public_info(client, article["id"]))["status"] == 200

    async def test_a_published_article_is_not_published_again(self, console: Console) -> None:
        article = await published(console)

        envelope = await console.call("article/publish", {"id": article["id"]})

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "The article is already published; unpublish it first to schedule it."
        )

    async def test_unpublishing_hides_it_from_the_public(
        self, console: Console, client: httpx.AsyncClient
    ) -> None:
        article = await published(console)

        done = await console.body("article/unpublish", {"id": article["id"]})

        assert (done["state"], done["publishedAt"]) == ("draft", None)
        assert (await public_info(client, article["id"]))["status"] == 404
        assert (await public_list(client))["total"] == 0
        again = await console.call("article/unpublish", {"id": article["id"]})
        assert (again["status"], again["msg"]) == (409, "The article is not published.")

    async def test_deleting_removes_it_and_the_audit_keeps_what_it_was(
        self, console: Console, client: httpx.AsyncClient
    ) -> None:
        article = await published(console)

        assert await console.body("article/delete", {"id": article["id"]}) is None

        assert (await public_info(client, article["id"]))["status"] == 404
        detail = await console.call("article/detail", {"id": article["id"]})
        assert detail["status"] == 404
        entry = (await staged_audit_entries(console.app))[-1]
        assert (entry.action, entry.after) == ("article.delete", None)
        assert entry.before is not None
        assert (entry.before["title"], entry.before["state"]) == ("平台上线", "published")


class TestList:
    async def test_filters_by_state_category_and_keyword(
        self, console: Console, clock: ManualClock
    ) -> None:
        first = await published(console, title="Alpha")
        second = await draft(console, title="Beta", category="policy")
        later = (clock.now() + timedelta(days=1)).isoformat()
        third = await draft(console, title="Gamma", **ENGLISH)
        await console.body("article/publish", {"id": third["id"], "publishAt": later})

        async def ids(**query: Any) -> list[int]:
            page = await console.body("article/list", query)
            return [row["id"] for row in page["rows"]]

        assert await ids(state="published") == [first["id"]]
        assert await ids(state="draft") == [second["id"]]
        assert await ids(state="scheduled") == [third["id"]]
        assert await ids(category="policy") == [second["id"]]
        assert await ids(keyword="launch") == [third["id"]]
        assert await ids(state="", category="") == [third["id"], second["id"], first["id"]]

    async def test_sorts_and_pages(self, console: Console, clock: ManualClock) -> None:
        made = []
        for title in ("b", "c", "a"):
            made.append(await published(console, title=title))
            clock.advance(minutes=1)
        await draft(console, title="d")

        by_title = await console.body(
            "article/list", {"sortBy": "title", "descending": False, "pageSize": 2}
        )
        by_time = await console.body("article/list", {"sortBy": "publishedAt"})

        assert [r["title"] for r in by_title["rows"]] == ["a", "b"]
        assert by_title["total"] == 4
        # Drafts have no publication time: they come last.
        assert [r["title"] for r in by_time["rows"]] == ["a", "c", "b", "d"]
        row = by_time["rows"][0]
        assert row == {
            "id": made[2]["id"],
            "title": "a",
            "titleEn": None,
            "category": "platform",
            "categoryName": "Platform news",
            "state": "published",
            "format": "markdown",
            "publishedAt": row["publishedAt"],
            "updatedAt": row["updatedAt"],
        }

    async def test_categories_are_named_in_both_languages(self, console: Console) -> None:
        categories = await console.body("article-category/list", None, OperatorRole.AUDITOR)

        assert categories[0] == {
            "code": "platform",
            "name": "平台动态",
            "nameEn": "Platform news",
            "sort": 10,
        }


class TestPreview:
    async def test_answers_the_html_the_text_would_become(self, console: Console) -> None:
        preview = await console.body(
            "article/preview", {"format": "markdown", "content": "| a |\n|---|\n| ~~b~~ |"}
        )

        assert preview["html"] == (
            "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n"
            "<tbody>\n<tr>\n<td><s>b</s></td>\n</tr>\n</tbody>\n</table>"
        )


CALLS: dict[str, frozenset[OperatorRole]] = {
    "article/list": READERS,
    "article/detail": READERS,
    "article/preview": READERS,
    "article-category/list": READERS,
    "article/create": WRITERS,
    "article/update": WRITERS,
    "article/publish": WRITERS,
    "article/unpublish": WRITERS,
    "article/delete": WRITERS,
}


async def body_for(call: str, console: Console) -> Any:
    if call == "article/create":
        return ARTICLE
    if call == "article/preview":
        return {"content": "*x*"}
    if call == "article/list" or call == "article-category/list":
        return None
    article = await (published(console) if call == "article/unpublish" else draft(console))
    return {"id": article["id"]} | (ARTICLE if call == "article/update" else {})


class TestRoles:
    @pytest.mark.parametrize(
        ("call", "role"), [(call, role) for call in CALLS for role in ALL_ROLES]
    )
    async def test_each_call_admits_its_roles_only(
        self, console: Console, call: str, role: OperatorRole
    ) -> None:
        body = await body_for(call, console)

        envelope = await console.call(call, body, role)

        if role in CALLS[call]:
            assert envelope["ok"] is True, envelope
        else:
            assert refused(envelope), envelope

    @pytest.mark.parametrize("call", CALLS)
    async def test_customers_and_anonymous_callers_must_sign_in_to_the_console(
        self, console: Console, signed_in: Headers, call: str
    ) -> None:
        for headers in (signed_in("U1", "C1"), {"Accept-Language": "en"}):
            response = await console.client.post(f"/ops/{call}", json={}, headers=headers)
            envelope = response.json()
            assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)

    async def test_an_auditor_reads_but_changes_nothing(self, console: Console) -> None:
        article = await draft(console)

        read = await console.body("article/detail", {"id": article["id"]}, OperatorRole.AUDITOR)
        envelope = await console.call("article/delete", {"id": article["id"]}, OperatorRole.AUDITOR)

        assert read["id"] == article["id"]
        assert refused(envelope)
        assert [e.action for e in await staged_audit_entries(console.app)] == ["article.create"]


__all__ = ["EDITOR"]
