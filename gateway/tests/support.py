"""Helpers the gateway tests share."""

from fastapi import FastAPI

from gateway.config import Settings
from portal_kit.sessions import Session
from portal_kit.tokens import TokenSigner


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
