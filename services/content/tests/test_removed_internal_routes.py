"""Publishing is the console's alone: the service token opens no publishing route."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from content.models import Article, HelpGuide
from portal_kit.internal import SERVICE_TOKEN_HEADER

FORGED = {
    "/internal/article/publish": {"title": "Forged", "category": "platform", "content": "<p>x</p>"},
    "/internal/guide/publish": {
        "module": "signin",
        "moduleName": "登录",
        "title": "Forged",
        "content": "<p>x</p>",
    },
}


@pytest.mark.parametrize("path", sorted(FORGED))
async def test_the_service_token_publishes_nothing(
    client: httpx.AsyncClient, service_app: FastAPI, path: str
) -> None:
    headers = {SERVICE_TOKEN_HEADER: service_app.state.settings.service_token}

    response = await client.post(path, json=FORGED[path], headers=headers)

    assert response.status_code == 404
    async with service_app.state.db.sessionmaker() as session:
        for model in (Article, HelpGuide):
            assert await session.scalar(select(func.count()).select_from(model)) == 0
