"""The start-up step of the customer service: its identity keys (and sealed demo data)."""

from fastapi import FastAPI

from customer.company.demo_cases import fill_demo_cases
from customer.company.demo_identity import fill_demo_identity
from customer.invitation.demo import fill_demo_invitations
from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.sealed import app_sealer, load_app_sealer
from portal_kit.settings import BaseServiceSettings


async def load_identity_keys(app: FastAPI) -> None:
    """Load the keys ID numbers are sealed with (production refuses to start without one)."""
    await load_app_sealer(app)
    settings: BaseServiceSettings = app.state.settings
    if settings.is_dev_like:
        database: Database = app.state.db
        async with database.transaction() as session:
            await fill_demo_identity(session, app_sealer(app))
            await fill_demo_cases(session, app_sealer(app), clock_of(app).now())
            await fill_demo_invitations(session, clock_of(app).now())
