from fastapi import FastAPI

from customer.config import Settings
from customer.employee.endpoints import internal_router as employee_internal_router
from customer.employee.endpoints import router as employee_router
from customer.endpoints import router
from customer.pending import PENDING_CALLS
from customer.resource.endpoints import router as resource_router
from portal_kit.app import create_service_app
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    return create_service_app(
        settings or Settings(),
        [router, employee_router, resource_router, employee_internal_router],
        PENDING_CALLS,
        description="Companies, employees, roles, permits, registration and invitations.",
        peers=("auth", "content"),
    )
