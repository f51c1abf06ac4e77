from fastapi import FastAPI

from message.config import Settings
from message.endpoints import router
from message.pending import PENDING_CALLS
from portal_kit.app import create_service_app
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    return create_service_app(
        settings or Settings(),
        [router],
        PENDING_CALLS,
        description="In-site messages, announcements and unread counts.",
    )
