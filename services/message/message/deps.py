from typing import Annotated

from fastapi import Depends, Request

from portal_kit.clock import Clock
from portal_kit.deps import KVDep, SessionDep
from portal_kit.i18n import Language, request_language
from portal_kit.identity import app_clock, current_identity
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, operator_with
from portal_kit.tokens import Identity

# The caller, their language and the clock as coroutines: FastAPI runs a plain function
# dependency in a worker thread, a hop that costs more CPU than the work (about 0.1 ms).


async def _identity(request: Request) -> Identity:
    return current_identity(request)


async def _language(request: Request) -> Language:
    return request_language(request)


async def _clock(request: Request) -> Clock:
    return app_clock(request)


CurrentIdentity = Annotated[Identity, Depends(_identity)]
LanguageDep = Annotated[Language, Depends(_language)]
# The app's clock (tests replace it): receipts and new rows are stamped with it.
ClockDep = Annotated[Clock, Depends(_clock)]

EDITOR, ADMIN, AUDITOR = OperatorRole.CONTENT_EDITOR, OperatorRole.OPS_ADMIN, OperatorRole.AUDITOR
# The console: content editors write announcements, auditors read them.
ContentEditor = Annotated[OperatorContext, Depends(operator_with(EDITOR))]
ContentReader = Annotated[OperatorContext, Depends(operator_with(EDITOR, AUDITOR))]
# In-site messages: content editors and operations administrators send, auditors read too.
MessageSender = Annotated[OperatorContext, Depends(operator_with(EDITOR, ADMIN))]
MessageReader = Annotated[OperatorContext, Depends(operator_with(EDITOR, ADMIN, AUDITOR))]

__all__ = [
    "ClockDep",
    "ContentEditor",
    "ContentReader",
    "CurrentIdentity",
    "KVDep",
    "LanguageDep",
    "MessageReader",
    "MessageSender",
    "SessionDep",
]
