"""Helpers the gateway tests share."""

from typing import Any

import httpx
from fastapi import FastAPI

from gateway.config import Settings
from portal_client.protection import SECRET_KEY_PATH, encrypt_to
from portal_kit.sessions import Session
from portal_kit.tokens import TokenSigner

API = "/api/web/portal/api"
DEMO_PASSWORD = "Demo@123456"


def bearer_for(app: FastAPI, session: Session) -> dict[str, str]:
    """A fresh access token for ``session``, as auth issues one at sign-in or on refresh."""
    settings: Settings = app.state.settings
    signer = TokenSigner.load_or_create(settings.token_key_directory, app.state.clock, create=True)
    token = signer.issue(
        user_code=session.user_code,
        session_id=session.session_id,
        employee_code=session.employee_code,
        comp_code=session.comp_code,
        role=session.role,
        biz=session.biz,
    )
    return {"Authorization": f"Bearer {token}"}


async def password_sign_in(
    client: httpx.AsyncClient, mobile: str, browser_id: str, password: str = DEMO_PASSWORD
) -> dict[str, Any]:
    """The envelope of a password sign-in as the sign-in page makes it: the keys, an image
    captcha (its answer read from the dev outbox), the password encrypted to the credential key.
    ``client`` protects its calls (``Protected``)."""
    keys = (await client.post(SECRET_KEY_PATH)).json()["body"]
    await client.post(f"{API}/login/user/verify/code", params={"browserID": browser_id})
    outbox = (await client.get("/api/dev/outbox", params={"to": browser_id})).json()["body"]
    response = await client.post(
        f"{API}/login/user/mobileLoginWithSecurity",
        json={
            "loginType": "password",
            "mobile": mobile,
            "password": encrypt_to(keys["credential"]["spki"], password.encode()),
            "code": outbox[0]["code"],
            "browserID": browser_id,
        },
    )
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope
