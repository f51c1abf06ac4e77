"""Issue 9, item 5: what every answer tells the browser, and the body types each call takes."""

import httpx
import pytest
from fastapi import FastAPI

API = "/api/web/portal/api"
PRODUCTS = f"{API}/product/list"
UPLOAD = f"{API}/third/file/store"


@pytest.fixture
async def raw(gateway_app: FastAPI) -> httpx.AsyncClient:
    """A client that sends exactly what it is told: no request protection."""
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=gateway_app), base_url="http://p")


@pytest.fixture
async def over_https(gateway_app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=gateway_app), base_url="https://portal.example"
    )


class TestHeaders:
    async def test_api_answers_are_never_stored(self, gateway: httpx.AsyncClient) -> None:
        answer = await gateway.post(PRODUCTS)

        assert answer.json()["ok"] is True
        assert answer.headers["cache-control"] == "no-store"

    async def test_refusals_are_never_stored_either(self, raw: httpx.AsyncClient) -> None:
        refused = await raw.post(PRODUCTS)

        assert refused.status_code == 400
        assert refused.headers["cache-control"] == "no-store"

    async def test_the_web_app_gets_a_strict_policy(self, raw: httpx.AsyncClient) -> None:
        page = await raw.get("/index/index")

        policy = page.headers["content-security-policy"]
        assert "script-src 'self';" in policy
        assert "unsafe-inline" not in policy.split("script-src", 1)[1].split(";", 1)[0]
        assert "frame-ancestors 'none'" in policy
        assert page.headers["x-content-type-options"] == "nosniff"
        assert page.headers["referrer-policy"] == "same-origin"
        assert page.headers["cache-control"] == "no-cache"

    async def test_hsts_only_over_https(
        self, raw: httpx.AsyncClient, over_https: httpx.AsyncClient
    ) -> None:
        plain = await raw.get("/index/index")
        secure = await over_https.get("/index/index")

        assert "strict-transport-security" not in plain.headers
        assert secure.headers["strict-transport-security"].startswith("max-age=31536000")


class TestContentTypes:
    @pytest.mark.parametrize(
        "content_type",
        ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"],
    )
    async def test_a_json_call_refuses_other_bodies_with_415(
        self, raw: httpx.AsyncClient, content_type: str
    ) -> None:
        response = await raw.post(
            PRODUCTS,
            headers={"content-type": content_type, "accept-language": "en"},
            content=b"a=1",
        )

        assert response.status_code == 415
        assert response.json() == {
            "ok": False,
            "status": 415,
            "msg": "The request's content type is not accepted here.",
            "body": None,
        }

    async def test_the_upload_call_takes_multipart_and_refuses_text(
        self, raw: httpx.AsyncClient
    ) -> None:
        multipart = await raw.post(
            UPLOAD, headers={"content-type": "multipart/form-data; boundary=x"}, content=b"--x--"
        )
        text = await raw.post(UPLOAD, headers={"content-type": "text/plain"}, content=b"x")

        assert multipart.status_code == 400  # on to the protection, which refuses it
        assert text.status_code == 415

    async def test_json_with_a_charset_and_empty_bodies_pass(self, raw: httpx.AsyncClient) -> None:
        charset = await raw.post(
            PRODUCTS, headers={"content-type": "application/json; charset=utf-8"}, content=b"{}"
        )
        empty = await raw.post(PRODUCTS)

        assert charset.status_code == 400  # protection's refusal, not 415
        assert empty.status_code == 400
