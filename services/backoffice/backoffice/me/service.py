"""An operator's own account: profile, password, recovery codes and personal API tokens.

What changes an account's credentials is done in the console only: a session opened with an
API token cannot change the password or make more tokens.
"""

from backoffice.audit.own import Actor, record_here
from backoffice.deps import BackofficeContext
from backoffice.errors import (
    CONSOLE_ONLY,
    SAME_PASSWORD,
    TOKEN_ROLES,
    UNKNOWN_TOKEN,
    WRONG_CREDENTIALS,
    WrongCode,
)
from backoffice.me.api_tokens import ApiTokenRepository, new_token, roles_of, roles_text
from backoffice.me.schemas import (
    ApiTokenCreate,
    ApiTokenCreated,
    ApiTokenRead,
    ProfileRead,
    RecoveryCodesRead,
)
from backoffice.models import ApiToken, Operator
from backoffice.operators.credentials import check_password_rule
from backoffice.operators.repository import OperatorRepository
from backoffice.signin.lockout import Lockout
from backoffice.signin.service import accept_totp, replace_recovery_codes
from backoffice.signin.sessions import end_token_sessions
from portal_kit.credential import decrypt_credential
from portal_kit.errors import Forbidden, InvalidInput, NotFound, NotSignedIn
from portal_kit.operator_tokens import SignedInVia
from portal_kit.operators import OperatorContext
from portal_kit.passwords import hash_password, verify_password


async def _operator(ctx: BackofficeContext, operator: OperatorContext) -> Operator:
    row = await OperatorRepository(ctx.db).get(operator.code)
    if row is None:
        raise NotSignedIn()
    return row


def _in_console(operator: OperatorContext) -> None:
    if operator.identity.via is not SignedInVia.CONSOLE:
        raise Forbidden(CONSOLE_ONLY)


async def profile(ctx: BackofficeContext, operator: OperatorContext) -> ProfileRead:
    row = await _operator(ctx, operator)
    repository = OperatorRepository(ctx.db)
    return ProfileRead(
        operator_code=row.operator_code,
        username=row.username,
        name=row.name,
        roles=sorted(await repository.roles_of(row.operator_code)),
        session_roles=sorted(operator.identity.roles),
        via=operator.identity.via.value,
        mfa_enrolled_at=row.totp_enrolled_at,
        password_changed_at=row.password_changed_at,
        recovery_codes_left=await repository.recovery_codes_left(row.operator_code),
    )


async def change_password(
    ctx: BackofficeContext, operator: OperatorContext, old: str, new: str
) -> None:
    """The current password, then the new one; every other session of the operator ends."""
    _in_console(operator)
    row = await _operator(ctx, operator)
    lockout = Lockout(ctx.kv, ctx.clock)
    await lockout.refuse_if_locked(row.username)
    old_password = await decrypt_credential(ctx.credential_keys, old)
    if not await verify_password(row.password_hash, old_password):
        # Guessing the current password counts toward the sign-in lock.
        await lockout.failed(row.username)
        raise InvalidInput(WRONG_CREDENTIALS)
    new_password = await decrypt_credential(ctx.credential_keys, new)
    check_password_rule(new_password, row.username)
    if new_password == old_password:
        raise InvalidInput(SAME_PASSWORD)
    row.password_hash = await hash_password(new_password)
    row.password_changed_at = ctx.clock.now()
    await ctx.sessions.revoke_user(row.operator_code, keep=operator.identity.session_id)
    await record_here(
        ctx.db, Actor.of(operator), "operator.password_change", "operator", row.operator_code
    )


async def new_recovery_codes(
    ctx: BackofficeContext, operator: OperatorContext, code: str
) -> RecoveryCodesRead:
    """Ten new codes (the old ones stop working), after the authenticator's current code."""
    _in_console(operator)
    row = await _operator(ctx, operator)
    if not accept_totp(ctx, row, code):
        raise WrongCode()
    codes = await replace_recovery_codes(ctx, row)
    await record_here(
        ctx.db,
        Actor.of(operator),
        "operator.recovery_codes_renew",
        "operator",
        row.operator_code,
        summary="10 new recovery codes; the previous ones no longer work",
    )
    return RecoveryCodesRead(recovery_codes=codes)


def token_read(token: ApiToken) -> ApiTokenRead:
    return ApiTokenRead(
        token_id=token.token_id,
        name=token.name,
        roles=sorted(roles_of(token)),
        created_at=token.created_at,
        expires_at=token.expires_at,
        last_used_at=token.last_used_at,
        revoked_at=token.revoked_at,
    )


async def api_tokens(ctx: BackofficeContext, operator: OperatorContext) -> list[ApiTokenRead]:
    return [token_read(t) for t in await ApiTokenRepository(ctx.db).of_operator(operator.code)]


async def create_api_token(
    ctx: BackofficeContext, operator: OperatorContext, body: ApiTokenCreate
) -> ApiTokenCreated:
    _in_console(operator)
    held = await OperatorRepository(ctx.db).roles_of(operator.code)
    wanted = frozenset(body.roles)
    if not wanted <= held:
        raise InvalidInput(TOKEN_ROLES.format(roles=roles_text(held) or "-"))
    token, shown = new_token(
        operator.code, body.name, wanted, ctx.clock.now(), body.expires_in_days
    )
    await ApiTokenRepository(ctx.db).add(token)
    await record_here(
        ctx.db,
        Actor.of(operator),
        "api_token.create",
        "api_token",
        token.token_id,
        summary=f"{body.name}: {roles_text(wanted)}",
        after={"name": token.name, "roles": token.roles, "expiresAt": token.expires_at.isoformat()},
    )
    return ApiTokenCreated(**token_read(token).model_dump(), token=shown)


async def revoke_api_token(
    ctx: BackofficeContext, operator: OperatorContext, token_id: str
) -> ApiTokenRead:
    token = await ApiTokenRepository(ctx.db).get(token_id)
    if token is None or token.operator_code != operator.code:
        raise NotFound(UNKNOWN_TOKEN)
    if token.revoked_at is None:
        token.revoked_at = ctx.clock.now()
        ended = await end_token_sessions(ctx, token.token_id)
        await record_here(
            ctx.db,
            Actor.of(operator),
            "api_token.revoke",
            "api_token",
            token.token_id,
            summary=f"{token.name}: revoked, {ended} session(s) ended",
        )
    return token_read(token)
