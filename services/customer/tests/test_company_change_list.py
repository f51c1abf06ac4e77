"""/internal/company/changeAcc/list: what operators see of change-of-administrator requests."""

import httpx
import pytest
from fastapi import FastAPI

from customer.company.change import repository as change_repository

from .company_support import VALID_ID, internal, upload
from .conftest import Headers
from .support import call

LIST = "/internal/company/changeAcc/list"
DECIDE = "/internal/company/changeAcc/decide"

pytestmark = pytest.mark.usefixtures("demo", "auth_peer")


def token(app: FastAPI) -> str:
    value: str = app.state.settings.service_token
    return value


async def apply(
    client: httpx.AsyncClient, signed_in: Headers, content_app: FastAPI, employee: str, mobile: str
) -> int:
    letter = await upload(content_app, signed_in(employee))
    body = {"name": "赵强", "mobile": mobile, "idNumber": VALID_ID, "letterFileToken": letter}
    envelope = await call(client, "company/changeAcc", signed_in(employee), body=body)
    assert envelope["status"] == 200, envelope
    application_id: int = envelope["body"]["applicationId"]
    return application_id


class TestList:
    async def test_every_companys_applications_newest_first_by_status(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        first = await apply(client, signed_in, content_peer, "EMP0004", "13900000777")
        second = await apply(client, signed_in, content_peer, "EMP0002", "13900000888")
        reject = {"applicationId": first, "approve": False, "reason": "no seal", "operator": "ops"}
        await internal(client, DECIDE, reject, service_token=token(service_app))

        everything = await internal(client, LIST, {}, service_token=token(service_app))
        pending = await internal(
            client, LIST, {"status": "pending"}, service_token=token(service_app)
        )

        assert everything["status"] == 200, everything
        assert [(a["applicationId"], a["compCode"], a["status"]) for a in everything["body"]] == [
            (second, "DEMO0002", "pending"),
            (first, "DEMO0001", "rejected"),
        ]
        rejected = everything["body"][1]
        assert (rejected["compName"], rejected["operator"], rejected["reason"]) == (
            "上海示范核心企业集团有限公司",
            "ops",
            "no seal",
        )
        # Personal numbers stay masked for operators too.
        assert (rejected["mobile"], rejected["idNumber"]) == ("139****0777", "110105********1236")
        assert [a["applicationId"] for a in pending["body"]] == [second]

    async def test_the_list_stops_at_its_limit_keeping_the_newest(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        await apply(client, signed_in, content_peer, "EMP0004", "13900000777")
        newest = await apply(client, signed_in, content_peer, "EMP0002", "13900000888")
        # 200 in production.
        monkeypatch.setattr(change_repository, "LIST_LIMIT", 1)

        envelope = await internal(client, LIST, {}, service_token=token(service_app))

        assert [a["applicationId"] for a in envelope["body"]] == [newest]

    async def test_an_unknown_status_names_the_field(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        envelope = await internal(
            client, LIST, {"status": "open"}, service_token=token(service_app)
        )

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "status must be one of 'pending', 'approved' or 'rejected'",
        )

    @pytest.mark.parametrize("service_token", [None, "guess"])
    async def test_without_the_service_token_nothing_is_listed(
        self, client: httpx.AsyncClient, service_token: str | None
    ) -> None:
        envelope = await internal(client, LIST, {}, service_token=service_token)

        assert (envelope["status"], envelope["body"]) == (403, None)
