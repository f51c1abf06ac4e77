from fastapi import FastAPI

from message.affiche.console import router as affiche_console_router
from message.affiche.endpoints import router as affiche_router
from message.broadcast.endpoints import router as broadcast_router
from message.config import ALEMBIC_INI, Settings
from message.endpoints import router
from message.events.consumer import start_consuming, stop_consuming
from message.pending import PENDING_CALLS
from message.seed import seed
from portal_kit.app import create_service_app
from portal_kit.demo import demo_routers
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    return create_service_app(
        settings,
        [
            router,
            affiche_router,
            affiche_console_router,
            broadcast_router,
            *demo_routers(settings, seed),
        ],
        PENDING_CALLS,
        description="In-site messages, announcements and unread counts.",
        on_startup=[start_consuming],
        on_shutdown=[stop_consuming],
        peers=("customer",),
        event_outbox=True,
        migrations=ALEMBIC_INI,
    )
