"""The unread badge, the message list and the message detail, as the web app calls them."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock

from .conftest import Headers
from .support import body, call, listed, send, unread


class TestUnreadNumbers:
    async def test_counts_what_the_caller_has_not_read_of_the_companys_messages(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        first = await send(service_app, "COMP-A")
        await send(service_app, "COMP-A")
        await send(service_app, "COMP-A", "U1")
        await send(service_app, "COMP-A", "U2")
        await send(service_app, "COMP-B")
        await call(client, "message/read", reader("COMP-A", "U1"), {"ids": [first]})

        assert await unread(client, reader("COMP-A", "U1"), "COMP-A") == 2
        assert await unread(client, reader("COMP-A", "U2"), "COMP-A") == 3
        assert await unread(client, reader("COMP-B", "U1"), "COMP-B") == 1

    async def test_a_company_without_messages_has_none_unread(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await call(
            client, "message/getIsUnreadNumbers", reader("NOBODY"), receiveCompCode="NOBODY"
        )

        assert envelope == {"ok": True, "status": 200, "msg": "", "body": 0}

    async def test_another_companys_count_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, "COMP-B")

        envelope = await call(
            client, "message/getIsUnreadNumbers", reader("COMP-A"), receiveCompCode="COMP-B"
        )

        assert envelope["status"] == 403
        assert envelope["msg"] == (
            "You can only read the messages of the company you are signed in to."
        )
        assert envelope["body"] is None

    async def test_without_a_token_it_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, "message/getIsUnreadNumbers", receiveCompCode="COMP-A")

        assert envelope["status"] == 401

    async def test_the_company_code_is_required(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await call(client, "message/getIsUnreadNumbers", reader("COMP-A"))

        assert envelope["status"] == 400
        assert envelope["msg"] == "receiveCompCode is required"


class TestList:
    async def test_lists_unread_first_then_read_newest_first_within_each(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers, clock: ManualClock
    ) -> None:
        ids = []
        for number in range(4):
            clock.advance(minutes=1)
            ids.append(await send(service_app, title=f"m{number}", content=f"<p>text {number}</p>"))
        await call(client, "message/read", reader(), {"ids": [ids[1], ids[3]]})

        page = await listed(client, reader())

        assert page["total"] == 4
        assert [(row["title"], row["readStatus"]) for row in page["list"]] == [
            ("m2", 0),
            ("m0", 0),
            ("m3", 1),
            ("m1", 1),
        ]
        assert page["list"][0] == {
            "id": ids[2],
            "title": "m2",
            "summary": "text 2",
            "type": "system",
            "readStatus": 0,
            "createdAt": page["list"][0]["createdAt"],
        }
        assert page["list"][0]["createdAt"] > page["list"][1]["createdAt"]

    async def test_pages_run_on_from_the_unread_into_the_read(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        ids = [await send(service_app, title=f"m{n}") for n in range(5)]
        await call(client, "message/read", reader(), {"ids": [ids[3], ids[4]]})

        pages = [
            body(await call(client, "message/list", reader(), {"pageNum": n, "pageSize": 2}))
            for n in (1, 2, 3, 4)
        ]

        assert [[row["title"] for row in page["list"]] for page in pages] == [
            ["m2", "m1"],
            ["m0", "m4"],
            ["m3"],
            [],
        ]
        assert {page["total"] for page in pages} == {5}

    async def test_filters_by_read_status(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        ids = [await send(service_app, title=f"m{n}") for n in range(3)]
        await call(client, "message/read", reader(), {"ids": [ids[0]]})

        unread_page = await listed(client, reader(), readStatus=0)
        read_page = await listed(client, reader(), readStatus=1)

        assert (unread_page["total"], [r["title"] for r in unread_page["list"]]) == (
            2,
            ["m2", "m1"],
        )
        assert (read_page["total"], [r["title"] for r in read_page["list"]]) == (1, ["m0"])

    async def test_filters_by_type(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, title="a", msg_type="permit")
        await send(service_app, title="b", msg_type="system")
        await send(service_app, title="c", msg_type="permit")

        page = await listed(client, reader(), type="permit")

        assert page["total"] == 2
        assert [(r["title"], r["type"]) for r in page["list"]] == [("c", "permit"), ("a", "permit")]

    async def test_a_message_to_one_user_is_seen_by_that_user_alone(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, "COMP-A", title="everyone")
        await send(service_app, "COMP-A", "U1", title="only U1")

        mine = await listed(client, reader("COMP-A", "U1"))
        theirs = await listed(client, reader("COMP-A", "U2"))

        assert [r["title"] for r in mine["list"]] == ["only U1", "everyone"]
        assert (theirs["total"], [r["title"] for r in theirs["list"]]) == (1, ["everyone"])

    async def test_never_shows_another_companys_messages(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, "COMP-B", title="B's")
        await send(service_app, "COMP-B", "U1", title="B's, to U1")

        page = await listed(client, reader("COMP-A", "U1"))

        assert page == {"total": 0, "list": []}

    async def test_shows_the_english_version_to_english_readers(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        await send(service_app, title="审核通过", content="<p>已通过</p>", titleEn="Approved")

        english = await listed(client, reader(language="en"))
        chinese = await listed(client, reader(language="zh-CN"))

        # Without an English content the Chinese summary stands for both.
        assert [(r["title"], r["summary"]) for r in english["list"]] == [("Approved", "已通过")]
        assert [(r["title"], r["summary"]) for r in chinese["list"]] == [("审核通过", "已通过")]

    async def test_a_call_without_a_body_lists_the_first_page(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        for _ in range(12):
            await send(service_app)

        page = body(await call(client, "message/list", reader()))

        assert (page["total"], len(page["list"])) == (12, 10)

    @pytest.mark.parametrize(
        ("query", "msg"),
        [
            ({"pageSize": 101}, "pageSize must be at most 100"),
            ({"pageNum": 0}, "pageNum must be at least 1"),
            ({"pageNum": 10**19}, "pageNum must be at most 1000000"),
            ({"readStatus": 2}, "readStatus must be one of 0 or 1"),
            (
                {"type": "spam"},
                "type must be one of 'system', 'registration', 'permit', 'employee', 'admin' "
                "or 'invitation'",
            ),
        ],
    )
    async def test_bad_input_names_the_field_and_the_rule(
        self, client: httpx.AsyncClient, reader: Headers, query: dict[str, object], msg: str
    ) -> None:
        envelope = await call(client, "message/list", reader(), query)

        assert (envelope["status"], envelope["msg"], envelope["body"]) == (400, msg, None)

    async def test_without_a_token_it_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, "message/list", None, {})

        assert envelope["status"] == 401


class TestDetail:
    async def test_shows_the_content_and_marks_the_message_read(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        message_id = await send(service_app, title="通知", content="<p>全文<b>加粗</b></p>")

        detail = body(
            await call(client, "message/detail", reader(language="zh-CN"), {"id": message_id})
        )

        assert detail == {
            "id": message_id,
            "title": "通知",
            "content": "<p>全文<b>加粗</b></p>",
            "type": "system",
            "readStatus": 1,
            "createdAt": detail["createdAt"],
        }
        assert await unread(client, reader(), "COMP-A") == 0
        assert [r["readStatus"] for r in (await listed(client, reader()))["list"]] == [1]

    async def test_another_companys_message_is_not_found_and_stays_unread(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        theirs = await send(service_app, "COMP-B")

        envelope = await call(client, "message/detail", reader("COMP-A"), {"id": theirs})
        unknown = await call(client, "message/detail", reader("COMP-A"), {"id": theirs + 1000})

        assert envelope == unknown
        assert (envelope["status"], envelope["msg"], envelope["body"]) == (
            404,
            "The message does not exist.",
            None,
        )
        assert await unread(client, reader("COMP-B"), "COMP-B") == 1

    async def test_another_users_personal_message_is_not_found(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        personal = await send(service_app, "COMP-A", "U2")

        envelope = await call(client, "message/detail", reader("COMP-A", "U1"), {"id": personal})

        assert envelope["status"] == 404
        assert await unread(client, reader("COMP-A", "U2"), "COMP-A") == 1

    async def test_a_deleted_message_is_not_found(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        message_id = await send(service_app)
        await call(client, "message/delete", reader(), {"ids": [message_id]})

        envelope = await call(client, "message/detail", reader(), {"id": message_id})

        assert envelope["status"] == 404

    @pytest.mark.parametrize(
        ("query", "msg"),
        [
            ({}, "id is required"),
            ({"id": 0}, "id must be at least 1"),
            ({"id": "x"}, "id must be a whole number"),
        ],
    )
    async def test_bad_ids_name_the_field_and_the_rule(
        self, client: httpx.AsyncClient, reader: Headers, query: dict[str, object], msg: str
    ) -> None:
        envelope = await call(client, "message/detail", reader(), query)

        assert (envelope["status"], envelope["msg"]) == (400, msg)

    async def test_an_id_beyond_the_database_range_is_refused(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        envelope = await call(client, "message/detail", reader(), {"id": 2**40})

        assert (envelope["status"], envelope["msg"]) == (400, "id must be at most 2147483647")
