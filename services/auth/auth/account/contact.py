"""Changing the mobile and the e-mail address, each proven by codes before it is made.

Mobile: an image captcha, then an SMS code to the current mobile (``mobile-old``) and one to
the new mobile (``mobile-new``); both right within their lifetime give a 10-minute grant for
that new mobile. E-mail: a code to the new address gives a 10-minute grant for it.

The validation calls do not repeat the new value, so where a code went is remembered beside
it (``change-target:<kind>:<user>:<browserID>``), living as long as the code.
"""

from auth.account import grants
from auth.account.repository import AccountRepository
from auth.account.schemas import GrantRead
from auth.account.service import current_user
from auth.codes import OneTimeCodes, code_key
from auth.limits import Window, enforce
from auth.signin import captcha_check
from auth.signin.deps import SignInContext
from auth.signin.errors import WrongCaptcha, WrongCode
from auth.signin.ip_check import mask_email
from auth.signin.schemas import CodeSentRead
from auth.signin.sms import mask_mobile, send_code, sms_code_key
from portal_kit.errors import Conflict, InvalidInput
from portal_kit.i18n import Text
from portal_kit.tokens import Identity

OLD_MOBILE = "mobile-old"
NEW_MOBILE = "mobile-new"
NEW_EMAIL = "email-change"
MOBILE_TAKEN = Text(
    "This mobile number is already used by another account.", "该手机号已被其他账号使用"
)
NO_GRANT = Text(
    "Please verify the new {what} with its code first (valid for 10 minutes).",
    "请先通过验证码验证新的{what_zh}（10分钟内有效）",
)
EMAIL_TEXT = Text(
    "Your code to confirm this e-mail address is {code}, valid for {minutes} minutes.",
    "您正在绑定此邮箱，验证码为{code}，{minutes}分钟内有效。",
)


def _no_grant(what: str, what_zh: str) -> InvalidInput:
    return InvalidInput(NO_GRANT.format(what=what, what_zh=what_zh))


def _target_key(kind: str, user_code: str, browser_id: str) -> str:
    return f"change-target:{kind}:{user_code}:{browser_id}"


async def _remember_target(
    ctx: SignInContext, kind: str, user_code: str, browser_id: str, target: str, ttl: int
) -> None:
    await ctx.kv.set(_target_key(kind, user_code, browser_id), target, ex=ttl)


async def _target(ctx: SignInContext, kind: str, user_code: str, browser_id: str) -> str | None:
    value = await ctx.kv.get(_target_key(kind, user_code, browser_id))
    return str(value) if value is not None else None


async def send_old_mobile_code(
    ctx: SignInContext, identity: Identity, browser_id: str, captcha_answer: str
) -> CodeSentRead:
    """The image captcha of this step, then a code to the caller's current mobile."""
    user = await current_user(ctx, identity)
    if not await captcha_check.consume(ctx, browser_id, captcha_answer):
        raise WrongCaptcha()
    return await send_code(ctx, user.mobile, OLD_MOBILE, browser_id, known=True)


async def _refuse_if_taken(ctx: SignInContext, mobile: str) -> None:
    if await AccountRepository(ctx.db).mobile_taken(mobile):
        raise Conflict(MOBILE_TAKEN)


async def send_new_mobile_code(
    ctx: SignInContext, identity: Identity, mobile: str, browser_id: str
) -> CodeSentRead:
    """A code to the new mobile (refused when an account already has it)."""
    user = await current_user(ctx, identity)
    await _refuse_if_taken(ctx, mobile)
    sent = await send_code(ctx, mobile, NEW_MOBILE, browser_id, known=True)
    await _remember_target(ctx, "mobile", user.user_code, browser_id, mobile, sent.expires_in_sec)
    return sent


async def validate_mobile_codes(
    ctx: SignInContext, identity: Identity, old_code: str, new_code: str, browser_id: str
) -> GrantRead:
    """Both codes right: a grant to change to the new mobile, for 10 minutes. Both are checked
    before either is used up, so a typo in one does not cost the other."""
    user = await current_user(ctx, identity)
    new_mobile = await _target(ctx, "mobile", user.user_code, browser_id)
    if new_mobile is None:
        raise WrongCode()
    answers = [
        (sms_code_key(OLD_MOBILE, user.mobile, browser_id), old_code),
        (sms_code_key(NEW_MOBILE, new_mobile, browser_id), new_code),
    ]
    if not await OneTimeCodes(ctx.kv, ctx.clock).verify_together(answers):
        raise WrongCode()
    await grants.record(ctx.kv, ctx.clock, "mobile", user.user_code, new_mobile, browser_id)
    return GrantRead(to=mask_mobile(new_mobile), expires_in_sec=grants.GRANT_TTL_SEC)


async def update_mobile(ctx: SignInContext, identity: Identity, mobile: str) -> None:
    """The new mobile, with a live grant for it; the grant is used up."""
    user = await current_user(ctx, identity)
    await _refuse_if_taken(ctx, mobile)
    if not await grants.take(ctx.kv, ctx.clock, "mobile", user.user_code, mobile):
        raise _no_grant("mobile number", "手机号")
    user.mobile = mobile
    # A unique-index race with another account answers 409 (one handler, IntegrityError).
    await ctx.db.flush()


async def send_email_code(
    ctx: SignInContext, identity: Identity, email: str, browser_id: str
) -> CodeSentRead:
    """A code to the new e-mail address, within the same kind of limits as SMS codes."""
    user = await current_user(ctx, identity)
    resend = await ctx.param("smsResendSec")
    await enforce(
        ctx.kv,
        ctx.now,
        [
            (Window("email-change-resend", 1, resend), user.user_code),
            (Window("email-address-hour", await ctx.param("smsHourlyLimit"), 3600), email),
            (Window("email-user-day", await ctx.param("smsDailyLimit"), 86400), user.user_code),
            (Window("email-ip-hour", await ctx.param("smsIpHourlyLimit"), 3600), ctx.ip),
        ],
    )
    ttl = await ctx.param("smsCodeTtlSec")
    key = code_key("email", NEW_EMAIL, user.user_code, browser_id)
    code = await OneTimeCodes(ctx.kv, ctx.clock).issue(key, ttl)
    await _remember_target(ctx, "email", user.user_code, browser_id, email, ttl)
    text = EMAIL_TEXT.format(code=code, minutes=ttl // 60).render(ctx.language)
    await ctx.email.send_email(email, code, text)
    return CodeSentRead(to=mask_email(email), resend_sec=resend, expires_in_sec=ttl)


async def validate_email_code(
    ctx: SignInContext, identity: Identity, code: str, browser_id: str
) -> GrantRead:
    """The e-mail code right: a grant to change to that address, for 10 minutes."""
    user = await current_user(ctx, identity)
    email = await _target(ctx, "email", user.user_code, browser_id)
    key = code_key("email", NEW_EMAIL, user.user_code, browser_id)
    if email is None or not await OneTimeCodes(ctx.kv, ctx.clock).verify(key, code):
        raise WrongCode()
    await grants.record(ctx.kv, ctx.clock, "email", user.user_code, email, browser_id)
    return GrantRead(to=mask_email(email), expires_in_sec=grants.GRANT_TTL_SEC)


async def update_email(ctx: SignInContext, identity: Identity, email: str) -> None:
    """The new e-mail address, with a live grant for it; the grant is used up."""
    user = await current_user(ctx, identity)
    if not await grants.take(ctx.kv, ctx.clock, "email", user.user_code, email):
        raise _no_grant("e-mail address", "邮箱")
    user.email = email
