"""Token renewal and company or role switching with the refresh token (DESIGN §3, §11)."""

from auth.clients.customer import SuspendedCompany
from auth.signin import registrant
from auth.signin.deps import SignInContext
from auth.signin.errors import CompanySuspended, NotHeld, SessionEnded
from auth.signin.registrant import WHICH_EMPLOYEE
from auth.signin.repository import SignInRepository
from auth.signin.schemas import RefreshCreate, TokenPairRead
from auth.signin.tokens import access_token
from portal_kit.errors import InvalidInput
from portal_kit.sessions import RefreshRefused, Session


async def _session_of(ctx: SignInContext, refresh_token: str) -> Session:
    """The session a live refresh token belongs to, looked up before the token is used up:
    a refused switch must leave the session as it was."""
    session = await ctx.sessions.session_for_refresh(refresh_token)
    if session is None:
        raise SessionEnded()
    return session


async def refresh(ctx: SignInContext, body: RefreshCreate) -> TokenPairRead:
    """New tokens for the employee (or the role of the current one) the user really holds."""
    role_given = body.comp_role_code is not None
    if role_given != (body.comp_biz_code is not None):
        raise InvalidInput(WHICH_EMPLOYEE)
    if not (body.employee_code or role_given):
        # Only a registrant session (no employee yet) renews without naming one.
        return await registrant.renew(ctx, body.refresh_token)
    session = await _session_of(ctx, body.refresh_token)
    user = await SignInRepository(ctx.db).get_by_code(session.user_code)
    if user is None or user.status != 1:
        await ctx.sessions.revoke(session.session_id)
        raise SessionEnded()
    # A role switch stays with the current employee unless the body names another; a plain
    # renewal (the same employee, no role named) keeps the session's role if still held.
    employee_code = body.employee_code or session.employee_code
    customer = ctx.customer()
    grant = None
    if not role_given and employee_code == session.employee_code and session.role:
        grant = await customer.switch(user.user_code, employee_code, session.role, session.biz)
    if grant is None:
        grant = await customer.switch(
            user.user_code, employee_code, body.comp_role_code, body.comp_biz_code
        )
    if isinstance(grant, SuspendedCompany):
        # Refused like any identity not held (the web app ends a renewal on 403), saying why.
        raise CompanySuspended([grant], NotHeld.status)
    if grant is None:
        raise NotHeld()
    try:
        session, refresh_token = await ctx.sessions.rotate(
            body.refresh_token,
            employee_code=grant.employee_code,
            comp_code=grant.comp_code,
            role=grant.comp_role,
            biz=grant.comp_biz_code,
        )
    except RefreshRefused as exc:
        raise SessionEnded() from exc
    return TokenPairRead(access_token=access_token(ctx, session), refresh_token=refresh_token)
