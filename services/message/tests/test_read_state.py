"""Read, read all and delete: each reader's own state, and counters that stay true."""

import random

import httpx
import pytest
from fastapi import FastAPI

from .conftest import Headers
from .support import body, call, listed, send, unread

TYPES = ("system", "permit", "employee")


class TestRead:
    async def test_marks_messages_read_for_the_caller_alone(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        ids = [await send(service_app) for _ in range(3)]

        envelope = await call(client, "message/read", reader("COMP-A", "U1"), {"ids": ids[:2]})

        assert body(envelope) == {"unread": 1}
        assert await unread(client, reader("COMP-A", "U2"), "COMP-A") == 3

    async def test_reading_again_changes_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        ids = [await send(service_app) for _ in range(2)]
        await call(client, "message/read", reader(), {"ids": ids[:1]})

        envelope = await call(client, "message/read", reader(), {"ids": ids[:1]})

        assert body(envelope) == {"unread": 1}

    async def test_one_foreign_id_refuses_the_whole_call(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        mine = await send(service_app, "COMP-A")
        theirs = await send(service_app, "COMP-B")

        envelope = await call(client, "message/read", reader("COMP-A"), {"ids": [mine, theirs]})

        assert (envelope["status"], envelope["msg"]) == (404, "The message does not exist.")
        assert await unread(client, reader("COMP-A"), "COMP-A") == 1
        assert await unread(client, reader("COMP-B"), "COMP-B") == 1

    @pytest.mark.parametrize("ids", [[], list(range(1, 102))])
    async def test_needs_one_to_a_hundred_ids(
        self, client: httpx.AsyncClient, reader: Headers, ids: list[int]
    ) -> None:
        envelope = await call(client, "message/read", reader(), {"ids": ids})

        assert (envelope["status"], envelope["msg"]) == (400, "ids must list 1 to 100 message ids")

    async def test_ids_must_be_a_list(self, client: httpx.AsyncClient, reader: Headers) -> None:
        envelope = await call(client, "message/read", reader(), {"ids": 5})

        assert (envelope["status"], envelope["msg"]) == (400, "ids must be a list")


class TestReadAll:
    async def test_marks_everything_read_and_later_messages_arrive_unread(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        for msg_type in TYPES:
            await send(service_app, msg_type=msg_type)
        await send(service_app, "COMP-A", "U1")

        envelope = await call(client, "message/readAll", reader())
        later = await send(service_app, title="later")

        assert body(envelope) == {"unread": 0}
        page = await listed(client, reader())
        assert [(r["id"], r["readStatus"]) for r in page["list"]] == [
            (later, 0),
            *[(r["id"], 1) for r in page["list"][1:]],
        ]
        assert page["total"] == 5
        assert await unread(client, reader(), "COMP-A") == 1

    async def test_reads_only_the_type_asked_for(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, msg_type="permit", title="p")
        await send(service_app, msg_type="system", title="s")

        envelope = await call(client, "message/readAll", reader(), {"type": "permit"})

        assert body(envelope) == {"unread": 1}
        assert [r["title"] for r in (await listed(client, reader(), readStatus=0))["list"]] == ["s"]

    async def test_leaves_other_users_and_companies_unread(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, "COMP-A")
        await send(service_app, "COMP-B")

        await call(client, "message/readAll", reader("COMP-A", "U1"))

        assert await unread(client, reader("COMP-A", "U2"), "COMP-A") == 1
        assert await unread(client, reader("COMP-B", "U1"), "COMP-B") == 1

    async def test_an_unknown_type_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app)

        envelope = await call(client, "message/readAll", reader(), {"type": "spam"})

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("type must be one of 'system'")
        assert await unread(client, reader(), "COMP-A") == 1


class TestDelete:
    async def test_removes_the_message_for_the_caller_alone(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        keep = await send(service_app, title="keep")
        gone = await send(service_app, title="gone")

        envelope = await call(client, "message/delete", reader("COMP-A", "U1"), {"ids": [gone]})

        assert body(envelope) == {"unread": 1}
        mine = await listed(client, reader("COMP-A", "U1"))
        assert (mine["total"], [r["id"] for r in mine["list"]]) == (1, [keep])
        assert (await listed(client, reader("COMP-A", "U2")))["total"] == 2

    async def test_deleting_a_read_message_leaves_the_unread_count(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        read = await send(service_app)
        await send(service_app)
        await call(client, "message/detail", reader(), {"id": read})

        envelope = await call(client, "message/delete", reader(), {"ids": [read]})

        assert body(envelope) == {"unread": 1}
        assert (await listed(client, reader(), readStatus=1))["total"] == 0

    async def test_deleting_twice_finds_nothing_the_second_time(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        message_id = await send(service_app)
        await call(client, "message/delete", reader(), {"ids": [message_id]})

        envelope = await call(client, "message/delete", reader(), {"ids": [message_id]})

        assert envelope["status"] == 404

    async def test_a_foreign_id_deletes_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        mine = await send(service_app, "COMP-A")
        theirs = await send(service_app, "COMP-A", "U2")

        envelope = await call(
            client, "message/delete", reader("COMP-A", "U1"), {"ids": [mine, theirs]}
        )

        assert envelope["status"] == 404
        assert (await listed(client, reader("COMP-A", "U1")))["total"] == 1
        assert (await listed(client, reader("COMP-A", "U2")))["total"] == 2


class Model:
    """What one reader should see, computed the slow way."""

    def __init__(self) -> None:
        self.messages: dict[int, str] = {}
        self.read: set[int] = set()
        self.deleted: set[int] = set()

    def listing(self, msg_type: str | None) -> list[tuple[int, int]]:
        ids = [
            i
            for i in sorted(self.messages, reverse=True)
            if i not in self.deleted and (msg_type is None or self.messages[i] == msg_type)
        ]
        unread_ids = [(i, 0) for i in ids if i not in self.read]
        return unread_ids + [(i, 1) for i in ids if i in self.read]


class TestCountersStayTrue:
    async def test_a_long_mix_of_sends_reads_read_alls_and_deletes(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        """After every step the badge, the totals and every listing match a plain model."""
        rng = random.Random(20261123)
        me, other = reader("COMP-A", "U1"), reader("COMP-A", "U2")
        model = Model()
        for step in range(70):
            action = rng.choice(["send", "send", "personal", "read", "delete", "readAll", "detail"])
            visible = [i for i in model.messages if i not in model.deleted]
            if action in ("send", "personal"):
                msg_type = rng.choice(TYPES)
                user = "U1" if action == "personal" else None
                sent = await send(service_app, "COMP-A", user, msg_type=msg_type)
                model.messages[sent] = msg_type
                # Noise the reader must never see: another user's and another company's.
                if rng.random() < 0.3:
                    await send(service_app, "COMP-A", "U2", msg_type=msg_type)
                    await send(service_app, "COMP-B", "U1", msg_type=msg_type)
            elif action in ("read", "delete") and visible:
                ids = rng.sample(visible, rng.randint(1, min(3, len(visible))))
                assert body(await call(client, f"message/{action}", me, {"ids": ids}))
                (model.read if action == "read" else model.deleted).update(ids)
            elif action == "detail" and visible:
                message_id = rng.choice(visible)
                assert body(await call(client, "message/detail", me, {"id": message_id}))
                model.read.add(message_id)
            elif action == "readAll":
                msg_type = rng.choice([None, *TYPES])
                await call(client, "message/readAll", me, {"type": msg_type})
                model.read.update(i for i, t in model.messages.items() if msg_type in (None, t))
            if rng.random() < 0.2:
                await call(client, "message/readAll", other)

            expected = model.listing(None)
            assert await unread(client, me, "COMP-A") == sum(1 for _, s in expected if s == 0), step
            page = await listed(client, me)
            assert page["total"] == len(expected), step
            assert [(r["id"], r["readStatus"]) for r in page["list"]] == expected[:100], step
            msg_type, status = rng.choice(TYPES), rng.choice([0, 1])
            typed = await listed(client, me, type=msg_type, readStatus=status)
            wanted = [row for row in model.listing(msg_type) if row[1] == status]
            assert typed["total"] == len(wanted), step
            assert [(r["id"], r["readStatus"]) for r in typed["list"]] == wanted, step
