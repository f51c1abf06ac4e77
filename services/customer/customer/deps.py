from typing import Annotated

from fastapi import Depends, Query

from portal_kit.deps import KVDep, LanguageDep, ReadingSessionDep, SessionDep
from portal_kit.identity import CurrentIdentity
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, operator_with

# The ``productCode`` query parameter of the specification's calls.
ProductCode = Annotated[str, Query(alias="productCode", min_length=1, max_length=32)]

# Operators of the console, by what their call needs.
_REVIEWER, _APPROVER = OperatorRole.REVIEWER, OperatorRole.APPROVER
_OPS_ADMIN, _AUDITOR = OperatorRole.OPS_ADMIN, OperatorRole.AUDITOR
# Review queues and companies are read by every role that works on them; auditors only read.
CaseReader = Annotated[
    OperatorContext, Depends(operator_with(_REVIEWER, _APPROVER, _OPS_ADMIN, _AUDITOR))
]
# Whole identity numbers: only those who check and decide the cases.
Unmasker = Annotated[OperatorContext, Depends(operator_with(_REVIEWER, _APPROVER))]
Reviewer = Annotated[OperatorContext, Depends(operator_with(_REVIEWER))]
Approver = Annotated[OperatorContext, Depends(operator_with(_APPROVER))]
OpsAdmin = Annotated[OperatorContext, Depends(operator_with(_OPS_ADMIN))]

__all__ = [
    "Approver",
    "CaseReader",
    "CurrentIdentity",
    "KVDep",
    "LanguageDep",
    "OpsAdmin",
    "ProductCode",
    "ReadingSessionDep",
    "Reviewer",
    "SessionDep",
    "Unmasker",
]
