from fastapi import FastAPI

from content.config import Settings
from content.endpoints import router
from content.pending import PENDING_CALLS
from portal_kit.app import create_service_app
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    return create_service_app(
        settings or Settings(),
        [router],
        PENDING_CALLS,
        description="News articles, the product catalogue, help guides and files.",
    )
