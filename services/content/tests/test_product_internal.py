"""/internal/product/list: the catalogue for peers (customer's product permits)."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.internal import SERVICE_TOKEN_HEADER

LIST = "/internal/product/list"


def token_of(app: FastAPI) -> str:
    token: str = app.state.settings.service_token
    return token


class TestInternalProductList:
    async def test_a_peer_gets_the_products_in_display_order_in_its_language(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        headers = {SERVICE_TOKEN_HEADER: token_of(service_app), "Accept-Language": "en"}

        envelope = (await client.post(LIST, headers=headers, json={})).json()

        assert envelope["status"] == 200, envelope
        products = envelope["body"]
        assert [p["productCode"] for p in products][:2] == ["EC", "CRM"]
        assert len(products) == 9
        assert products[1] == {
            "productCode": "CRM",
            "productName": "Account centre",
            "summary": "Accounts, personnel, company information and partner invitations",
            "icon": "account",
            "sort": 20,
        }

    async def test_it_answers_as_the_public_list_does(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        headers = {SERVICE_TOKEN_HEADER: token_of(service_app), "Accept-Language": "zh-CN"}

        internal = (await client.post(LIST, headers=headers)).json()
        public = (
            await client.post("/web/portal/api/product/list", headers={"Accept-Language": "zh"})
        ).json()

        assert internal == public

    @pytest.mark.parametrize("token", [None, "wrong-token"])
    async def test_without_the_service_token_it_is_refused(
        self, client: httpx.AsyncClient, token: str | None
    ) -> None:
        headers = {"Accept-Language": "en"}
        if token is not None:
            headers[SERVICE_TOKEN_HEADER] = token

        envelope = (await client.post(LIST, headers=headers)).json()

        assert (envelope["status"], envelope["body"]) == (403, None)
