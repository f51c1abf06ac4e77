"""Announcements: every signed-in user reads the published ones, read receipts per user."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from fastapi import FastAPI

from message.affiche import service
from message.affiche.schemas import AffichePublish
from portal_kit.clock import ManualClock, clock_of

from .conftest import Headers
from .support import body, call


async def publish(app: FastAPI, title: str, **extra: Any) -> int:
    """A published announcement, stored as the demo data's are (editors use the console)."""
    request = AffichePublish.model_validate(
        {"title": title, "content": f"<p>{title} 正文</p>", **extra}
    )
    async with app.state.db.sessionmaker() as session:
        affiche = await service.publish(session, request, clock_of(app).now())
        await session.commit()
    return affiche.id


def at(clock: ManualClock, **delta: float) -> str:
    return (clock.now() + timedelta(**delta)).isoformat()


class TestList:
    async def test_lists_published_announcements_newest_first_with_read_per_user(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers, clock: ManualClock
    ) -> None:
        old = await publish(service_app, "旧公告", publishedAt=at(clock, days=-3))
        new = await publish(service_app, "新公告", publishedAt=at(clock, days=-1))
        await call(client, "affiche/detail", reader("COMP-A", "U1"), {"id": old})

        mine = body(await call(client, "affiche/list", reader("COMP-A", "U1"), {}))
        theirs = body(await call(client, "affiche/list", reader("COMP-B", "U2"), {}))

        assert mine == {
            "total": 2,
            "list": [
                {
                    "id": new,
                    "title": "新公告",
                    "summary": "新公告 正文",
                    "publishedAt": mine["list"][0]["publishedAt"],
                    "read": False,
                },
                {
                    "id": old,
                    "title": "旧公告",
                    "summary": "旧公告 正文",
                    "publishedAt": mine["list"][1]["publishedAt"],
                    "read": True,
                },
            ],
        }
        assert [row["read"] for row in theirs["list"]] == [False, False]
        published = datetime.fromisoformat(mine["list"][1]["publishedAt"])
        assert published == (clock.now() - timedelta(days=3)).astimezone(UTC)

    async def test_an_announcement_for_later_shows_once_its_time_comes(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers, clock: ManualClock
    ) -> None:
        later = await publish(service_app, "预告", publishedAt=at(clock, hours=2))

        before = body(await call(client, "affiche/list", reader(), {}))
        hidden = await call(client, "affiche/detail", reader(), {"id": later})
        clock.advance(hours=2)
        after = body(await call(client, "affiche/list", reader(), {}))

        assert before == {"total": 0, "list": []}
        assert (hidden["status"], hidden["msg"]) == (404, "The announcement does not exist.")
        assert [row["id"] for row in after["list"]] == [later]

    async def test_pages(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers, clock: ManualClock
    ) -> None:
        for number in range(3):
            await publish(service_app, f"a{number}", publishedAt=at(clock, minutes=number - 10))

        page = body(await call(client, "affiche/list", reader(), {"pageNum": 2, "pageSize": 2}))

        assert (page["total"], [row["title"] for row in page["list"]]) == (3, ["a0"])

    async def test_a_page_size_over_100_is_refused(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await call(client, "affiche/list", reader(), {"pageSize": 101})

        assert (envelope["status"], envelope["msg"]) == (400, "pageSize must be at most 100")

    async def test_a_huge_page_number_is_refused_naming_it(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await call(client, "affiche/list", reader(), {"pageNum": 10**19})

        assert (envelope["status"], envelope["msg"]) == (400, "pageNum must be at most 1000000")

    async def test_without_a_token_it_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, "affiche/list", None, {})

        assert envelope["status"] == 401


class TestDetail:
    async def test_shows_the_content_and_records_the_read_receipt_once(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers, clock: ManualClock
    ) -> None:
        affiche_id = await publish(
            service_app, "维护", titleEn="Maintenance", contentEn="<p>Tonight</p>"
        )

        first = body(
            await call(client, "affiche/detail", reader(language="en"), {"id": affiche_id})
        )
        clock.advance(minutes=5)
        again = body(
            await call(client, "affiche/detail", reader(language="zh-CN"), {"id": affiche_id})
        )

        assert first == {
            "id": affiche_id,
            "title": "Maintenance",
            "content": "<p>Tonight</p>",
            "publishedAt": first["publishedAt"],
            "read": True,
        }
        assert (again["title"], again["content"]) == ("维护", "<p>维护 正文</p>")
        listed = body(await call(client, "affiche/list", reader(), {}))
        assert [row["read"] for row in listed["list"]] == [True]

    async def test_an_unknown_id_is_not_found(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await call(client, "affiche/detail", reader(), {"id": 999_999})

        assert (envelope["status"], envelope["body"]) == (404, None)


class TestPublish:
    async def test_sanitises_the_html(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        affiche_id = await publish(
            service_app, "t", content='<p onclick="x()">hi<script>bad()</script></p>'
        )

        detail = body(await call(client, "affiche/detail", reader(), {"id": affiche_id}))
        assert detail["content"] == "<p>hi</p>"
