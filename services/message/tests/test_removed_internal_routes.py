"""Messages and announcements go out from the console alone: the service token opens no
sending or publishing route."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from message.models import Affiche, Message
from portal_kit.internal import SERVICE_TOKEN_HEADER

FORGED = {
    "/internal/message/send": {
        "receiveCompCode": "DEMO0001",
        "type": "system",
        "title": "Forged",
        "content": "<p>x</p>",
    },
    "/internal/affiche/publish": {"title": "Forged", "content": "<p>x</p>"},
}


@pytest.mark.parametrize("path", sorted(FORGED))
async def test_the_service_token_sends_and_publishes_nothing(
    client: httpx.AsyncClient, service_app: FastAPI, path: str
) -> None:
    headers = {SERVICE_TOKEN_HEADER: service_app.state.settings.service_token}

    response = await client.post(path, json=FORGED[path], headers=headers)

    assert response.status_code == 404
    async with service_app.state.db.sessionmaker() as session:
        for model in (Message, Affiche):
            assert await session.scalar(select(func.count()).select_from(model)) == 0
