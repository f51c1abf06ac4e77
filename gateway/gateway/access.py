"""Who may make a call: the bearer token and its session, checked on every call (DESIGN §3).

The session check is what makes logout, idle lock, password change and disabling take
effect at once, server-side; a verified token alone would live on until it expires.
"""

import logging

from fastapi import Request, Response

from gateway.metrics import LOCKED
from gateway.route_table import Route
from portal_kit.envelope import envelope_response
from portal_kit.errors import Locked, NotSignedIn
from portal_kit.i18n import request_language
from portal_kit.identity import bearer_token
from portal_kit.operator_tokens import OperatorIdentity
from portal_kit.sessions import SessionState, SessionStore
from portal_kit.tokens import Identity, InvalidToken, SignedTokenVerifier

# The portal verifies customers' tokens, the console operators'.
AnyTokenVerifier = SignedTokenVerifier[Identity] | SignedTokenVerifier[OperatorIdentity]

logger = logging.getLogger(__name__)


def _refuse(request: Request, error: NotSignedIn | Locked, http_status: int) -> Response:
    message = error.msg.render(request_language(request))
    return envelope_response(error.status, message, http_status=http_status)


async def refusal(
    request: Request, route: Route, verifier: AnyTokenVerifier, sessions: SessionStore
) -> Response | None:
    """``None`` when the call may go on; otherwise the answer that refuses it.

    HTTP 401 when there is no valid token or its session has ended; envelope status 423 when
    the session is locked for idleness and the call is not one of the verification calls.
    """
    if route.is_public:
        return None
    token = bearer_token(request)
    if token is None:
        return _refuse(request, NotSignedIn(), 401)
    try:
        identity = verifier.verify(token)
    except InvalidToken as exc:
        logger.info("refused %s: token %s", route.call, exc)
        return _refuse(request, NotSignedIn(), 401)
    # The verification calls themselves are not activity: they must not reset the idle clock.
    state = await sessions.check(identity.session_id, touch=not route.allowed_while_locked)
    if state is SessionState.ENDED:
        return _refuse(request, NotSignedIn(), 401)
    if state is SessionState.IDLE_LOCKED and not route.allowed_while_locked:
        LOCKED.inc()
        return _refuse(request, Locked(), 200)
    return None
