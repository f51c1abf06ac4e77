from fastapi import FastAPI

from portal_kit.app import create_service_app
from portal_kit.demo import demo_routers
from portal_kit.settings import BaseServiceSettings
from reference.config import ALEMBIC_INI, Settings
from reference.dicts.endpoints import router as dict_router
from reference.endpoints import internal_router, router
from reference.pending import PENDING_CALLS
from reference.seed import seed


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    return create_service_app(
        settings,
        [router, dict_router, internal_router, *demo_routers(settings, seed)],
        PENDING_CALLS,
        description="Administrative divisions, linkage lists and dictionaries.",
        migrations=ALEMBIC_INI,
    )
