"""Helpers the gateway tests share."""

from typing import Any

import httpx
from fastapi import FastAPI

from gateway.config import Settings
from portal_client.asynchronous import DEMO_PASSWORD, PORTAL_API, AsyncPortal
from portal_kit.sessions import Session
from portal_kit.tokens import TokenSigner

API = PORTAL_API


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
    """The envelope of a password sign-in as the sign-in page makes it (captcha read from the
    dev outbox); ``client`` protects its calls (``Protected``) and keeps no tokens from it."""
    page = AsyncPortal("", browser_id=browser_id, http=client)
    envelope = await page.try_sign_in(mobile, password)
    assert envelope.http_status == 200, envelope
    return envelope.to_json()
