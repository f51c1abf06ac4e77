import base64

import httpx
from fastapi import FastAPI

from auth.config import Settings
from auth.main import create_app
from portal_kit.settings import RunMode

PORTAL = "https://portal.example.com"

CAPTCHA = "/web/portal/api/login/user/verify/code"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class TestCaptcha:
    async def test_draws_a_png_bound_to_the_browser(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        envelope = (await client.post(CAPTCHA, params={"browserID": "browser-0001"})).json()

        assert envelope["ok"] is True
        prefix, encoded = envelope["body"]["image"].split(",", 1)
        assert prefix == "data:image/png;base64"
        assert base64.b64decode(encoded).startswith(PNG_SIGNATURE)
        assert envelope["body"]["expiresInSec"] == 120
        kv = service_app.state.kv
        assert len(await kv.get("captcha:browser-0001")) == 4
        assert 0 < await kv.ttl("captcha:browser-0001") <= 120

    async def test_a_new_captcha_replaces_the_previous_answer(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        await client.post(CAPTCHA, params={"browserID": "browser-0002"})
        outbox = (await client.get("/dev/outbox", params={"to": "browser-0002"})).json()["body"]
        await client.post(CAPTCHA, params={"browserID": "browser-0002"})
        newest = (await client.get("/dev/outbox", params={"to": "browser-0002"})).json()["body"]

        assert len(newest) == 2
        assert newest[0]["kind"] == "captcha"
        assert await service_app.state.kv.get("captcha:browser-0002") == newest[0]["code"]
        assert outbox[0]["code"] == newest[1]["code"]

    async def test_a_malformed_browser_id_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = (
            await client.post(CAPTCHA, params={"browserID": "x"}, headers={"Accept-Language": "en"})
        ).json()

        assert envelope["status"] == 400
        assert envelope["msg"] == "browserID has an invalid format"


class TestDevOutbox:
    async def test_is_absent_in_production_mode(self) -> None:
        app = create_app(Settings(mode=RunMode.PROD, service_token="p" * 40, portal_url=PORTAL))
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://auth.test") as client:
            response = await client.get("/dev/outbox", params={"to": "13800000001"})

        assert response.status_code == 404
