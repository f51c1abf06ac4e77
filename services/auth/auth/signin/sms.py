"""SMS codes: the SMS token (a solved captcha), the limits, and sending through the seam.

Known and unknown mobiles get the same answers and count against the same limits; only a
known one is actually sent a code.
"""

from auth.codes import OneTimeCodes, SingleUseTokens, code_key
from auth.limits import Window, enforce
from auth.signin import captcha_check
from auth.signin.deps import SignInContext
from auth.signin.errors import NotOwnMobile, SmsTokenInvalid, WrongCaptcha
from auth.signin.repository import SignInRepository
from auth.signin.schemas import CodeSentRead, LogoutSmsCodeQuery, SmsCodeQuery, SmsTokenRead
from portal_kit.i18n import Text
from portal_kit.tokens import Identity

SMS_TOKEN_TTL_SEC = 120
LOGIN = "login"
LOGOUT = "logout"
SMS_TEXT = Text(
    "Your verification code is {code}, valid for {minutes} minutes. Never share it.",
    "您的验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。",
)


def mask_mobile(mobile: str) -> str:
    """First 3 and last 4 digits, as the specification shows phone numbers."""
    return f"{mobile[:3]}****{mobile[-4:]}" if len(mobile) >= 7 else "****"


def sms_code_key(purpose: str, mobile: str, browser_id: str) -> str:
    return code_key("sms", purpose, mobile, browser_id)


def _sms_tokens(ctx: SignInContext) -> SingleUseTokens:
    return SingleUseTokens(ctx.kv, ctx.clock, "sms-token")


async def issue_sms_token(ctx: SignInContext, browser_id: str, captcha_answer: str) -> SmsTokenRead:
    """Spend a solved captcha on the right to ask for one SMS code from this browser."""
    if not await captcha_check.consume(ctx, browser_id, captcha_answer):
        raise WrongCaptcha()
    token = await _sms_tokens(ctx).issue({"browser_id": browser_id}, SMS_TOKEN_TTL_SEC)
    return SmsTokenRead(sms_token=token)


async def enforce_sms_limits(
    ctx: SignInContext, mobile: str, purpose: str, *, per_ip: bool = True
) -> int:
    """Raise 429 (nothing sent) when a limit is reached; the resend wait otherwise.

    ``per_ip`` is off for internal calls: their address is a peer service's, not the user's.
    """
    resend = await ctx.param("smsResendSec")
    hits = [
        (Window(f"sms-resend-{purpose}", 1, resend), mobile),
        (Window("sms-mobile-hour", await ctx.param("smsHourlyLimit"), 3600), mobile),
        (Window("sms-mobile-day", await ctx.param("smsDailyLimit"), 86400), mobile),
    ]
    if per_ip:
        hits.append((Window("sms-ip-hour", await ctx.param("smsIpHourlyLimit"), 3600), ctx.ip))
    await enforce(ctx.kv, ctx.now, hits)
    return resend


async def send_code(
    ctx: SignInContext, mobile: str, purpose: str, browser_id: str, known: bool
) -> CodeSentRead:
    resend = await enforce_sms_limits(ctx, mobile, purpose)
    ttl = await ctx.param("smsCodeTtlSec")
    if known:
        code = await OneTimeCodes(ctx.kv, ctx.clock).issue(
            sms_code_key(purpose, mobile, browser_id), ttl
        )
        text = SMS_TEXT.format(code=code, minutes=ttl // 60).render(ctx.language)
        await ctx.sms.send_sms(mobile, code, text)
    return CodeSentRead(to=mask_mobile(mobile), resend_sec=resend, expires_in_sec=ttl)


async def spend_sms_token(ctx: SignInContext, query: SmsCodeQuery) -> None:
    """Use up this browser's SMS token (a solved captcha), else ``SmsTokenInvalid``."""
    grant = await _sms_tokens(ctx).take(query.sms_token)
    if grant is None or grant["browser_id"] != query.browser_id:
        raise SmsTokenInvalid()


async def send_public_code(ctx: SignInContext, query: SmsCodeQuery, purpose: str) -> CodeSentRead:
    """A code for ``purpose`` to ``mobile``, once the SMS token of this browser is spent."""
    await spend_sms_token(ctx, query)
    user = await SignInRepository(ctx.db).get_by_mobile(query.mobile)
    known = user is not None and user.status == 1
    return await send_code(ctx, query.mobile, purpose, query.browser_id, known)


async def send_login_code(ctx: SignInContext, query: SmsCodeQuery) -> CodeSentRead:
    """A sign-in code to ``mobile``, once the SMS token of this browser is spent."""
    return await send_public_code(ctx, query, LOGIN)


async def send_logout_code(
    ctx: SignInContext, identity: Identity, query: LogoutSmsCodeQuery
) -> CodeSentRead:
    """An idle-verification code, to the signed-in user's own mobile only."""
    user = await SignInRepository(ctx.db).get_by_code(identity.user_code)
    if user is None or user.mobile != query.mobile:
        raise NotOwnMobile()
    return await send_code(ctx, user.mobile, LOGOUT, query.browser_id, known=user.status == 1)
