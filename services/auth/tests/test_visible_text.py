"""Names are what they look like: the names peers send for new accounts and the reason an
operator gives for disabling one refuse invisible format characters, and nothing changes."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from auth.models import Base, User
from portal_kit.visible_cases import (
    FORMAT_CHARACTERS,
    VISIBLE_NAME,
    case_id,
    every_row,
    refusal,
    tainted,
)

from .conftest import internal, ops

pytestmark = pytest.mark.usefixtures("clock", "demo_users")

NEW_MOBILE = "13900000123"
ACCOUNT = {
    "mobile": NEW_MOBILE,
    "smsCode": "123456",
    "name": "王五",
    "password": "encrypted",
    "browserID": "browser-0123",
}
# (route, a body otherwise valid, a field of it others read).
PEER_FIELDS = [
    ("/internal/user/ensure", {"mobile": NEW_MOBILE, "name": "王五"}, "name"),
    ("/internal/register/account", ACCOUNT, "name"),
]


@pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
@pytest.mark.parametrize(("path", "body", "field"), PEER_FIELDS, ids=case_id)
async def test_a_name_from_a_peer_is_refused_naming_the_field(
    client: httpx.AsyncClient,
    service_app: FastAPI,
    service_token: str,
    path: str,
    body: dict[str, Any],
    field: str,
    character: str,
) -> None:
    before = await every_row(service_app, Base.metadata)

    envelope = await internal(client, path, tainted(body, field, character), service_token)

    assert (envelope["status"], envelope["msg"]) == (400, refusal(field, character))
    assert await every_row(service_app, Base.metadata) == before


@pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
async def test_a_disabling_reason_is_refused_naming_the_field(
    client: httpx.AsyncClient, service_app: FastAPI, admin: dict[str, str], character: str
) -> None:
    before = await every_row(service_app, Base.metadata)
    body = tainted({"userCode": "U0003", "reason": "account shared"}, "reason", character)

    envelope = await ops(client, "/ops/user/disable", body, admin)

    assert (envelope["status"], envelope["msg"]) == (400, refusal("reason", character))
    assert await every_row(service_app, Base.metadata) == before


async def test_a_name_with_cjk_blanks_punctuation_and_emoji_is_kept_as_typed(
    client: httpx.AsyncClient, service_app: FastAPI, service_token: str
) -> None:
    body = {"mobile": NEW_MOBILE, "name": VISIBLE_NAME}

    envelope = await internal(client, "/internal/user/ensure", body, service_token)

    assert envelope["status"] == 200, envelope
    assert envelope["body"]["name"] == VISIBLE_NAME
    async with service_app.state.db.sessionmaker() as session:
        user = await session.get(User, envelope["body"]["userCode"])
    assert user is not None
    assert user.name == VISIBLE_NAME
