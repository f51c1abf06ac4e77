"""Helpers of the message tests: calling the service as the web app and as an operator."""

from typing import Any

import httpx

from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.settings import DEV_SERVICE_TOKEN

API = "/web/portal/api"
OPERATOR = {SERVICE_TOKEN_HEADER: DEV_SERVICE_TOKEN}


async def call(
    client: httpx.AsyncClient,
    name: str,
    headers: dict[str, str] | None = None,
    body: Any = None,
    **params: str,
) -> dict[str, Any]:
    """The envelope of ``POST /web/portal/api/<name>``; the HTTP status is always 200."""
    response = await client.post(f"{API}/{name}", headers=headers, json=body, params=params)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


def body(envelope: dict[str, Any]) -> Any:
    assert envelope["status"] == 200, envelope
    return envelope["body"]


async def send(
    client: httpx.AsyncClient,
    comp_code: str = "COMP-A",
    user_code: str | None = None,
    *,
    msg_type: str = "system",
    title: str = "标题",
    content: str = "<p>内容</p>",
    **extra: str,
) -> int:
    """An operator's message through the internal route; its id."""
    request = {
        "receiveCompCode": comp_code,
        "receiveUserCode": user_code,
        "type": msg_type,
        "title": title,
        "content": content,
        **extra,
    }
    response = await client.post("/internal/message/send", json=request, headers=OPERATOR)
    created: int = body(response.json())["id"]
    return created


async def listed(
    client: httpx.AsyncClient, headers: dict[str, str], **query: Any
) -> dict[str, Any]:
    """The body of ``message/list`` (defaults: first page of 100)."""
    page: dict[str, Any] = body(
        await call(client, "message/list", headers, {"pageSize": 100, **query})
    )
    return page


async def unread(client: httpx.AsyncClient, headers: dict[str, str], comp_code: str) -> int:
    count: int = body(
        await call(client, "message/getIsUnreadNumbers", headers, receiveCompCode=comp_code)
    )
    return count
