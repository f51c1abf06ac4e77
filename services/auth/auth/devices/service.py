"""The security tab's sessions: listing them with where and how they were started, ending them.

Sessions live in the KV (``portal_kit.sessions``); ending one deletes it there, so the gateway
refuses its next call with 401 whatever access token it still holds. Every ending is recorded in
the sign-in log of the user whose session ended, which that user reads in their history.
"""

import hashlib
from datetime import UTC, datetime

from auth.account.device import read
from auth.account.region import locate
from auth.devices.schemas import CompanySessionRead, EndedRead, SessionRead
from auth.signin.deps import SignInContext
from auth.user_sessions import UserSessions
from portal_kit.errors import InvalidInput, NotFound, RoleRequired
from portal_kit.i18n import Text
from portal_kit.sessions import SessionActivity
from portal_kit.tokens import Identity

# The sign-in log's words for these actions (``LoginLog.method`` / ``result``).
ENDED_ONE = "session_end"
ENDED_OTHERS = "sessions_end"
BY_USER = "success"
BY_ADMINISTRATOR = "by_administrator"

NO_SUCH_SESSION = Text("This session has already ended.", "该会话已结束")
SIGN_OUT_INSTEAD = Text(
    "This is the session you are using; sign out to end it.", "这是当前使用的会话，请退出登录以结束"
)


def session_key(session_id: str) -> str:
    return hashlib.sha256(session_id.encode()).hexdigest()[:32]


def _at(epoch: int) -> datetime:
    return datetime.fromtimestamp(epoch, UTC)


def _fields(activity: SessionActivity, current_id: str) -> dict[str, object]:
    device = read(activity.user_agent)
    network, region = locate(activity.ip)
    return {
        "session_key": session_key(activity.session.session_id),
        "browser": device.browser,
        "system": device.system,
        "model": device.model,
        "ip": activity.ip,
        "network": network,
        "region_code": region,
        "started_at": _at(activity.session.created_at),
        "last_active_at": _at(max(activity.last_seen, activity.session.created_at)),
        "locked": activity.locked,
        "current": activity.session.session_id == current_id,
    }


def _store(ctx: SignInContext) -> UserSessions:
    return UserSessions(ctx.kv, ctx.clock)


async def mine(ctx: SignInContext, identity: Identity) -> list[SessionRead]:
    """The caller's live sessions, newest activity first."""
    live = await _store(ctx).live_sessions(identity.user_code)
    rows = [SessionRead.model_validate(_fields(a, identity.session_id)) for a in live]
    return sorted(rows, key=lambda row: row.last_active_at, reverse=True)


def _find(live: list[SessionActivity], key: str) -> SessionActivity:
    found = next((a for a in live if session_key(a.session.session_id) == key), None)
    if found is None:
        raise NotFound(NO_SUCH_SESSION)
    return found


async def end_mine(ctx: SignInContext, identity: Identity, key: str) -> None:
    """End another session of the caller's (their own is ended by signing out)."""
    store = _store(ctx)
    found = _find(await store.live_sessions(identity.user_code), key)
    if found.session.session_id == identity.session_id:
        raise InvalidInput(SIGN_OUT_INSTEAD)
    await store.revoke(found.session.session_id)
    ctx.log(identity.user_code, ENDED_ONE, BY_USER)


async def end_others(ctx: SignInContext, identity: Identity) -> EndedRead:
    """End every session of the caller but the one they are using."""
    ended = await _store(ctx).end_others(identity.user_code, keep=identity.session_id)
    if ended:
        ctx.log(identity.user_code, ENDED_OTHERS, BY_USER)
    return EndedRead(ended=ended)


async def _colleagues(ctx: SignInContext, identity: Identity) -> dict[str, str]:
    """Employee code → name of the company's people; ``RoleRequired`` unless the caller
    administers the company (the customer service decides, as for the personnel screens)."""
    people = await ctx.customer().colleagues(
        identity.user_code, identity.employee_code, identity.comp_code
    )
    if people is None:
        raise RoleRequired()
    return {person.employee_code: person.name for person in people}


async def company(ctx: SignInContext, identity: Identity) -> list[CompanySessionRead]:
    """The live sessions working in the caller's company, its administrator asking."""
    names = await _colleagues(ctx, identity)
    live = await _store(ctx).company_sessions(identity.comp_code)
    rows = [
        CompanySessionRead.model_validate(
            {
                **_fields(a, identity.session_id),
                "employee_code": a.session.employee_code,
                "name": names.get(a.session.employee_code, ""),
            }
        )
        for a in live
    ]
    return sorted(rows, key=lambda row: (row.name, -row.last_active_at.timestamp()))


async def end_in_company(ctx: SignInContext, identity: Identity, key: str) -> None:
    """The company's administrator ends one of its employees' sessions there."""
    await _colleagues(ctx, identity)
    store = _store(ctx)
    found = _find(await store.company_sessions(identity.comp_code), key)
    if found.session.session_id == identity.session_id:
        raise InvalidInput(SIGN_OUT_INSTEAD)
    await store.revoke(found.session.session_id)
    ctx.log(found.session.user_code, ENDED_ONE, BY_ADMINISTRATOR)
