from typing import Annotated

from fastapi import Depends

from portal_kit.deps import KVDep, LanguageDep, ReadingSessionDep, SessionDep
from portal_kit.identity import ClockDep, CurrentIdentity
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, operator_with

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
    "ReadingSessionDep",
    "SessionDep",
]
