"""What the back office's calls need, gathered once per request, and who may make them."""

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.config import Settings
from portal_kit.clock import Clock
from portal_kit.deps import KVDep, SessionDep
from portal_kit.identity import app_clock
from portal_kit.keyring import KeyRing
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, client_address, operator_with
from portal_kit.sealed import Sealer, app_sealer
from portal_kit.sessions import OPERATOR_SESSIONS, SessionStore
from portal_kit.tokens import TokenSigner


@dataclass
class BackofficeContext:
    app: FastAPI
    db: AsyncSession
    kv: Redis
    clock: Clock
    ip: str
    user_agent: str

    @property
    def settings(self) -> Settings:
        settings: Settings = self.app.state.settings
        return settings

    @property
    def sessions(self) -> SessionStore:
        return SessionStore(self.kv, self.clock, OPERATOR_SESSIONS)

    @property
    def signer(self) -> TokenSigner:
        signer: TokenSigner = self.app.state.operator_signer
        return signer

    @property
    def credential_keys(self) -> KeyRing:
        keys: KeyRing = self.app.state.credential_keys
        return keys

    @property
    def sealer(self) -> Sealer:
        return app_sealer(self.app)


def backoffice_context(request: Request, db: SessionDep, kv: KVDep) -> BackofficeContext:
    return BackofficeContext(
        app=request.app,
        db=db,
        kv=kv,
        clock=app_clock(request),
        ip=client_address(request),
        user_agent=request.headers.get("user-agent", "")[:255],
    )


ContextDep = Annotated[BackofficeContext, Depends(backoffice_context)]
OpsAdmin = Annotated[OperatorContext, Depends(operator_with(OperatorRole.OPS_ADMIN))]
# Who reads operators and the audit log: administrators and auditors.
AuditReader = Annotated[
    OperatorContext, Depends(operator_with(OperatorRole.OPS_ADMIN, OperatorRole.AUDITOR))
]
AnyOperator = Annotated[OperatorContext, Depends(operator_with(*OperatorRole))]
