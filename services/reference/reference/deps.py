from typing import Annotated

from fastapi import Depends, Request

from portal_kit.deps import KVDep, SessionDep
from portal_kit.i18n import Language, request_language


async def _language(request: Request) -> Language:
    # A coroutine: FastAPI runs a plain function dependency in a worker thread, a hop that
    # costs more CPU than the work (about 0.1 ms per call).
    return request_language(request)


LanguageDep = Annotated[Language, Depends(_language)]

__all__ = ["KVDep", "LanguageDep", "SessionDep"]
