"""What the back office loads when it starts: its keys, and the demo operators' authenticators."""

import asyncio
from datetime import datetime

from fastapi import FastAPI

from backoffice.config import Settings
from backoffice.demo import enrol_demo_authenticators
from backoffice.signin.service import TOTP_PURPOSE
from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.sealed import app_sealer
from portal_kit.tokens import TokenSigner


class AppClock:
    """The app's clock at each reading: tests put theirs on the app after it started."""

    def __init__(self, app: FastAPI) -> None:
        self._app = app

    def now(self) -> datetime:
        return clock_of(self._app).now()


async def load_operator_signer(app: FastAPI) -> None:
    """The operators' token signing key (made only in dev and test modes)."""
    settings: Settings = app.state.settings
    app.state.operator_signer = await asyncio.to_thread(
        TokenSigner.load_or_create,
        settings.operator_token_key_directory,
        AppClock(app),
        settings.is_dev_like,
    )


async def enrol_demo_operators(app: FastAPI) -> None:
    settings: Settings = app.state.settings
    if not settings.is_dev_like:
        return
    database: Database = app.state.db
    async with database.transaction() as session:
        await enrol_demo_authenticators(session, app_sealer(app), TOTP_PURPOSE)
