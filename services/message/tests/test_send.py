"""A message as the platform's events deliver it: its HTML cleaned before anybody reads it."""

import httpx
from fastapi import FastAPI

from .conftest import Headers
from .support import body, call, listed, send


class TestSend:
    async def test_stores_sanitised_html_and_the_message_reaches_the_company(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        message_id = await send(
            service_app,
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
