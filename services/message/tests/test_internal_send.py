"""Operators (and other services) send messages through the internal route."""

import httpx
import pytest

from .conftest import Headers
from .support import OPERATOR, body, call, listed, send

SEND = "/internal/message/send"


class TestSend:
    async def test_stores_sanitised_html_and_the_message_reaches_the_company(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        message_id = await send(
            client,
            title="  维护通知 ",
            content=(
                '<p onclick="steal()">今晚<script>alert(1)</script>维护，'
                '<a href="javascript:alert(1)">详情</a> <a href="https://example.com/x">公告</a></p>'
            ),
        )

        detail = body(await call(client, "message/detail", reader(), {"id": message_id}))

        assert detail["title"] == "维护通知"
        assert detail["content"] == (
            '<p>今晚维护，<a target="_blank" rel="noopener noreferrer">详情</a> '
            '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">公告</a></p>'
        )
        assert (await listed(client, reader()))["list"][0]["summary"] == "今晚维护，详情 公告"

    async def test_needs_the_service_token(
        self, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        request = {"receiveCompCode": "COMP-A", "type": "system", "title": "t", "content": "c"}

        response = await client.post(SEND, json=request, headers=reader())

        assert response.json()["status"] == 403
        assert (await listed(client, reader()))["total"] == 0

    @pytest.mark.parametrize(
        ("change", "msg"),
        [
            ({"title": None}, "title is required"),
            ({"title": "   "}, "title must have at least 1 characters"),
            ({"title": "x" * 201}, "title must have at most 200 characters"),
            ({"receiveCompCode": ""}, "receiveCompCode must have at least 1 characters"),
            (
                {"type": "spam"},
                "type must be one of 'system', 'registration', 'permit', "
                "'employee', 'admin' or 'invitation'",
            ),
            (
                {"content": "<script>alert(1)</script>"},
                "content has no text left once unsafe HTML is removed",
            ),
        ],
    )
    async def test_bad_input_names_the_field_and_the_rule_and_stores_nothing(
        self,
        client: httpx.AsyncClient,
        reader: Headers,
        change: dict[str, object],
        msg: str,
    ) -> None:
        request = {"receiveCompCode": "COMP-A", "type": "system", "title": "t", "content": "c"}
        request = {k: v for k, v in (request | change).items() if v is not None}

        response = await client.post(
            SEND, json=request, headers=OPERATOR | {"Accept-Language": "en"}
        )

        assert (response.json()["status"], response.json()["msg"]) == (400, msg)
        assert (await listed(client, reader()))["total"] == 0
