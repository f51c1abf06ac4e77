"""A sign-in from an address the user never used: an e-mail code before anything else."""

from auth.codes import OneTimeCodes, code_key
from auth.limits import Window, enforce
from auth.models import User
from auth.signin import tickets
from auth.signin.deps import SignInContext
from auth.signin.errors import NoEmail, TicketInvalid, WrongCode
from auth.signin.finish import after_ip_check, logged
from auth.signin.repository import SignInRepository
from auth.signin.schemas import CodeSentRead, IpCheckCodeCreate, SignInRead, TicketCreate
from auth.signin.tickets import Step, Ticket
from portal_kit.i18n import Text

PURPOSE = "ipCheck"
METHOD = "email_code"
EMAIL_TEXT = Text(
    "Someone (hopefully you) is signing in from a new address. Your verification code is "
    "{code}, valid for {minutes} minutes. If this was not you, change your password.",
    "您的账号正在新的网络地址登录，验证码为{code}，{minutes}分钟内有效。如非本人操作，请尽快修改密码。",
)


def mask_email(address: str) -> str:
    name, _, domain = address.partition("@")
    return f"{name[:1]}***@{domain}"


def _code_key(ticket: Ticket) -> str:
    return code_key("email", PURPOSE, ticket.user_code, ticket.browser_id)


async def _ticket_and_user(ctx: SignInContext, body: TicketCreate) -> tuple[Ticket, User]:
    ticket = await tickets.peek(ctx, body.ticket, Step.IP_CHECK, body.browser_id)
    user = await SignInRepository(ctx.db).get_by_code(ticket.user_code)
    if user is None or user.status != 1:
        raise TicketInvalid()
    return ticket, user


async def send_code(ctx: SignInContext, body: TicketCreate) -> CodeSentRead:
    """A 6-digit code to the user's e-mail; again no sooner than ``smsResendSec``."""
    ticket, user = await _ticket_and_user(ctx, body)
    if not user.email:
        raise NoEmail()
    resend = await ctx.param("smsResendSec")
    await enforce(ctx.kv, ctx.now, [(Window("email-resend-ipCheck", 1, resend), user.user_code)])
    ttl = await ctx.param("smsCodeTtlSec")
    code = await OneTimeCodes(ctx.kv, ctx.clock).issue(_code_key(ticket), ttl)
    text = EMAIL_TEXT.format(code=code, minutes=ttl // 60).render(ctx.language)
    await ctx.email.send_email(user.email, code, text)
    return CodeSentRead(to=mask_email(user.email), resend_sec=resend, expires_in_sec=ttl)


async def _validate(
    ctx: SignInContext, body: IpCheckCodeCreate, ticket: Ticket, user: User
) -> SignInRead:
    if not await OneTimeCodes(ctx.kv, ctx.clock).verify(_code_key(ticket), body.code):
        raise WrongCode()
    ticket = await tickets.use_up(ctx, body.ticket, Step.IP_CHECK, body.browser_id)
    await SignInRepository(ctx.db).remember_ip(user.user_code, ticket.ip, ctx.clock.now())
    return await after_ip_check(ctx, user, body.browser_id, ticket.method, ticket.password_rule)


async def validate_code(ctx: SignInContext, body: IpCheckCodeCreate) -> SignInRead:
    """The right code makes the address known; the sign-in then goes on as after the check."""
    ticket, user = await _ticket_and_user(ctx, body)
    return await logged(ctx, user.user_code, METHOD, _validate(ctx, body, ticket, user))
