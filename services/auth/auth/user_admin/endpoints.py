"""The console's user administration (``/ops/user/*``): auditors read, ops_admins act."""

from fastapi import APIRouter

from auth.deps import OpsAdmin, OpsDep, OpsReader
from auth.user_admin import service
from auth.user_admin.schemas import (
    UserActionRead,
    UserDetail,
    UserDisable,
    UserListQuery,
    UserRow,
    UserTarget,
)
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/user", tags=["ops-user"])


@router.post("/list")
async def list_users(
    ctx: OpsDep, operator: OpsReader, body: UserListQuery
) -> Envelope[Page[UserRow]]:
    """Users by whole mobile, user code or part of a name; by status; locked ones only."""
    return ok(await service.list_users(ctx, body))


@router.post("/detail")
async def user_detail(ctx: OpsDep, operator: OpsReader, body: UserTarget) -> Envelope[UserDetail]:
    """A user with live sessions, the newest sign-ins and the companies they work in."""
    return ok(await service.detail(ctx, body.user_code))


@router.post("/disable")
async def disable_user(
    ctx: OpsDep, operator: OpsAdmin, body: UserDisable
) -> Envelope[UserActionRead]:
    """Refuse the user's sign-ins and end every session at once; 409 when already disabled."""
    return ok(await service.disable(ctx, operator, body))


@router.post("/enable")
async def enable_user(
    ctx: OpsDep, operator: OpsAdmin, body: UserTarget
) -> Envelope[UserActionRead]:
    """Let a disabled user sign in again; 409 when already active."""
    return ok(await service.enable(ctx, operator, body.user_code))


@router.post("/unlock")
async def unlock_user(
    ctx: OpsDep, operator: OpsAdmin, body: UserTarget
) -> Envelope[UserActionRead]:
    """Lift the sign-in lock after repeated failures and forget the failures counted."""
    return ok(await service.unlock(ctx, operator, body.user_code))


@router.post("/expire-password")
async def expire_password(
    ctx: OpsDep, operator: OpsAdmin, body: UserTarget
) -> Envelope[UserActionRead]:
    """The next sign-in must change the password; every session ends at once."""
    return ok(await service.expire_password(ctx, operator, body.user_code))


@router.post("/end-sessions")
async def end_sessions(
    ctx: OpsDep, operator: OpsAdmin, body: UserTarget
) -> Envelope[UserActionRead]:
    """End every session of the user at once (they sign in again)."""
    return ok(await service.end_sessions(ctx, operator, body.user_code))
