from fastapi import FastAPI

from customer.config import Settings
from customer.endpoints import router
from customer.pending import PENDING_CALLS
from portal_kit.app import create_service_app
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    return create_service_app(
        settings or Settings(),
        [router],
        PENDING_CALLS,
        description="Companies, employees, roles, permits, registration and invitations.",
    )
