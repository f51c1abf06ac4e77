"""What operators do to a user's account in the console (``portalctl`` included).

Plain state changes; recording them for the audit log is the caller's part.
"""

from datetime import datetime

from redis.asyncio import Redis

from auth import login_lock
from auth.account.service import OLD_PASSWORD_FAILURES
from auth.limits import forget
from auth.models import User
from auth.password_age import NEVER_CHANGED
from auth.user_admin.repository import ACTIVE, DISABLED
from auth.user_sessions import UserSessions


async def expire_password(user: User, sessions: UserSessions) -> int:
    """The password counts as never changed, so the next sign-in (by password or SMS code)
    goes through the forced change first whatever the age policy; every session ends at once
    (a password thought leaked must not stay in use). How many sessions ended."""
    user.password_changed_at = NEVER_CHANGED
    return await sessions.end_all(user.user_code)


async def disable(user: User, reason: str, at: datetime, sessions: UserSessions) -> int:
    """Sign-in is refused as for any disabled account; every session ends at once."""
    user.status = DISABLED
    user.disabled_at = at
    user.disabled_reason = reason
    return await sessions.end_all(user.user_code)


def enable(user: User) -> None:
    user.status = ACTIVE
    user.disabled_at = None
    user.disabled_reason = None


async def end_sessions(user: User, sessions: UserSessions) -> int:
    return await sessions.end_all(user.user_code)


async def unlock(kv: Redis, user: User) -> None:
    """The sign-in lock ends, and the failures counted towards the next one (wrong sign-ins
    per mobile, wrong current passwords per user) are forgotten."""
    await login_lock.lift(kv, user.mobile)
    await forget(kv, OLD_PASSWORD_FAILURES, user.user_code)
