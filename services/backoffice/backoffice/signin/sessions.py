"""Opening an operator's session: the session in the KV and its token pair.

Console sessions lock after the back office's idle limit; a session opened with an API token
(``portalctl``) has no idle lock (nobody sits at it) and ends with its token's revocation.
"""

from dataclasses import dataclass

from backoffice.deps import BackofficeContext
from backoffice.models import Operator
from portal_kit.operator_tokens import OperatorRole, SignedInVia, issue_operator_token
from portal_kit.sessions import SESSION_MAXIMUM, Session


@dataclass(frozen=True, slots=True)
class TokenPair:
    access_token: str
    refresh_token: str
    idle_limit_sec: int


def _token_sessions_key(token_id: str) -> str:
    return f"ops-token-sessions:{token_id}"


async def open_session(
    ctx: BackofficeContext,
    operator: Operator,
    roles: frozenset[OperatorRole],
    via: SignedInVia,
    token_id: str = "",
) -> TokenPair:
    idle_limit = (
        int(SESSION_MAXIMUM.total_seconds())
        if via is SignedInVia.API_TOKEN
        else ctx.settings.idle_limit_sec
    )
    # An operator's session has no employee, company or role; the session store's ``biz``
    # field keeps the API token it was opened with ("" in the console), so a renewal knows.
    session, refresh_token = await ctx.sessions.create(
        user_code=operator.operator_code,
        employee_code="",
        comp_code="",
        role="",
        biz=token_id,
        idle_limit_sec=idle_limit,
    )
    if token_id:
        key = _token_sessions_key(token_id)
        await ctx.kv.sadd(key, session.session_id)
        await ctx.kv.expireat(key, session.ends_at)
    return TokenPair(access_token(ctx, operator, roles, session), refresh_token, idle_limit)


def access_token(
    ctx: BackofficeContext, operator: Operator, roles: frozenset[OperatorRole], session: Session
) -> str:
    return issue_operator_token(
        ctx.signer,
        operator_code=operator.operator_code,
        name=operator.name,
        session_id=session.session_id,
        roles=roles,
        via=SignedInVia.API_TOKEN if session.biz else SignedInVia.CONSOLE,
        token_id=session.biz,
    )


async def end_token_sessions(ctx: BackofficeContext, token_id: str) -> int:
    """End every session opened with the API token (it was revoked)."""
    key = _token_sessions_key(token_id)
    session_ids = await ctx.kv.smembers(key)
    for session_id in session_ids:
        await ctx.sessions.revoke(str(session_id))
    await ctx.kv.delete(key)
    return len(session_ids)
