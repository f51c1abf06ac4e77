"""Names are what they look like: the names operators are shown by in the console and the
audit log refuse invisible format characters, naming the field, and nothing changes."""

import httpx
import pytest
from fastapi import FastAPI

from backoffice.models import Base
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import operator_headers
from portal_kit.visible_cases import (
    FORMAT_CHARACTERS,
    VISIBLE_NAME,
    case_id,
    every_row,
    refusal,
    tainted,
)

from .conftest import call

pytestmark = pytest.mark.usefixtures("demo")

EN = {"Accept-Language": "en"}
NEW = {"username": "new.reviewer", "name": "新复核员", "roles": ["reviewer"]}
BOOTSTRAP = NEW | {"by": "ops-team"}
# (route, a body otherwise valid, a field of it others read).
FIELDS = [
    ("/ops/operator/create", NEW, "name"),
    ("/ops/operator/update", {"operatorCode": "OPDEMO5", "name": "复核员"}, "name"),
    ("/internal/operator/create", BOOTSTRAP, "name"),
    ("/internal/operator/create", BOOTSTRAP, "by"),
]


def headers(app: FastAPI, clock: ManualClock, settings: BaseServiceSettings) -> dict[str, str]:
    """An administrator's console token and the break-glass service token: each route reads
    the one it needs."""
    admin = operator_headers(app.state.settings, clock, OperatorRole.OPS_ADMIN, code="OPX")
    return admin | EN | {"X-Service-Token": settings.service_token}


@pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
@pytest.mark.parametrize(("path", "body", "field"), FIELDS, ids=case_id)
async def test_a_format_character_is_refused_naming_the_field(
    client: httpx.AsyncClient,
    service_app: FastAPI,
    service_settings: BaseServiceSettings,
    clock: ManualClock,
    path: str,
    body: dict[str, object],
    field: str,
    character: str,
) -> None:
    before = await every_row(service_app, Base.metadata)
    sent = tainted(body, field, character)

    envelope = await call(client, path, sent, headers(service_app, clock, service_settings))

    assert (envelope["status"], envelope["msg"]) == (400, refusal(field, character))
    assert await every_row(service_app, Base.metadata) == before


async def test_a_name_with_cjk_blanks_punctuation_and_emoji_is_kept_as_typed(
    client: httpx.AsyncClient,
    service_app: FastAPI,
    service_settings: BaseServiceSettings,
    clock: ManualClock,
) -> None:
    admin = headers(service_app, clock, service_settings)
    created = await call(client, "/ops/operator/create", NEW | {"name": VISIBLE_NAME}, admin)
    assert created["ok"], created

    code = created["body"]["operatorCode"]  # type: ignore[index]
    detail = await call(client, "/ops/operator/detail", {"operatorCode": code}, admin)
    assert detail["body"]["name"] == VISIBLE_NAME  # type: ignore[index]
