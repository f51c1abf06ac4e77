"""The signed-in operator's own account (every operator, whatever their roles)."""

from fastapi import APIRouter

from backoffice.deps import AnyOperator, ContextDep
from backoffice.me import service
from backoffice.me.schemas import (
    ApiTokenCreate,
    ApiTokenCreated,
    ApiTokenRead,
    ApiTokenRef,
    PasswordChange,
    ProfileRead,
    RecoveryCodesRead,
    TotpConfirm,
)
from portal_kit.envelope import Envelope, ok

router = APIRouter(prefix="/ops/me", tags=["console account"])


@router.post("/profile")
async def profile(ctx: ContextDep, operator: AnyOperator) -> Envelope[ProfileRead]:
    """Who is signed in: name, roles (all, and this session's), second factor."""
    return ok(await service.profile(ctx, operator))


@router.post("/password")
async def change_password(
    ctx: ContextDep, operator: AnyOperator, body: PasswordChange
) -> Envelope[None]:
    """A new password (both encrypted to the credential key); other sessions end."""
    await service.change_password(ctx, operator, body.old_password, body.new_password)
    return ok(None)


@router.post("/recovery-codes")
async def recovery_codes(
    ctx: ContextDep, operator: AnyOperator, body: TotpConfirm
) -> Envelope[RecoveryCodesRead]:
    """New recovery codes after the authenticator's code; the old ones stop working."""
    return ok(await service.new_recovery_codes(ctx, operator, body.code))


@router.post("/api-token/list")
async def api_tokens(ctx: ContextDep, operator: AnyOperator) -> Envelope[list[ApiTokenRead]]:
    """The operator's personal API tokens (never their secrets)."""
    return ok(await service.api_tokens(ctx, operator))


@router.post("/api-token/create")
async def create_api_token(
    ctx: ContextDep, operator: AnyOperator, body: ApiTokenCreate
) -> Envelope[ApiTokenCreated]:
    """A personal API token with some of the operator's roles; the token is shown once."""
    return ok(await service.create_api_token(ctx, operator, body))


@router.post("/api-token/revoke")
async def revoke_api_token(
    ctx: ContextDep, operator: AnyOperator, body: ApiTokenRef
) -> Envelope[ApiTokenRead]:
    """Revoke one of the operator's tokens; sessions opened with it end at once."""
    return ok(await service.revoke_api_token(ctx, operator, body.token_id))
