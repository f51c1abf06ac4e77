"""Every public call of the service needs a valid access token (DESIGN §6): else status 401."""

import base64
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from portal_kit.clock import ManualClock
from portal_kit.tokens import TokenSigner

from .conftest import Headers
from .support import call

CALLS = (
    "cust/employee/findAllCompNameByMobile",
    "cust/employee/findAllCompNameByMobileEnable",
    "cust/employee/info/comp",
    "cust/employee/comps/all",
    "auth/isCustUserAuth",
    "res/menu/emp/role/findResAllByToken",
)
NOT_SIGNED_IN = {"ok": False, "status": 401, "msg": "Please sign in.", "body": None}

pytestmark = pytest.mark.parametrize("path", CALLS)


def with_claims(token: str, **changes: str) -> str:
    """The token with its payload edited and the original signature kept."""
    header, payload, signature = token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    edited = base64.urlsafe_b64encode(json.dumps(claims | changes).encode()).rstrip(b"=")
    return f"{header}.{edited.decode()}.{signature}"


async def answer(client: httpx.AsyncClient, path: str, authorization: str | None) -> dict[str, Any]:
    headers = {"Accept-Language": "en"}
    if authorization is not None:
        headers["Authorization"] = authorization
    return await call(client, path, headers, productCode="EC")


class TestSignInRequired:
    async def test_a_call_without_a_token_is_refused(
        self, client: httpx.AsyncClient, path: str
    ) -> None:
        assert await answer(client, path, None) == NOT_SIGNED_IN

    @pytest.mark.parametrize("authorization", ["Bearer", "Bearer not-a-jwt", "Basic VTAwMDE6eA=="])
    async def test_a_malformed_authorization_is_refused(
        self, client: httpx.AsyncClient, path: str, authorization: str
    ) -> None:
        assert await answer(client, path, authorization) == NOT_SIGNED_IN

    async def test_a_token_with_edited_claims_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers, path: str
    ) -> None:
        token = signed_in("EMP0005")["Authorization"].removeprefix("Bearer ")
        forged = with_claims(token, sub="U0002", emp="EMP0004", comp="DEMO0001")

        assert await answer(client, path, f"Bearer {forged}") == NOT_SIGNED_IN

    async def test_a_token_signed_by_an_unknown_key_is_refused(
        self, client: httpx.AsyncClient, clock: ManualClock, tmp_path: Path, path: str
    ) -> None:
        stranger = TokenSigner.load_or_create(tmp_path, clock, create=True)
        token = stranger.issue(
            user_code="U0001",
            session_id="S-x",
            employee_code="EMP0001",
            comp_code="DEMO0001",
            role="",
            biz="",
        )

        assert await answer(client, path, f"Bearer {token}") == NOT_SIGNED_IN

    async def test_a_token_that_worked_is_refused_once_expired(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock, path: str
    ) -> None:
        authorization = signed_in("EMP0001")["Authorization"]
        assert (await answer(client, path, authorization))["status"] == 200

        clock.advance(minutes=30)

        assert await answer(client, path, authorization) == NOT_SIGNED_IN

    async def test_the_same_token_is_accepted_while_it_lives(
        self, client: httpx.AsyncClient, signed_in: Headers, clock: ManualClock, path: str
    ) -> None:
        headers = signed_in("EMP0001")
        clock.advance(minutes=29, seconds=59)

        envelope = await answer(client, path, headers["Authorization"])

        assert envelope["status"] == 200
