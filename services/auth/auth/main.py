from fastapi import FastAPI

from auth import dev_endpoints
from auth.account import endpoints as account
from auth.config import ALEMBIC_INI, Settings
from auth.devices import endpoints as devices
from auth.internal import endpoints as internal
from auth.pending import PENDING_CALLS
from auth.reset import endpoints as reset
from auth.security import endpoints as security
from auth.seed import seed
from auth.signin import endpoints as signin
from auth.signin.password_rule import load_common_passwords
from auth.signin.tokens import load_token_signer
from auth.two_step import endpoints as two_step
from auth.user_admin import endpoints as user_admin
from portal_kit import credential
from portal_kit.app import create_service_app
from portal_kit.demo import demo_routers
from portal_kit.passwords import choose_hashing_cost
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    routers = [
        signin.router,
        signin.root_router,
        account.router,
        account.root_router,
        devices.router,
        reset.router,
        credential.router,
        internal.router,
        user_admin.router,
        security.router,
        two_step.router,
    ]
    if settings.is_dev_like:
        routers.append(dev_endpoints.router)
    routers += demo_routers(settings, seed)
    return create_service_app(
        settings,
        routers,
        PENDING_CALLS,
        description="Credentials, sessions, tokens, verification codes and security parameters.",
        on_startup=[
            choose_hashing_cost,
            credential.load_credential_keys,
            load_token_signer,
            load_common_passwords,
        ],
        peers=("customer", "content"),
        event_outbox=True,
        migrations=ALEMBIC_INI,
    )
