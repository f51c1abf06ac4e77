from typing import Annotated

from fastapi import Depends, Request

from content.files.store import FileStore
from portal_kit.clock import Clock
from portal_kit.deps import KVDep, SessionDep
from portal_kit.i18n import Language, request_language
from portal_kit.identity import app_clock, current_identity
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, operator_with
from portal_kit.tokens import Identity

# Coroutines: FastAPI runs a plain function dependency in a worker thread, a hop that costs
# more CPU than the work (about 0.1 ms per call).


async def get_file_store(request: Request) -> FileStore:
    store: FileStore = request.app.state.file_store
    return store


async def _language(request: Request) -> Language:
    return request_language(request)


async def _clock(request: Request) -> Clock:
    return app_clock(request)


async def _identity(request: Request) -> Identity:
    return current_identity(request)


FileStoreDep = Annotated[FileStore, Depends(get_file_store)]
LanguageDep = Annotated[Language, Depends(_language)]
# Articles become visible at their publication time, read from the app's (test-settable) clock.
ClockDep = Annotated[Clock, Depends(_clock)]
CurrentIdentity = Annotated[Identity, Depends(_identity)]

# The console: content editors write news, help and images; auditors read them.
ContentEditor = Annotated[OperatorContext, Depends(operator_with(OperatorRole.CONTENT_EDITOR))]
ContentReader = Annotated[
    OperatorContext,
    Depends(operator_with(OperatorRole.CONTENT_EDITOR, OperatorRole.AUDITOR)),
]
# Case documents (reviewers, approvers, auditors) and public images (content editors); the
# service narrows a content editor down to public files.
FileViewer = Annotated[
    OperatorContext,
    Depends(
        operator_with(
            OperatorRole.REVIEWER,
            OperatorRole.APPROVER,
            OperatorRole.AUDITOR,
            OperatorRole.CONTENT_EDITOR,
        )
    ),
]

__all__ = [
    "ClockDep",
    "ContentEditor",
    "ContentReader",
    "CurrentIdentity",
    "FileStoreDep",
    "FileViewer",
    "KVDep",
    "LanguageDep",
    "SessionDep",
]
