"""Names are what they look like: the titles, summaries and module names operators write for
readers refuse invisible format characters, naming the field, and nothing changes."""

from typing import Any

import pytest
from fastapi import FastAPI

from content.models import Base
from portal_kit.visible_cases import (
    FORMAT_CHARACTERS,
    VISIBLE_NAME,
    case_id,
    every_row,
    refusal,
    tainted,
)

from .console import Console

ARTICLE = {
    "category": "platform",
    "title": "平台上线",
    "titleEn": "Launch",
    "summary": "平台正式上线",
    "summaryEn": "The platform is live",
    "content": "企业可**在线**注册。",
    "contentEn": "Companies register **online**.",
}
GUIDE = {"module": "permits", "title": "如何申请", "titleEn": "How to apply", "content": "申请"}
MODULE = {"code": "permits", "name": "产品准入", "nameEn": "Product permits"}
# (call, a body otherwise valid, a field of it others read).
FIELDS = [
    ("article/create", ARTICLE, "title"),
    ("article/create", ARTICLE, "titleEn"),
    ("article/create", ARTICLE, "summary"),
    ("article/create", ARTICLE, "summaryEn"),
    ("article/update", ARTICLE | {"id": 1}, "title"),
    ("guide/create", GUIDE, "title"),
    ("guide/create", GUIDE, "titleEn"),
    ("guide/update", GUIDE | {"id": 1}, "title"),
    ("guide-module/create", MODULE, "name"),
    ("guide-module/create", MODULE, "nameEn"),
    ("guide-module/update", MODULE, "name"),
]


@pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
@pytest.mark.parametrize(("path", "body", "field"), FIELDS, ids=case_id)
async def test_a_format_character_is_refused_naming_the_field(
    console: Console,
    service_app: FastAPI,
    path: str,
    body: dict[str, Any],
    field: str,
    character: str,
) -> None:
    before = await every_row(service_app, Base.metadata)

    envelope = await console.call(path, tainted(body, field, character))

    assert (envelope["status"], envelope["msg"]) == (400, refusal(field, character))
    assert await every_row(service_app, Base.metadata) == before


async def test_a_title_with_cjk_blanks_punctuation_and_emoji_is_kept_as_typed(
    console: Console,
) -> None:
    created = await console.body("article/create", ARTICLE | {"title": VISIBLE_NAME})

    detail = await console.body("article/detail", {"id": created["id"]})
    assert detail["title"] == VISIBLE_NAME
