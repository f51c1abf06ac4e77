"""The account centre's two-step sign-in calls; all need the caller's access token."""

from fastapi import APIRouter

from auth.deps import CurrentIdentity
from auth.signin.deps import ContextDep, ReadingContextDep
from auth.two_step import service
from auth.two_step.schemas import (
    RecoveryCodesRead,
    TwoStepCodeCreate,
    TwoStepOffCreate,
    TwoStepRead,
    TwoStepSetupRead,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["two-step"])


@router.post("/account/twoStep/status")
async def two_step_status(
    ctx: ReadingContextDep, identity: CurrentIdentity
) -> Envelope[TwoStepRead]:
    """Whether the caller's two-step sign-in is on, and how many recovery codes remain."""
    return ok(await service.status(ctx, identity))


@router.post("/account/twoStep/start")
async def start_two_step(ctx: ContextDep, identity: CurrentIdentity) -> Envelope[TwoStepSetupRead]:
    """A new authenticator secret (text and otpauth:// address); off until confirmed."""
    return ok(await service.start(ctx, identity))


@router.post("/account/twoStep/confirm")
async def confirm_two_step(
    ctx: ContextDep, identity: CurrentIdentity, body: TwoStepCodeCreate
) -> Envelope[RecoveryCodesRead]:
    """A first code from the app switches two-step on; the ten recovery codes, shown once."""
    return ok(await service.confirm(ctx, identity, body))


@router.post("/account/twoStep/recoveryCodes")
async def new_recovery_codes(
    ctx: ContextDep, identity: CurrentIdentity
) -> Envelope[RecoveryCodesRead]:
    """Ten new recovery codes, shown once; the old ones stop working."""
    return ok(await service.regenerate(ctx, identity))


@router.post("/account/twoStep/off")
async def switch_two_step_off(
    ctx: ContextDep, identity: CurrentIdentity, body: TwoStepOffCreate
) -> Envelope[None]:
    """Switch two-step off, with a current code, a recovery code or the password."""
    await service.switch_off(ctx, identity, body)
    return ok(None)
