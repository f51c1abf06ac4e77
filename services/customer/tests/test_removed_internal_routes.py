"""Registrations, permits and changes of administrator are decided in the console alone: the
service token opens none of the operator tool's old routes, and decides nothing."""

import httpx
import pytest
from fastapi import FastAPI

from customer.company.change.models import AdminChangeApplication
from customer.registration.models import Registration
from portal_kit.clock import ManualClock
from portal_kit.internal import SERVICE_TOKEN_HEADER

from .ops_cases import add_admin_change, add_registration
from .permit_support import permit_row

pytestmark = pytest.mark.usefixtures("demo")

READS = {
    "/internal/registration/list": {},
    "/internal/registration/detail": {"registrationId": 1},
    "/internal/permit/list": {},
    "/internal/company/changeAcc/list": {},
}


@pytest.mark.parametrize("path", sorted(READS))
async def test_the_service_token_lists_nothing(
    client: httpx.AsyncClient, service_app: FastAPI, path: str
) -> None:
    headers = {SERVICE_TOKEN_HEADER: service_app.state.settings.service_token}

    response = await client.post(path, json=READS[path], headers=headers)

    assert response.status_code == 404


async def test_the_service_token_decides_nothing(
    client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
) -> None:
    registration = await add_registration(service_app, clock, 1)
    change = await add_admin_change(service_app, clock)
    headers = {SERVICE_TOKEN_HEADER: service_app.state.settings.service_token}
    forged = {"approve": True, "operator": "anyone"}

    answers = [
        await client.post(path, json=forged | body, headers=headers)
        for path, body in (
            ("/internal/registration/decide", {"registrationId": registration}),
            ("/internal/permit/decide", {"compCode": "DEMO0001", "productCode": "CREDIT"}),
            ("/internal/company/changeAcc/decide", {"applicationId": change}),
        )
    ]

    assert [answer.status_code for answer in answers] == [404, 404, 404]
    credit = await permit_row(service_app, "DEMO0001", "CREDIT")
    assert credit is not None
    assert credit.status == 10
    async with service_app.state.db.sessionmaker() as session:
        assert (await session.get_one(Registration, registration)).status == "pending"
        assert (await session.get_one(AdminChangeApplication, change)).status == "pending"
