from fastapi import FastAPI

from portal_kit.app import create_service_app
from portal_kit.settings import BaseServiceSettings
from reference.config import Settings
from reference.dicts.endpoints import router as dict_router
from reference.endpoints import router
from reference.pending import PENDING_CALLS


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    return create_service_app(
        settings or Settings(),
        [router, dict_router],
        PENDING_CALLS,
        description="Administrative divisions, linkage lists and dictionaries.",
    )
