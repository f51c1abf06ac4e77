"""Request dependencies every service shares; services alias them in their own ``deps.py``."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.i18n import Language, request_language


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with request.app.state.db.transaction() as session:
        yield session


async def get_reading_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with request.app.state.db.reading() as session:
        yield session


async def get_kv(request: Request) -> Redis:
    kv: Redis = request.app.state.kv
    return kv


# Function scope: the commit happens before the answer is sent, so a failing commit reaches
# the error handlers (a 409 envelope) instead of following an answer that said success.
SessionDep = Annotated[AsyncSession, Depends(get_session, scope="function")]
# For calls that only read: no transaction to begin or commit (``Database.reading``).
ReadingSessionDep = Annotated[AsyncSession, Depends(get_reading_session)]
KVDep = Annotated[Redis, Depends(get_kv)]


# Every dependency here is a coroutine: FastAPI runs a plain function dependency in a worker
# thread, a hop per request that costs more CPU than the work (about 0.1 ms).


async def _request_language(request: Request) -> Language:
    return request_language(request)


LanguageDep = Annotated[Language, Depends(_request_language)]
