"""A password is expired from the console alone: the service token cannot expire one."""

from typing import Any

import httpx
import pytest

from portal_kit.internal import SERVICE_TOKEN_HEADER

from .conftest import password_sign_in

pytestmark = pytest.mark.usefixtures("clock", "demo_users", "peers")


async def test_the_service_token_expires_no_password(
    client: httpx.AsyncClient, encrypt: Any, service_token: str
) -> None:
    response = await client.post(
        "/internal/user/password/expire",
        json={"mobile": "13800000002"},
        headers={SERVICE_TOKEN_HEADER: service_token},
    )
    after = await password_sign_in(client, encrypt, "13800000002", "Demo@123456")

    assert response.status_code == 404
    assert after["body"]["next"] == "tokens"
