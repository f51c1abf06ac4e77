from typing import Annotated

from fastapi import Depends, Request

from content.files.store import FileStore
from portal_kit.deps import KVDep, LanguageDep, SessionDep
from portal_kit.identity import ClockDep, CurrentIdentity
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, operator_with


# A coroutine: FastAPI runs a plain function dependency in a worker thread, a hop per call.
async def get_file_store(request: Request) -> FileStore:
    store: FileStore = request.app.state.file_store
    return store


FileStoreDep = Annotated[FileStore, Depends(get_file_store)]

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
