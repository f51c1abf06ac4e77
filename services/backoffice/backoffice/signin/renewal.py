"""Keeping a session going: renewal (refresh rotation), the idle verification, signing out.

A renewal reads the operator again: a disabled operator, a revoked API token or roles taken
away end the session or narrow the next token, within one access token's lifetime at most.
"""

from backoffice.deps import BackofficeContext
from backoffice.errors import SESSION_ENDED, WrongCode
from backoffice.me.api_tokens import ApiTokenRepository, roles_of
from backoffice.models import ACTIVE
from backoffice.operators.repository import OperatorRepository
from backoffice.signin.log import Method, Result, SignInLog
from backoffice.signin.service import accept_totp
from backoffice.signin.sessions import TokenPair, access_token
from portal_kit.credential import decrypt_credential
from portal_kit.errors import NotSignedIn
from portal_kit.operators import OperatorContext
from portal_kit.passwords import verify_password
from portal_kit.sessions import RefreshRefused

# Wrong answers a locked session survives; the next one ends it.
UNLOCK_ATTEMPTS = 5


async def renew(ctx: BackofficeContext, refresh_token: str) -> TokenPair:
    session = await ctx.sessions.session_for_refresh(refresh_token)
    if session is None:
        raise NotSignedIn(SESSION_ENDED)
    operators = OperatorRepository(ctx.db)
    operator = await operators.get(session.user_code)
    roles = await operators.roles_of(session.user_code)
    token_id = session.biz
    if token_id:
        token = await ApiTokenRepository(ctx.db).get(token_id)
        usable = token is not None and token.revoked_at is None
        roles = roles & roles_of(token) if token is not None and usable else frozenset()
    if operator is None or operator.status != ACTIVE or not roles:
        await ctx.sessions.revoke(session.session_id)
        raise NotSignedIn(SESSION_ENDED)
    try:
        renewed, new_refresh_token = await ctx.sessions.rotate(
            refresh_token, employee_code="", comp_code="", role="", biz=token_id
        )
    except RefreshRefused as exc:
        raise NotSignedIn(SESSION_ENDED) from exc
    return TokenPair(
        access_token(ctx, operator, roles, renewed), new_refresh_token, renewed.idle_limit_sec
    )


def _unlock_failures_key(session_id: str) -> str:
    return f"ops-unlock-failures:{session_id}"


async def unlock(
    ctx: BackofficeContext, operator: OperatorContext, code: str, password_ciphertext: str
) -> None:
    """Open an idle-locked session again with the authenticator's code or the password."""
    row = await OperatorRepository(ctx.db).get(operator.code)
    if row is None or row.status != ACTIVE:
        raise NotSignedIn(SESSION_ENDED)
    if password_ciphertext:
        password = await decrypt_credential(ctx.credential_keys, password_ciphertext)
        passed = await verify_password(row.password_hash, password)
    else:
        passed = accept_totp(ctx, row, code)
    log = SignInLog(ctx.db)
    session_id = operator.identity.session_id
    await log.add(
        operator_code=row.operator_code,
        username=row.username,
        at=ctx.clock.now(),
        ip=ctx.ip,
        user_agent=ctx.user_agent,
        method=Method.UNLOCK,
        result=Result.PASSED if passed else Result.WRONG_CODE,
    )
    if passed:
        await ctx.kv.delete(_unlock_failures_key(session_id))
        await ctx.sessions.unlock(session_id)
        return
    failures = int(await ctx.kv.incr(_unlock_failures_key(session_id)))
    await ctx.kv.expire(_unlock_failures_key(session_id), 3600)
    if failures >= UNLOCK_ATTEMPTS:
        await ctx.sessions.revoke(session_id)
        raise NotSignedIn(SESSION_ENDED)
    raise WrongCode()


async def sign_out(ctx: BackofficeContext, operator: OperatorContext) -> None:
    await ctx.sessions.revoke(operator.identity.session_id)
