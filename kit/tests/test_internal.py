"""Internal routes need the service token, and production needs a real one."""

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import APIRouter, Depends, FastAPI
from pydantic import ValidationError
from pydantic_settings import SettingsConfigDict

from portal_kit.envelope import Envelope, ok
from portal_kit.errors import install_error_handlers
from portal_kit.internal import SERVICE_TOKEN_HEADER, require_service_token
from portal_kit.settings import DEV_SERVICE_TOKEN, BaseServiceSettings, RunMode

TOKEN = "s3rvice-token-of-this-deployment-0123456789"


class InternalSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="INTERNALTEST_", extra="ignore")

    service_name: str = "internaltest"


router = APIRouter(prefix="/internal", dependencies=[Depends(require_service_token)])


@router.get("/ping")
async def ping() -> Envelope[str]:
    return ok("pong")


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    app = FastAPI()
    app.state.settings = InternalSettings(mode=RunMode.PROD, service_token=TOKEN)
    install_error_handlers(app)
    app.include_router(router)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://svc.test") as client:
        yield client


class TestServiceToken:
    async def test_the_right_token_passes(self, client: httpx.AsyncClient) -> None:
        response = await client.get("/internal/ping", headers={SERVICE_TOKEN_HEADER: TOKEN})

        assert response.json() == {"ok": True, "status": 200, "msg": "", "body": "pong"}

    @pytest.mark.parametrize(
        "headers",
        [{}, {SERVICE_TOKEN_HEADER: ""}, {SERVICE_TOKEN_HEADER: TOKEN[:-1]}, {"X-Other": TOKEN}],
    )
    async def test_a_missing_or_wrong_token_is_403(
        self, client: httpx.AsyncClient, headers: dict[str, str]
    ) -> None:
        response = await client.get("/internal/ping", headers={**headers, "Accept-Language": "en"})

        assert response.json() == {
            "ok": False,
            "status": 403,
            "msg": "You are not allowed to do this.",
            "body": None,
        }

    async def test_a_token_that_is_not_ascii_is_403_not_a_crash(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.get(
            "/internal/ping", headers={SERVICE_TOKEN_HEADER: "tökén".encode("latin-1")}
        )

        assert response.json()["status"] == 403


class TestServiceTokenSetting:
    def test_dev_and_test_modes_use_the_placeholder(self) -> None:
        assert InternalSettings(mode=RunMode.TEST).service_token == DEV_SERVICE_TOKEN

    def test_is_read_from_the_environment(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("INTERNALTEST_SERVICE_TOKEN", TOKEN)

        assert InternalSettings(mode=RunMode.PROD).service_token == TOKEN

    @pytest.mark.parametrize("token", [DEV_SERVICE_TOKEN, "too-short-0123456789"])
    def test_production_refuses_the_placeholder_or_a_short_token(self, token: str) -> None:
        with pytest.raises(ValidationError, match="INTERNALTEST_SERVICE_TOKEN") as refused:
            InternalSettings(mode=RunMode.PROD, service_token=token)

        assert token not in str(refused.value)
