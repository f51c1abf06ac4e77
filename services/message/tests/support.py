"""Helpers of the message tests: calling the service as the web app, and messages delivered
as the platform's events deliver them."""

from typing import Any

import httpx
from fastapi import FastAPI

from message import service
from message.schemas import MessageSend
from portal_kit.clock import clock_of

API = "/web/portal/api"


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
    app: FastAPI,
    comp_code: str = "COMP-A",
    user_code: str | None = None,
    *,
    msg_type: str = "system",
    title: str = "标题",
    content: str = "<p>内容</p>",
    **extra: str,
) -> int:
    """A message stored through the service's own sending rules (committed); its id."""
    request = MessageSend.model_validate(
        {
            "receiveCompCode": comp_code,
            "receiveUserCode": user_code,
            "type": msg_type,
            "title": title,
            "content": content,
            **extra,
        }
    )
    async with app.state.db.sessionmaker() as session:
        message = await service.send(session, request, clock_of(app).now())
        await session.commit()
    return message.id


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
