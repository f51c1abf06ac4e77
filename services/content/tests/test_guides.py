"""Help guides: grouped by module, searched by keyword; what readers get of an editor's guide."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from content.models import GuideModule, HelpGuide

from .console import Console
from .publishing import publish_guide

FIND = "/web/portal/operate/findInfoOperateGuideByParams"
EN = {"Accept-Language": "en"}


async def find(client: httpx.AsyncClient, **query: Any) -> dict[str, Any]:
    envelope: dict[str, Any] = (await client.post(FIND, json=query, headers=EN)).json()
    return envelope


def titles(envelope: dict[str, Any]) -> dict[str, list[str]]:
    return {group["module"]: [g["title"] for g in group["guides"]] for group in envelope["body"]}


async def count(app: FastAPI, model: type[HelpGuide] | type[GuideModule]) -> int:
    async with app.state.db.sessionmaker() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


@pytest.fixture
async def guides(console: Console) -> dict[str, int]:
    return {
        "register": await publish_guide(
            console,
            "registration",
            "How to register",
            "<ol><li>Enter your mobile</li><li>Upload the Business Licence</li></ol>",
            moduleName="企业注册",
        ),
        "password": await publish_guide(
            console,
            "signin",
            "Sign in with a password",
            "<p>Use your <strong>password</strong> or an SMS code.</p>",
            moduleName="登录与安全",
            sort=20,
        ),
        "idle": await publish_guide(
            console,
            "signin",
            "安全验证",
            "<p>长时间未操作后需要输入密码或短信验证码。</p>",
            sort=10,
        ),
    }


class TestFindGuides:
    async def test_groups_guides_by_module_in_display_order(
        self, client: httpx.AsyncClient, guides: dict[str, int]
    ) -> None:
        envelope = await find(client)

        assert envelope["ok"] is True
        assert envelope["body"] == [
            {
                "module": "registration",
                "moduleName": "企业注册",
                "guides": [
                    {
                        "id": guides["register"],
                        "title": "How to register",
                        "content": (
                            "<ol><li>Enter your mobile</li>"
                            "<li>Upload the Business Licence</li></ol>"
                        ),
                        "sort": 10,
                    }
                ],
            },
            {
                "module": "signin",
                "moduleName": "登录与安全",
                "guides": [
                    {
                        "id": guides["idle"],
                        "title": "安全验证",
                        "content": "<p>长时间未操作后需要输入密码或短信验证码。</p>",
                        "sort": 10,
                    },
                    {
                        "id": guides["password"],
                        "title": "Sign in with a password",
                        "content": "<p>Use your <strong>password</strong> or an SMS code.</p>",
                        "sort": 20,
                    },
                ],
            },
        ]

    async def test_no_body_answers_every_guide(
        self, client: httpx.AsyncClient, guides: dict[str, int]
    ) -> None:
        envelope = (await client.post(FIND)).json()

        assert titles(envelope) == {
            "registration": ["How to register"],
            "signin": ["安全验证", "Sign in with a password"],
        }

    async def test_filters_by_module(
        self, client: httpx.AsyncClient, guides: dict[str, int]
    ) -> None:
        assert titles(await find(client, module="registration")) == {
            "registration": ["How to register"]
        }
        assert (await find(client, module="nothing"))["body"] == []

    @pytest.mark.parametrize(
        ("keyword", "expected"),
        [
            ("REGISTER", {"registration": ["How to register"]}),  # title, other case
            ("business licence", {"registration": ["How to register"]}),  # text, other case
            ("password", {"signin": ["Sign in with a password"]}),
            ("短信验证码", {"signin": ["安全验证"]}),
            ("strong", {}),  # a tag name is not text
            ("%", {}),
        ],
    )
    async def test_keyword_matches_title_or_text_ignoring_case(
        self,
        client: httpx.AsyncClient,
        guides: dict[str, int],
        keyword: str,
        expected: dict[str, list[str]],
    ) -> None:
        assert titles(await find(client, keyword=keyword)) == expected

    async def test_module_and_keyword_combine(
        self, client: httpx.AsyncClient, guides: dict[str, int]
    ) -> None:
        assert titles(await find(client, module="registration", keyword="password")) == {}
        assert titles(await find(client, module="signin", keyword="sms")) == {
            "signin": ["Sign in with a password"]
        }

    async def test_a_too_long_keyword_is_refused_naming_the_field(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = await find(client, keyword="k" * 101)

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "keyword must have at most 100 characters",
            "body": None,
        }


class TestWhatReadersGet:
    async def test_the_html_is_cleaned_and_the_guide_placed_last_by_default(
        self, client: httpx.AsyncClient, console: Console, guides: dict[str, int]
    ) -> None:
        guide_id = await publish_guide(
            console,
            "signin",
            "Lost phone",
            '<p onmouseover="steal()">Call us</p><script>steal()</script>',
        )

        signin = (await find(client, module="signin"))["body"][0]["guides"]

        assert signin[-1] == {
            "id": guide_id,
            "title": "Lost phone",
            "content": "<p>Call us</p>",
            "sort": 30,
        }

    async def test_markdown_is_published_as_clean_html(
        self, client: httpx.AsyncClient, console: Console, guides: dict[str, int]
    ) -> None:
        guide_id = await publish_guide(
            console,
            "signin",
            "Markdown",
            "1. Open **Apply**\n2. Done<script>x</script>\n",
            format="markdown",
        )

        signin = (await find(client, module="signin"))["body"][0]["guides"]
        assert [g["content"] for g in signin if g["id"] == guide_id] == [
            "<ol>\n<li>Open <strong>Apply</strong></li>\n<li>Done</li>\n</ol>"
        ]

    @pytest.mark.parametrize(
        ("fields", "msg"),
        [
            ({"module": "1bad"}, "module has an invalid format"),
            ({"module": "a" * 33}, "module has an invalid format"),
            ({"title": ""}, "title must have at least 1 characters"),
            ({"sort": -1}, "sort must be at least 0"),
            (
                {"content": '<img src="javascript:alert(1)"><script>x</script>'},
                "content has no text or image left once unsafe HTML is removed",
            ),
        ],
    )
    async def test_bad_input_is_refused_and_nothing_is_stored(
        self, console: Console, service_app: FastAPI, fields: dict[str, Any], msg: str
    ) -> None:
        await console.body("guide-module/create", {"code": "signin", "name": "登录"})
        body = {"module": "signin", "title": "t", "format": "html", "content": "<p>x</p>"}

        envelope = await console.call("guide/create", body | fields)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}
        assert await count(service_app, HelpGuide) == 0
