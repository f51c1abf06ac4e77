"""Names are what they look like: every name, remark and reason a person types for others to
read refuses invisible format characters, naming the field, and nothing changes."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.invitation.models import Invitation
from customer.models import Base
from portal_kit.clock import ManualClock
from portal_kit.visible_cases import (
    FORMAT_CHARACTERS,
    VISIBLE_NAME,
    case_id,
    every_row,
    refusal,
    tainted,
)

from .company_support import VALID_ID
from .conftest import Headers
from .ops_support import ALL_ROLES, operator, ops
from .support import call

pytestmark = pytest.mark.usefixtures("demo")

NAME = "钱敏"
TEXT = "材料不清晰"
INVITATION = {"compName": "杭州示范物流有限公司", "contactName": NAME, "mobile": "13900000555"}
ACCOUNT = {
    "mobile": "13912340001",
    "smsCode": "123456",
    "name": NAME,
    "password": "encrypted",
    "browserID": "registerBrowser01",
}
PERMIT = {
    "compName": "杭州示范供应链管理有限公司",
    "creditCode": "91330100MA2H3K4L5X",
    "legalName": "周海",
    "legalIdNumber": VALID_ID,
    "provinceCode": "330000",
    "areaCode": "330100",
    "address": "杭州市西湖区文三路90号",
    "licenceFileToken": "licence",
    "compRoles": ["C102"],
}
CHANGE_ACC = {"name": NAME, "mobile": "13900000556", "idNumber": VALID_ID, "letterFileToken": "t"}
APPLY = {
    "productCode": "EC",
    "documentFileTokens": {},
    "voucher": {"name": NAME, "idNumber": VALID_ID},
    "remark": TEXT,
}

# (call, a body otherwise valid, a field of it others read).
PORTAL_FIELDS = [
    ("invitation/create", INVITATION | {"compRole": "C102"}, "compName"),
    ("invitation/create", INVITATION | {"compRole": "C102"}, "contactName"),
    ("register/account", ACCOUNT, "name"),
    ("register/permit", PERMIT, "compName"),
    ("register/permit", PERMIT, "legalName"),
    ("register/permit", PERMIT, "address"),
    ("register/verify/realName", {"name": NAME, "idNumber": VALID_ID}, "name"),
    (
        "company/employee/add",
        {"mobile": "13900000557", "name": NAME, "roleCodes": ["E102"]},
        "name",
    ),
    ("company/changeAcc", CHANGE_ACC, "name"),
    ("cust/product/apply", APPLY, "voucher.name"),
    ("cust/product/apply", APPLY, "remark"),
    ("cust/product/withdraw", {"productCode": "EC", "remark": TEXT}, "remark"),
]
RECOMMEND = {"id": 1, "approve": False, "reasons": TEXT}
DECIDE = {"id": 1, "decision": "reject", "reasons": TEXT}
CONSOLE_FIELDS = [
    ("registration/recommend", RECOMMEND | {"reasons": {"compName": TEXT}}, "reasons.compName"),
    ("registration/decide", DECIDE | {"reasons": {"other": TEXT}}, "reasons.other"),
    ("admin-change/recommend", RECOMMEND, "reasons"),
    ("admin-change/decide", DECIDE, "reasons"),
    ("permit/recommend", RECOMMEND, "reasons"),
    ("permit/decide", DECIDE, "reasons"),
    ("company/suspend", {"compCode": "DEMO0002", "reason": TEXT}, "reason"),
]


class TestPortalFields:
    @pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
    @pytest.mark.parametrize(("path", "body", "field"), PORTAL_FIELDS, ids=case_id)
    async def test_a_format_character_is_refused_naming_the_field(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        path: str,
        body: dict[str, Any],
        field: str,
        character: str,
    ) -> None:
        before = await every_row(service_app, Base.metadata)
        sent = tainted(body, field, character)

        envelope = await call(client, path, signed_in("EMP0004"), body=sent)

        assert (envelope["status"], envelope["msg"]) == (400, refusal(field, character))
        assert await every_row(service_app, Base.metadata) == before

    async def test_the_refusal_is_in_the_callers_language(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        body = INVITATION | {"compRole": "C102", "contactName": "钱\u202e敏"}

        envelope = await call(client, "invitation/create", signed_in("EMP0004", "zh-CN"), body=body)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "contactName包含不可见的格式字符（U+202E），请重新输入",
        )

    async def test_a_name_with_cjk_blanks_punctuation_and_emoji_is_kept_as_typed(
        self, client: httpx.AsyncClient, service_app: FastAPI, signed_in: Headers
    ) -> None:
        body = INVITATION | {"compRole": "C102", "compName": VISIBLE_NAME, "contactName": "O'Neil"}

        envelope = await call(client, "invitation/create", signed_in("EMP0004"), body=body)

        assert envelope["status"] == 200, envelope
        async with service_app.state.db.sessionmaker() as session:
            [row] = (await session.scalars(select(Invitation))).all()
        assert (row.comp_name, row.contact_name) == (VISIBLE_NAME, "O'Neil")


class TestConsoleFields:
    @pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
    @pytest.mark.parametrize(("path", "body", "field"), CONSOLE_FIELDS, ids=case_id)
    async def test_a_format_character_is_refused_naming_the_field(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        path: str,
        body: dict[str, Any],
        field: str,
        character: str,
    ) -> None:
        before = await every_row(service_app, Base.metadata)
        headers = operator(service_app, clock, *ALL_ROLES)
        sent = tainted(body, field, character)

        envelope = await ops(client, path, headers, sent)

        assert (envelope["status"], envelope["msg"]) == (400, refusal(field, character))
        assert await every_row(service_app, Base.metadata) == before
