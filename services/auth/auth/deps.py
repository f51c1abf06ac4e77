from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from auth.clients.customer import CustomerClient, customer_client
from auth.params import int_param
from auth.user_sessions import UserSessions
from portal_kit.clock import Clock
from portal_kit.deps import KVDep, LanguageDep, ReadingSessionDep, SessionDep
from portal_kit.identity import CurrentIdentity, app_clock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, operator_with
from portal_kit.settings import BaseServiceSettings

# Every dependency here is a coroutine: FastAPI runs a plain function dependency in a worker
# thread, a hop that costs more CPU than the work (about 0.1 ms per call).


async def get_settings(request: Request) -> BaseServiceSettings:
    settings: BaseServiceSettings = request.app.state.settings
    return settings


SettingsDep = Annotated[BaseServiceSettings, Depends(get_settings)]

# Operators (the console): who may read users and security parameters, and who may change them.
OpsReader = Annotated[
    OperatorContext, Depends(operator_with(OperatorRole.OPS_ADMIN, OperatorRole.AUDITOR))
]
OpsAdmin = Annotated[OperatorContext, Depends(operator_with(OperatorRole.OPS_ADMIN))]


@dataclass
class OpsContext:
    """What a console call of auth works with, gathered once per request."""

    app: FastAPI
    db: AsyncSession
    kv: Redis
    clock: Clock

    @property
    def now(self) -> int:
        return int(self.clock.now().timestamp())

    @property
    def sessions(self) -> UserSessions:
        return UserSessions(self.kv, self.clock)

    def customer(self) -> CustomerClient:
        return customer_client(self.app)

    async def param(self, key: str) -> int:
        return await int_param(self.db, key)


async def ops_context(request: Request, db: SessionDep, kv: KVDep) -> OpsContext:
    return OpsContext(app=request.app, db=db, kv=kv, clock=app_clock(request))


OpsDep = Annotated[OpsContext, Depends(ops_context)]

__all__ = [
    "CurrentIdentity",
    "KVDep",
    "LanguageDep",
    "OpsAdmin",
    "OpsDep",
    "OpsReader",
    "ReadingSessionDep",
    "SessionDep",
    "SettingsDep",
]
