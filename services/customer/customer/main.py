from fastapi import FastAPI

from customer.audit.endpoints import router as audit_router
from customer.company.change.console.endpoints import router as change_console_router
from customer.company.change.endpoints import router as change_router
from customer.company.console.endpoints import internal_router as company_internal_router
from customer.company.console.endpoints import router as company_console_router
from customer.company.endpoints import router as company_router
from customer.company.startup import load_identity_keys
from customer.config import ALEMBIC_INI, Settings
from customer.employee.endpoints import internal_router as employee_internal_router
from customer.employee.endpoints import router as employee_router
from customer.endpoints import router
from customer.events.consumer import start_consuming, stop_consuming
from customer.invitation.endpoints import router as invitation_router
from customer.notice.endpoints import internal_router as notice_internal_router
from customer.pending import PENDING_CALLS
from customer.permit.console.endpoints import router as permit_console_router
from customer.permit.endpoints import router as permit_router
from customer.personnel.endpoints import router as personnel_router
from customer.realname.endpoints import router as realname_router
from customer.registration.console.endpoints import router as registration_console_router
from customer.registration.endpoints import internal_router as registration_internal_router
from customer.registration.endpoints import router as registration_router
from customer.resource.endpoints import router as resource_router
from customer.review.endpoints import router as review_router
from customer.seed import seed
from portal_kit.app import create_service_app
from portal_kit.demo import demo_routers
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    return create_service_app(
        settings,
        # Routes are matched in this order, one by one: the product centre's calls, made on
        # every page, come first.
        [
            router,
            employee_router,
            resource_router,
            permit_router,
            employee_internal_router,
            personnel_router,
            audit_router,
            company_router,
            change_router,
            invitation_router,
            realname_router,
            registration_router,
            registration_internal_router,
            notice_internal_router,
            company_internal_router,
            review_router,
            registration_console_router,
            permit_console_router,
            change_console_router,
            company_console_router,
            *demo_routers(settings, seed),
        ],
        PENDING_CALLS,
        description="Companies, employees, roles, permits, registration and invitations.",
        peers=("auth", "content", "reference"),
        on_startup=[load_identity_keys, start_consuming],
        on_shutdown=[stop_consuming],
        event_outbox=True,
        migrations=ALEMBIC_INI,
    )
