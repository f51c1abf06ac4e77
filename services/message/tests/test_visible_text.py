"""Names are what they look like: the titles operators give messages and announcements
refuse invisible format characters, naming the field, and nothing changes."""

from typing import Any

import pytest
from fastapi import FastAPI

from message.models import Base
from portal_kit.visible_cases import (
    FORMAT_CHARACTERS,
    VISIBLE_NAME,
    case_id,
    every_row,
    refusal,
    tainted,
)

from .console import ALL_ROLES, Console

MESSAGE = {
    "audience": "company",
    "compCode": "DEMO0002",
    "title": "平台通知",
    "titleEn": "Platform notice",
    "content": "请于**月底**前完成年检。",
    "contentEn": "Please finish the annual check.",
}
AFFICHE = {
    "title": "系统维护公告",
    "titleEn": "Maintenance",
    "content": "本周六维护。",
    "contentEn": "Down on Saturday.",
}
# (call, a body otherwise valid, a field of it others read).
FIELDS = [
    ("message/send", MESSAGE, "title"),
    ("message/send", MESSAGE, "titleEn"),
    ("affiche/create", AFFICHE, "title"),
    ("affiche/create", AFFICHE, "titleEn"),
    ("affiche/update", AFFICHE | {"id": 1}, "title"),
    ("affiche/update", AFFICHE | {"id": 1}, "titleEn"),
]


@pytest.mark.usefixtures("customer_peer")
@pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
@pytest.mark.parametrize(("path", "body", "field"), FIELDS, ids=case_id)
async def test_a_title_is_refused_naming_the_field(
    console: Console,
    service_app: FastAPI,
    path: str,
    body: dict[str, Any],
    field: str,
    character: str,
) -> None:
    before = await every_row(service_app, Base.metadata)

    envelope = await console.call(path, tainted(body, field, character), *ALL_ROLES)

    assert (envelope["status"], envelope["msg"]) == (400, refusal(field, character))
    assert await every_row(service_app, Base.metadata) == before


@pytest.mark.usefixtures("customer_peer")
async def test_a_title_with_cjk_blanks_punctuation_and_emoji_is_kept_as_typed(
    console: Console,
) -> None:
    sent = await console.body("message/send", MESSAGE | {"title": VISIBLE_NAME}, *ALL_ROLES)

    assert sent["title"] == VISIBLE_NAME
    [row] = (await console.body("message/sent", {}, *ALL_ROLES))["rows"]
    assert row["title"] == VISIBLE_NAME
