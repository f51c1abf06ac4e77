"""The console's user administration: finding users, and what an operator does to one.

Every change is staged for the audit log in the request's transaction, with the account's
state before and after (status, sign-in lock, whether the password is expired, live
sessions): never the mobile in full, never a password.
"""

from datetime import UTC, datetime
from typing import Any

from auth import login_lock
from auth.deps import OpsContext
from auth.models import User
from auth.password_age import NEVER_CHANGED, aware, password_due
from auth.signin.ip_check import mask_email
from auth.user_admin import actions
from auth.user_admin.repository import ACTIVE, UserAdminRepository
from auth.user_admin.schemas import (
    EmployeeRecord,
    SignInRecord,
    UserActionRead,
    UserDetail,
    UserDisable,
    UserListQuery,
    UserRow,
)
from portal_kit import audit
from portal_kit.errors import Conflict, NotFound, ServiceUnavailable
from portal_kit.i18n import Text
from portal_kit.masking import mask_mobile
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page

TARGET = "user"
LOG_LINES = 20
# The locked-only filter looks at this many locks at most (those ending last): locking a
# mobile takes five solved captchas, so more are in force only during an attack.
MAX_LOCKS_LISTED = 5000

NO_SUCH_USER = Text("No user has this user code.", "用户不存在")
ALREADY_DISABLED = Text("The user is already disabled.", "该用户已停用")
ALREADY_ACTIVE = Text("The user is already active.", "该用户已是启用状态")


def _moment(epoch: int | None) -> datetime | None:
    return None if epoch is None else datetime.fromtimestamp(epoch, UTC)


def _row(
    user: User, locked_until: int | None, last: datetime | None, now: datetime, max_age: int
) -> UserRow:
    changed_at = aware(user.password_changed_at)
    ever_set = changed_at > NEVER_CHANGED
    return UserRow(
        user_code=user.user_code,
        name=user.name,
        mobile=mask_mobile(user.mobile),
        email=mask_email(user.email) if user.email else None,
        status="active" if user.status == ACTIVE else "disabled",
        locked_until=_moment(locked_until),
        password_changed_at=changed_at if ever_set else None,
        # Clocks of two processes may disagree by a moment: never a negative age.
        password_age_days=max(0, (now - changed_at).days) if ever_set else None,
        password_expired=password_due(changed_at, now, max_age),
        last_sign_in_at=aware(last) if last else None,
        created_at=aware(user.created_at),
    )


async def _rows(ctx: OpsContext, users: list[User]) -> list[UserRow]:
    locks = await login_lock.locks_of(ctx.kv, [user.mobile for user in users], ctx.now)
    last = await UserAdminRepository(ctx.db).last_sign_ins([user.user_code for user in users])
    max_age, now = await ctx.param("passwordMaxAgeDays"), ctx.clock.now()
    return [
        _row(user, locks.get(user.mobile), last.get(user.user_code), now, max_age) for user in users
    ]


async def list_users(ctx: OpsContext, query: UserListQuery) -> Page[UserRow]:
    locked = None
    if query.locked:
        locked = await login_lock.locked_mobiles(ctx.kv, ctx.now, MAX_LOCKS_LISTED)
    users, total = await UserAdminRepository(ctx.db).page(query, locked)
    return Page(rows=await _rows(ctx, users), total=total)


async def _user(ctx: OpsContext, user_code: str, *, for_update: bool = False) -> User:
    user = await UserAdminRepository(ctx.db).get(user_code, for_update=for_update)
    if user is None:
        raise NotFound(NO_SUCH_USER)
    return user


async def _employees(ctx: OpsContext, user_code: str) -> list[EmployeeRecord] | None:
    """The companies the user can sign in to; ``None`` when customer cannot say."""
    try:
        employees = await ctx.customer().active_employees(user_code)
    except ServiceUnavailable:
        return None
    return [EmployeeRecord.model_validate(employee, from_attributes=True) for employee in employees]


async def detail(ctx: OpsContext, user_code: str) -> UserDetail:
    user = await _user(ctx, user_code)
    (row,) = await _rows(ctx, [user])
    log = await UserAdminRepository(ctx.db).recent_log(user_code, LOG_LINES)
    return UserDetail(
        **row.model_dump(),
        disabled_at=aware(user.disabled_at) if user.disabled_at else None,
        disabled_reason=user.disabled_reason,
        language=user.language,
        live_sessions=len(await ctx.sessions.live_ids(user_code)),
        sign_ins=[
            SignInRecord(
                at=aware(line.at),
                ip=line.ip,
                user_agent=line.user_agent,
                method=line.method,
                result=line.result,
            )
            for line in log
        ],
        employees=await _employees(ctx, user_code),
    )


async def _state(ctx: OpsContext, user: User) -> dict[str, Any]:
    """What an audit entry records of the account, before and after an action."""
    (row,) = await _rows(ctx, [user])
    period = 60 * await ctx.param("lockMinutes")
    return {
        "status": row.status,
        "lockedUntil": row.locked_until.isoformat() if row.locked_until else None,
        "failedSignIns": await login_lock.failures(ctx.kv, user.mobile, ctx.now, period),
        "passwordExpired": row.password_expired,
        "liveSessions": len(await ctx.sessions.live_ids(user.user_code)),
    }


async def _answer(
    ctx: OpsContext,
    operator: OperatorContext,
    action: str,
    user: User,
    before: dict[str, Any],
    ended: int = 0,
    summary: str = "",
) -> UserActionRead:
    after = await _state(ctx, user) | {"sessionsEnded": ended}
    await audit.record(
        ctx.db,
        operator,
        action,
        TARGET,
        user.user_code,
        summary=summary,
        before=before,
        after=after,
    )
    (row,) = await _rows(ctx, [user])
    return UserActionRead(user=row, sessions_ended=ended)


async def disable(ctx: OpsContext, operator: OperatorContext, body: UserDisable) -> UserActionRead:
    user = await _user(ctx, body.user_code, for_update=True)
    if user.status != ACTIVE:
        raise Conflict(ALREADY_DISABLED)
    before = await _state(ctx, user)
    ended = await actions.disable(user, body.reason, ctx.clock.now(), ctx.sessions)
    return await _answer(ctx, operator, "user.disable", user, before, ended, body.reason)


async def enable(ctx: OpsContext, operator: OperatorContext, user_code: str) -> UserActionRead:
    user = await _user(ctx, user_code, for_update=True)
    if user.status == ACTIVE:
        raise Conflict(ALREADY_ACTIVE)
    before = await _state(ctx, user)
    actions.enable(user)
    return await _answer(ctx, operator, "user.enable", user, before)


async def unlock(ctx: OpsContext, operator: OperatorContext, user_code: str) -> UserActionRead:
    user = await _user(ctx, user_code)
    before = await _state(ctx, user)
    await actions.unlock(ctx.kv, user)
    return await _answer(ctx, operator, "user.unlock", user, before)


async def expire_password(
    ctx: OpsContext, operator: OperatorContext, user_code: str
) -> UserActionRead:
    user = await _user(ctx, user_code, for_update=True)
    before = await _state(ctx, user)
    ended = await actions.expire_password(user, ctx.sessions)
    return await _answer(ctx, operator, "user.expire_password", user, before, ended)


async def end_sessions(
    ctx: OpsContext, operator: OperatorContext, user_code: str
) -> UserActionRead:
    user = await _user(ctx, user_code)
    before = await _state(ctx, user)
    ended = await actions.end_sessions(user, ctx.sessions)
    return await _answer(ctx, operator, "user.end_sessions", user, before, ended)
