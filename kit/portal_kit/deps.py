"""Request dependencies every service shares; services alias them in their own ``deps.py``."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.i18n import Language, request_language


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    async for session in request.app.state.db.session():
        yield session


def get_kv(request: Request) -> Redis:
    kv: Redis = request.app.state.kv
    return kv


SessionDep = Annotated[AsyncSession, Depends(get_session)]
KVDep = Annotated[Redis, Depends(get_kv)]
LanguageDep = Annotated[Language, Depends(request_language)]
