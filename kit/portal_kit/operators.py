"""Who operates, as a service sees it: the operator token verified here too, roles per call.

The console's gateway checks the token and its session first; a service verifies the token
again (defence in depth, as for customers) and checks the roles its call needs. Services
alias the dependencies in their own ``deps.py``, e.g.
``Reviewer = Annotated[OperatorContext, Depends(operator_with(OperatorRole.REVIEWER))]``.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated

from fastapi import Depends, Request

from portal_kit.errors import NotSignedIn, ServiceError
from portal_kit.i18n import Text
from portal_kit.identity import app_clock, bearer_token
from portal_kit.logs import request_id_var
from portal_kit.operator_tokens import OperatorIdentity, OperatorRole, OperatorTokenVerifier
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import InvalidToken

OPERATOR_SIGN_IN = Text("Please sign in to the console.", "请先登录运营后台")


class OperatorRoleRequired(ServiceError):
    """A signed-in operator whose roles do not allow the call (the console shows why)."""

    status = 403
    default = Text("Your operator roles do not allow this.", "您的操作员角色无权进行此操作")


@dataclass(frozen=True, slots=True)
class OperatorContext:
    """The operator of this request and where the request came from: what an audit entry
    records beside the change itself."""

    identity: OperatorIdentity
    ip: str
    user_agent: str
    request_id: str
    # The service serving the request, and when (its clock): where and when the action was.
    service: str
    at: datetime

    @property
    def code(self) -> str:
        return self.identity.operator_code

    @property
    def name(self) -> str:
        return self.identity.name


def operator_token_verifier(request: Request) -> OperatorTokenVerifier:
    """The app's verifier of operator tokens, made on first use from their key folder."""
    verifier: OperatorTokenVerifier | None = getattr(
        request.app.state, "operator_token_verifier", None
    )
    if verifier is None:
        settings: BaseServiceSettings = request.app.state.settings
        verifier = OperatorTokenVerifier.from_directory(
            settings.operator_token_key_directory, app_clock(request)
        )
        request.app.state.operator_token_verifier = verifier
    return verifier


def client_address(request: Request) -> str:
    """The caller's address: the one the gateway saw (it replaces any ``X-Forwarded-For`` a
    client sent), else the peer's own."""
    forwarded = request.headers.get("x-forwarded-for", "").split(",")[0].strip()
    if forwarded:
        return forwarded[:45]
    return request.client.host if request.client else ""


def current_operator(request: Request) -> OperatorContext:
    token = bearer_token(request)
    if token is None:
        raise NotSignedIn(OPERATOR_SIGN_IN)
    try:
        identity = operator_token_verifier(request).verify(token)
    except InvalidToken as exc:
        raise NotSignedIn(OPERATOR_SIGN_IN) from exc
    settings: BaseServiceSettings = request.app.state.settings
    return OperatorContext(
        identity=identity,
        ip=client_address(request),
        user_agent=request.headers.get("user-agent", "")[:255],
        request_id=request_id_var.get() or "",
        service=settings.service_name,
        at=app_clock(request).now(),
    )


CurrentOperator = Annotated[OperatorContext, Depends(current_operator)]


def operator_with(*roles: OperatorRole) -> Callable[[OperatorContext], OperatorContext]:
    """A dependency: the signed-in operator, who must hold at least one of ``roles``."""
    allowed = frozenset(roles)

    def operator_holding(operator: CurrentOperator) -> OperatorContext:
        if not operator.identity.holds(allowed):
            raise OperatorRoleRequired()
        return operator

    return operator_holding
