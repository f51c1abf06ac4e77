"""The sign-in's second step for two-step users: a code from the authenticator app, or one of
the recovery codes, after the password or SMS code and before any token.

Wrong codes count toward the same per-mobile lock as wrong passwords, and a code accepted once
is refused for the rest of its window (the step is recorded in the ``two_step`` row).
"""

from auth.limits import forget
from auth.models import User
from auth.signin import tickets
from auth.signin.deps import SignInContext
from auth.signin.errors import TicketInvalid, WrongCredentials, missing
from auth.signin.finish import after_ip_check, logged
from auth.signin.login import count_failure, failures, refuse_if_locked
from auth.signin.repository import SignInRepository
from auth.signin.schemas import SignInRead
from auth.signin.tickets import Step, Ticket
from auth.two_step.repository import TwoStepRepository
from auth.two_step.schemas import TwoStepCheckCreate
from auth.two_step.service import accepts_code, accepts_recovery_code
from portal_kit.i18n import Text

METHOD_APP = "totp"
METHOD_RECOVERY = "recovery_code"
WRONG = Text("The verification code is wrong or already used.", "验证码错误或已使用")


async def _is_right(ctx: SignInContext, user: User, body: TwoStepCheckCreate) -> bool:
    db = TwoStepRepository(ctx.db)
    if body.code:
        return await accepts_code(db, ctx, user.user_code, body.code)
    if body.recovery_code:
        return await accepts_recovery_code(db, user.user_code, body.recovery_code)
    raise missing("code")


async def _check(
    ctx: SignInContext, body: TwoStepCheckCreate, ticket: Ticket, user: User
) -> SignInRead:
    await refuse_if_locked(ctx, user.mobile)
    if not await _is_right(ctx, user, body):
        raise await count_failure(ctx, user.mobile, WrongCredentials(WRONG))
    ticket = await tickets.use_up(ctx, body.ticket, Step.TWO_STEP, body.browser_id)
    await forget(ctx.kv, await failures(ctx), user.mobile)
    return await after_ip_check(
        ctx, user, body.browser_id, ticket.method, ticket.password_rule, two_step_done=True
    )


async def check(ctx: SignInContext, body: TwoStepCheckCreate) -> SignInRead:
    """A right code goes on to the password change or the company; a wrong one counts."""
    ticket = await tickets.peek(ctx, body.ticket, Step.TWO_STEP, body.browser_id)
    user = await SignInRepository(ctx.db).get_by_code(ticket.user_code)
    if user is None or user.status != 1:
        raise TicketInvalid()
    method = METHOD_RECOVERY if body.recovery_code and not body.code else METHOD_APP
    return await logged(ctx, user.user_code, method, _check(ctx, body, ticket, user))
