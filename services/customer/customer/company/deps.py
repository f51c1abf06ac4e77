"""What the company, invitation and real-name calls need from the request, gathered once."""

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from customer.deps import ReadingSessionDep, SessionDep
from portal_kit.clock import Clock
from portal_kit.i18n import Language, request_language
from portal_kit.identity import app_clock
from portal_kit.sealed import Sealer, app_sealer


@dataclass
class CompanyContext:
    app: FastAPI
    db: AsyncSession
    clock: Clock
    language: Language

    @property
    def kv(self) -> Redis:
        kv: Redis = self.app.state.kv
        return kv

    @property
    def sealer(self) -> Sealer:
        return app_sealer(self.app)

    def now(self) -> datetime:
        return self.clock.now()


# ``async``: FastAPI runs a plain function in a worker thread, a hop per call for nothing.
async def company_context(request: Request, db: SessionDep) -> CompanyContext:
    return CompanyContext(
        app=request.app, db=db, clock=app_clock(request), language=request_language(request)
    )


async def reading_company_context(request: Request, db: ReadingSessionDep) -> CompanyContext:
    return CompanyContext(
        app=request.app, db=db, clock=app_clock(request), language=request_language(request)
    )


CompanyDep = Annotated[CompanyContext, Depends(company_context)]
# For calls that only read (``Database.reading``).
ReadingCompanyDep = Annotated[CompanyContext, Depends(reading_company_context)]
