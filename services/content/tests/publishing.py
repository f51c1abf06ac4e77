"""The operator tool's side of the tests: publishing through the internal routes."""

from typing import Any

import httpx
from fastapi import FastAPI

from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.settings import BaseServiceSettings

PUBLISH_ARTICLE = "/internal/article/publish"
PUBLISH_GUIDE = "/internal/guide/publish"


def operator_headers(settings: BaseServiceSettings) -> dict[str, str]:
    return {SERVICE_TOKEN_HEADER: settings.service_token, "Accept-Language": "en"}


async def publish(
    client: httpx.AsyncClient, app: FastAPI, path: str, **fields: Any
) -> dict[str, Any]:
    """The envelope of an internal publish call made with the deployment's service token."""
    response = await client.post(path, json=fields, headers=operator_headers(app.state.settings))
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


async def publish_article(client: httpx.AsyncClient, app: FastAPI, **fields: Any) -> int:
    body = {"category": "platform", "content": "<p>text</p>"} | fields
    envelope = await publish(client, app, PUBLISH_ARTICLE, **body)
    assert envelope["ok"] is True, envelope
    article_id: int = envelope["body"]["id"]
    return article_id


async def publish_guide(client: httpx.AsyncClient, app: FastAPI, **fields: Any) -> int:
    body = {"module": "signin", "moduleName": "登录", "content": "<p>text</p>"} | fields
    envelope = await publish(client, app, PUBLISH_GUIDE, **body)
    assert envelope["ok"] is True, envelope
    guide_id: int = envelope["body"]["id"]
    return guide_id
