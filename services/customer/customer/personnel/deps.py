"""What personnel calls need from the request, gathered once."""

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from customer.clients.auth import AuthClient, auth_client
from customer.deps import SessionDep
from portal_kit.clock import Clock
from portal_kit.i18n import Language, request_language
from portal_kit.identity import app_clock
from portal_kit.sessions import SessionStore


@dataclass
class PersonnelContext:
    app: FastAPI
    db: AsyncSession
    clock: Clock
    language: Language

    @property
    def kv(self) -> Redis:
        kv: Redis = self.app.state.kv
        return kv

    @property
    def sessions(self) -> SessionStore:
        return SessionStore(self.kv, self.clock)

    def auth(self) -> AuthClient:
        return auth_client(self.app)


def personnel_context(request: Request, db: SessionDep) -> PersonnelContext:
    return PersonnelContext(
        app=request.app, db=db, clock=app_clock(request), language=request_language(request)
    )


PersonnelDep = Annotated[PersonnelContext, Depends(personnel_context)]
