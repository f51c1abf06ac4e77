"""Auth's question at sign-in: in which companies can this user work (DESIGN §11 chooseCompany)."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.settings import BaseServiceSettings

from .support import disable

LIST = "/internal/employee/list"

pytestmark = pytest.mark.usefixtures("demo")


@pytest.fixture
def service_headers(service_settings: BaseServiceSettings) -> dict[str, str]:
    return {SERVICE_TOKEN_HEADER: service_settings.service_token, "Accept-Language": "en"}


class TestSignInChoices:
    async def test_a_user_of_three_companies_gets_three_choices_with_default_roles(
        self, client: httpx.AsyncClient, service_headers: dict[str, str]
    ) -> None:
        envelope = (
            await client.post(LIST, json={"userCode": "U0001"}, headers=service_headers)
        ).json()

        assert envelope["ok"] is True
        choices = {choice["compCode"]: choice for choice in envelope["body"]}
        assert set(choices) == {"DEMO0001", "DEMO0002", "DEMO0003"}
        assert choices["DEMO0001"] == {
            "employeeCode": "EMP0001",
            "compCode": "DEMO0001",
            "compName": choices["DEMO0001"]["compName"],
            "compRole": "C101",
            "compBizCode": "DEMO0001-EC-C101",
            "suspended": False,
            "suspendedAt": None,
            "suspendReason": None,
        }

    async def test_a_disabled_company_is_not_a_choice(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_headers: dict[str, str]
    ) -> None:
        await disable(service_app, company="DEMO0003")

        envelope = (
            await client.post(LIST, json={"userCode": "U0001"}, headers=service_headers)
        ).json()

        assert {choice["compCode"] for choice in envelope["body"]} == {"DEMO0001", "DEMO0002"}

    async def test_an_unknown_user_has_no_choices(
        self, client: httpx.AsyncClient, service_headers: dict[str, str]
    ) -> None:
        envelope = (
            await client.post(LIST, json={"userCode": "U9999"}, headers=service_headers)
        ).json()

        assert envelope["body"] == []

    async def test_without_the_service_token_it_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = (await client.post(LIST, json={"userCode": "U0001"})).json()

        assert envelope["status"] == 403
