from fastapi import FastAPI

from backoffice.audit import endpoints as audit
from backoffice.audit.consumer import start_consuming, stop_consuming
from backoffice.config import ALEMBIC_INI, Settings
from backoffice.internal import endpoints as internal
from backoffice.me import endpoints as me
from backoffice.operators import endpoints as operators
from backoffice.seed import seed
from backoffice.signin import endpoints as signin
from backoffice.startup import enrol_demo_operators, load_operator_signer
from portal_kit import credential
from portal_kit.app import create_service_app
from portal_kit.demo import demo_routers
from portal_kit.passwords import choose_hashing_cost
from portal_kit.sealed import OPERATOR_SECRETS, sealer_loader
from portal_kit.settings import BaseServiceSettings


def create_app(settings: BaseServiceSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    return create_service_app(
        settings,
        [
            signin.router,
            me.router,
            operators.router,
            audit.router,
            internal.router,
            credential.router,
            *demo_routers(settings, seed),
        ],
        description="Operator accounts, roles, sign-in with a second factor, API tokens and "
        "the operator audit log.",
        on_startup=[
            choose_hashing_cost,
            credential.credential_keys_loader(credential.OPERATOR_CREDENTIAL),
            sealer_loader(OPERATOR_SECRETS),
            load_operator_signer,
            enrol_demo_operators,
            start_consuming,
        ],
        on_shutdown=[stop_consuming],
        migrations=ALEMBIC_INI,
    )
