import httpx
import pytest
from fastapi import FastAPI

from gateway.body_limit import MAX_BODY_BYTES

PRODUCTS = "/api/web/portal/api/product/list"


@pytest.fixture
async def raw(gateway_app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=gateway_app), base_url="http://p")


class TestBodyLimit:
    async def test_a_declared_length_over_the_cap_is_refused_unread(
        self, raw: httpx.AsyncClient
    ) -> None:
        headers = {"content-length": str(MAX_BODY_BYTES + 1), "accept-language": "en"}

        response = await raw.post(PRODUCTS, headers=headers, content=b"")

        assert response.status_code == 413
        assert response.json() == {
            "ok": False,
            "status": 413,
            "msg": "The request is too large.",
            "body": None,
        }

    async def test_a_chunked_body_without_length_is_refused(self, raw: httpx.AsyncClient) -> None:
        async def chunks():  # type: ignore[no-untyped-def]
            yield b"{}"

        response = await raw.post(PRODUCTS, content=chunks())

        assert response.status_code == 411
        assert response.json()["status"] == 411

    async def test_a_body_within_the_cap_goes_on_to_protection(
        self, raw: httpx.AsyncClient
    ) -> None:
        response = await raw.post(PRODUCTS, content=b"x" * 1024)

        # Unprotected, so the request protection refuses it: the limit let it through.
        assert response.status_code == 400
