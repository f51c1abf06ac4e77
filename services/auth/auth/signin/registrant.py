"""Registrant sessions: a signed-in person whose company is still being registered.

Such a session is a normal session and token pair whose employee, company and role claims
are empty, so every company-scoped call refuses it; only the registration calls (which check
the token's user) and the person's own account calls serve it.
"""

from auth.models import User
from auth.signin.deps import SignInContext
from auth.signin.errors import NotHeld, SessionEnded
from auth.signin.repository import SignInRepository
from auth.signin.schemas import SignInRead, TokenPairRead
from auth.signin.tokens import TokenPair, access_token
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text
from portal_kit.sessions import RefreshRefused

WHICH_EMPLOYEE = Text(
    "employeeCode, or compRoleCode with compBizCode, is required",
    "employeeCode或compRoleCode与compBizCode不能为空",
)


async def start_registrant_session(ctx: SignInContext, user_code: str) -> TokenPair:
    """A new session of ``user_code`` without an employee, idle-limited like any other."""
    session, refresh_token = await ctx.sessions.create(
        user_code=user_code,
        employee_code="",
        comp_code="",
        role="",
        biz="",
        idle_limit_sec=await ctx.param("failurePeriodSec"),
        user_agent=ctx.user_agent,
        ip=ctx.ip,
    )
    return TokenPair(access_token(ctx, session), refresh_token)


async def resume(ctx: SignInContext, user: User) -> SignInRead | None:
    """A user without an active company who has an open registration signs in to go on with
    it (``next: register``); ``None`` when there is none."""
    registration = await ctx.customer().open_registration(user.user_code)
    if registration is None:
        return None
    pair = await start_registrant_session(ctx, user.user_code)
    return SignInRead(
        next="register",
        access_token=pair.access_token,
        refresh_token=pair.refresh_token,
        failure_period_sec=await ctx.param("failurePeriodSec"),
        registration_step=registration.step,
    )


async def renew(ctx: SignInContext, refresh_token: str) -> TokenPairRead:
    """A plain renewal of a registrant session: new tokens, still without an employee, while
    the registration is open. A session with an employee must name one (400)."""
    session = await ctx.sessions.session_for_refresh(refresh_token)
    if session is None:
        raise SessionEnded()
    if session.employee_code:
        raise InvalidInput(WHICH_EMPLOYEE)
    user = await SignInRepository(ctx.db).get_by_code(session.user_code)
    if user is None or user.status != 1:
        await ctx.sessions.revoke(session.session_id)
        raise SessionEnded()
    # Approved (or withdrawn): the registrant switches into the company by employeeCode, or
    # signs in again; a registrant session has nothing left to renew.
    if await ctx.customer().open_registration(user.user_code) is None:
        raise NotHeld()
    try:
        session, new_refresh_token = await ctx.sessions.rotate(
            refresh_token, employee_code="", comp_code="", role="", biz=""
        )
    except RefreshRefused as exc:
        raise SessionEnded() from exc
    return TokenPairRead(access_token=access_token(ctx, session), refresh_token=new_refresh_token)
