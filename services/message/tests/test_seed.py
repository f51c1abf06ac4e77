"""The demo data: messages for the demo companies and users, and announcements."""

import httpx
from fastapi import FastAPI

from message.seed import seed

from .conftest import Headers
from .support import body, call, listed, unread


async def load_demo(app: FastAPI) -> None:
    async with app.state.db.sessionmaker() as session:
        await seed(session, True)
        await session.commit()


class TestDemo:
    async def test_each_demo_user_has_messages_some_already_read(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await load_demo(service_app)

        counts = {
            (comp, user): (
                await unread(client, reader(comp, user), comp),
                (await listed(client, reader(comp, user)))["total"],
            )
            for comp, user in [
                ("DEMO0001", "U0002"),
                ("DEMO0001", "U0004"),
                ("DEMO0002", "U0001"),
                ("DEMO0003", "U0001"),
                ("DEMO0009", "U0010"),
            ]
        }

        assert counts == {
            ("DEMO0001", "U0002"): (4, 5),
            ("DEMO0001", "U0004"): (4, 4),
            ("DEMO0002", "U0001"): (3, 5),
            ("DEMO0003", "U0001"): (1, 2),
            # Three pages of ten, the older ones read.
            ("DEMO0009", "U0010"): (6, 26),
        }
        affiches = body(await call(client, "affiche/list", reader("DEMO0001", "U0002"), {}))
        assert affiches["total"] == 3

    async def test_announcements_read_in_the_readers_language(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await load_demo(service_app)

        english = body(await call(client, "affiche/list", reader("DEMO0001", "U0002"), {}))
        chinese = body(await call(client, "affiche/list", reader("DEMO0001", "U0002", "zh-CN"), {}))

        assert [row["title"] for row in english["list"]] == [
            "Beware of phone and SMS fraud",
            "Maintenance this Saturday",
            "The platform is live",
        ]
        assert chinese["list"][0]["title"] == "关于防范电信诈骗的提示"

    async def test_loading_twice_adds_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await load_demo(service_app)
        await load_demo(service_app)

        assert (await listed(client, reader("DEMO0001", "U0002")))["total"] == 5
        assert body(await call(client, "affiche/list", reader("DEMO0001"), {}))["total"] == 3

    async def test_without_demo_nothing_is_added(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            await seed(session, False)
            await session.commit()

        assert (await listed(client, reader("DEMO0001", "U0002")))["total"] == 0
