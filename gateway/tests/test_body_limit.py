import httpx
import pytest
from fastapi import FastAPI

from gateway.body_limit import MAX_BODY_BYTES, MAX_UPLOAD_BYTES

PRODUCTS = "/api/web/portal/api/product/list"
UPLOAD = "/api/web/portal/api/third/file/store"


@pytest.fixture
async def raw(gateway_app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=gateway_app), base_url="http://p")


class TestBodyLimit:
    # JSON calls: 1 MB; the upload call: 10 MB and its multipart framing.
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
        response = await raw.post(
            PRODUCTS, headers={"content-type": "application/json"}, content=b"x" * 1024
        )

        # Unprotected, so the request protection refuses it: the limit let it through.
        assert response.status_code == 400

    async def test_an_upload_may_be_larger_but_not_over_10_mb(self, raw: httpx.AsyncClient) -> None:
        form = "multipart/form-data; boundary=x"
        within = {"content-length": str(MAX_BODY_BYTES + 1), "content-type": form}
        over = {"content-length": str(MAX_UPLOAD_BYTES + 1), "content-type": form}

        allowed = await raw.post(UPLOAD, headers=within, content=b"")
        refused = await raw.post(UPLOAD, headers=over, content=b"")

        # Past the size check: the (missing) request protection refuses it next.
        assert allowed.status_code == 400
        assert refused.status_code == 413
