from fastapi import FastAPI

from auth import dev_endpoints
from auth.config import Settings
from auth.endpoints import router
from auth.pending import PENDING_CALLS
from portal_kit.app import create_service_app
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    routers = [router, dev_endpoints.router] if settings.is_dev_like else [router]
    return create_service_app(
        settings,
        routers,
        PENDING_CALLS,
        description="Credentials, sessions, tokens, verification codes and security parameters.",
    )
