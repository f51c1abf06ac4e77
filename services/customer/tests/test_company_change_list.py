"""What operators see of every company's change-of-administrator requests in the console."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock

from .company_support import VALID_ID, upload
from .conftest import Headers
from .ops_support import ops, reviewer, settle
from .support import call

pytestmark = pytest.mark.usefixtures("demo", "auth_peer")


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
    async def test_every_companys_applications_by_status(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
        clock: ManualClock,
    ) -> None:
        first = await apply(client, signed_in, content_peer, "EMP0004", "13900000777")
        second = await apply(client, signed_in, content_peer, "EMP0002", "13900000888")
        await settle(client, service_app, "admin-change", first, False, "no seal")
        headers = reviewer(service_app, clock)

        everything = await ops(client, "admin-change/list", headers, {"status": ""})
        pending = await ops(client, "admin-change/list", headers, {"status": "pending"})

        assert everything["status"] == 200, everything
        rows = everything["body"]["rows"]
        assert [(a["id"], a["compCode"], a["status"]) for a in rows] == [
            (first, "DEMO0001", "rejected"),
            (second, "DEMO0002", "pending"),
        ]
        assert (rows[0]["compName"], rows[0]["operatorName"]) == (
            "上海示范核心企业集团有限公司",
            "复核乙",
        )
        assert [a["id"] for a in pending["body"]["rows"]] == [second]

    async def test_an_unknown_status_names_the_field(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        headers = reviewer(service_app, clock)

        envelope = await ops(client, "admin-change/list", headers, {"status": "open"})

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "status must be one of 'pending', 'approved' or 'rejected'",
        )
