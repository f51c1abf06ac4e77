"""The operator port reaches embedded services' internal routes, and nothing else."""

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from gateway.operator_port import OperatorPort
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.settings import DEV_SERVICE_TOKEN

UNKNOWN_FILE = {"fileToken": "no-such-file", "userCode": "U0001"}


@pytest.fixture
async def operator(gateway_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    port = OperatorPort(lambda: gateway_app.state.upstreams.embedded_apps)
    transport = httpx.ASGITransport(app=port)
    async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8001") as client:
        yield client


async def test_a_service_token_reaches_the_services_internal_route(
    operator: httpx.AsyncClient,
) -> None:
    answer = await operator.post(
        "/content/internal/file/check",
        json=UNKNOWN_FILE,
        headers={SERVICE_TOKEN_HEADER: DEV_SERVICE_TOKEN},
    )

    # The content service itself answered: the file is unknown to it.
    assert answer.json()["status"] == 404
    assert answer.json()["msg"] != "unknown service or not an internal route"


async def test_a_wrong_service_token_is_refused_by_the_service(
    operator: httpx.AsyncClient,
) -> None:
    answer = await operator.post(
        "/content/internal/file/check", json=UNKNOWN_FILE, headers={SERVICE_TOKEN_HEADER: "guess"}
    )

    assert answer.json()["status"] == 403


async def test_no_service_token_is_refused_at_the_port(operator: httpx.AsyncClient) -> None:
    answer = await operator.post("/content/internal/file/check", json=UNKNOWN_FILE)

    assert answer.status_code == 403
    assert answer.json()["msg"] == "a service token is required"


@pytest.mark.parametrize(
    "path",
    [
        "/nobody/internal/file/check",
        "/content/web/portal/api/product/list",
        "/content",
        "/",
    ],
)
async def test_only_internal_routes_of_known_services(
    operator: httpx.AsyncClient, path: str
) -> None:
    answer = await operator.post(path, json={}, headers={SERVICE_TOKEN_HEADER: DEV_SERVICE_TOKEN})

    assert answer.status_code == 404
    assert answer.json()["msg"] == "unknown service or not an internal route"
