"""The end of every sign-in path: forced password change, then a company and tokens."""

from collections.abc import Awaitable

from auth.clients.customer import SuspendedCompany
from auth.events import EMPLOYEE_SIGNED_IN, employee_signed_in
from auth.models import User
from auth.password_age import password_due
from auth.signin import registrant, tickets
from auth.signin.deps import SignInContext
from auth.signin.errors import CompanySuspended, NoActiveCompany
from auth.signin.password_rule import RULE_TEXTS, PasswordRule
from auth.signin.schemas import CompanyChoice, SignInRead, SuspendedCompanyRead
from auth.signin.tickets import Step, Ticket
from auth.signin.tokens import start_session
from auth.two_step.repository import TwoStepRepository
from portal_kit.errors import ServiceError
from portal_kit.event_outbox import stage
from portal_kit.i18n import Text

LOG_RESULTS = {
    "ipCheck": "ip_check",
    "twoStep": "two_step",
    "changePassword": "change_password",
    "register": "registration",
}


async def password_rule_due(ctx: SignInContext, user: User, rule: str | None) -> str | None:
    """The rule the sign-in password broke, or ``expired`` when it is older than the policy."""
    if rule is not None:
        return rule
    max_age_days = await ctx.param("passwordMaxAgeDays")
    if password_due(user.password_changed_at, ctx.clock.now(), max_age_days):
        return PasswordRule.EXPIRED
    return None


async def after_ip_check(
    ctx: SignInContext,
    user: User,
    browser_id: str,
    method: str,
    rule: str | None,
    *,
    two_step_done: bool = False,
) -> SignInRead:
    """A ticket for the app's code when two-step is on; then one to change the password when
    it is weak or too old; else the company step. No token is issued before both."""
    if not two_step_done and await TwoStepRepository(ctx.db).is_on(user.user_code):
        second = Ticket(
            step=Step.TWO_STEP,
            user_code=user.user_code,
            browser_id=browser_id,
            ip=ctx.ip,
            method=method,
            password_rule=rule,
        )
        return SignInRead(next="twoStep", ticket=await tickets.issue(ctx, second))
    due = await password_rule_due(ctx, user, rule)
    if due is None:
        return await enter_company(ctx, user)
    ticket = await tickets.issue(
        ctx,
        Ticket(
            step=Step.CHANGE_PASSWORD,
            user_code=user.user_code,
            browser_id=browser_id,
            ip=ctx.ip,
            method=method,
            password_rule=due,
        ),
    )
    return SignInRead(next="changePassword", ticket=ticket, password_rule=due)


async def enter_company(ctx: SignInContext, user: User) -> SignInRead:
    """Tokens for the most recently used company; the list too when there are several.
    Without any, a registrant session when the user has a registration to go on with."""
    # Texts the user does not ask for (an operator's or a peer's doing) follow this language.
    user.language = ctx.language
    employees = await ctx.customer().active_employees(user.user_code)
    # Companies the platform suspended are never entered; the user is told why they miss.
    suspended = [SuspendedCompany.model_validate(e.model_dump()) for e in employees if e.suspended]
    employees = [e for e in employees if not e.suspended]
    if not employees:
        if suspended:
            raise CompanySuspended(suspended)
        resumed = await registrant.resume(ctx, user)
        if resumed is None:
            raise NoActiveCompany()
        return resumed
    pair = await start_session(ctx, user.user_code, employees[0])
    # The company's audit log is customer's: told in this transaction, through the outbox, so
    # a sign-in that fails later records nothing and one that commits is never lost.
    entered = employees[0]
    payload = employee_signed_in(
        entered.comp_code, entered.employee_code, user.user_code, ctx.ip, ctx.clock.now()
    )
    await stage(ctx.db, EMPLOYEE_SIGNED_IN, payload)
    several = len(employees) > 1
    return SignInRead(
        next="chooseCompany" if several else "tokens",
        access_token=pair.access_token,
        refresh_token=pair.refresh_token,
        failure_period_sec=await ctx.param("failurePeriodSec"),
        comps=[
            CompanyChoice(
                employee_code=e.employee_code, comp_code=e.comp_code, comp_name=e.comp_name
            )
            for e in employees
        ]
        if several
        else None,
        suspended_comps=[
            SuspendedCompanyRead.model_validate(company.model_dump()) for company in suspended
        ]
        or None,
    )


def step_message(answer: SignInRead) -> Text | None:
    """The envelope's msg of a sign-in answer: why a password change is due, else none."""
    if answer.next == "changePassword" and answer.password_rule:
        return RULE_TEXTS[PasswordRule(answer.password_rule)]
    return None


async def logged(
    ctx: SignInContext, user_code: str | None, method: str, work: Awaitable[SignInRead]
) -> SignInRead:
    """``work``'s answer, with a login-log row of how it ended, refusals included."""
    try:
        answer = await work
    except ServiceError as exc:
        ctx.log(user_code, method, getattr(exc, "log_result", "refused"))
        raise
    ctx.log(user_code, method, LOG_RESULTS.get(answer.next, "success"))
    return answer
