"""What peers ask of auth: an account for a person they add, and SMS codes to a user's mobile.

The customer service adds employees by mobile (a new person gets an account and an SMS
inviting them to set a password) and confirms an administrator change with a code sent to
the current administrator's own mobile.
"""

import secrets

from auth.codes import OneTimeCodes, code_key
from auth.internal.schemas import (
    CodePurpose,
    CodeSend,
    CodeSentToRead,
    CodeVerify,
    EnsuredUserRead,
    UserEnsure,
    UserLanguagesQuery,
    UserLanguagesRead,
)
from auth.language import user_language
from auth.limits import Window, count, one_at_a_time, refuse_if_full
from auth.models import User
from auth.password_age import NEVER_CHANGED
from auth.signin.deps import SignInContext
from auth.signin.repository import SignInRepository
from auth.signin.sms import enforce_sms_limits, mask_mobile
from portal_kit.errors import Conflict, NotFound, ServiceUnavailable
from portal_kit.i18n import Text
from portal_kit.passwords import hash_password
from portal_kit.portal_address import PortalAddressSettings

# The public password-reset wizard: proving the mobile there sets the first password.
RESET_WIZARD_PATH = "/index/resetpwd/account"
# A password no one knows: sign-in with a password fails until the person sets one.
UNUSABLE_SECRET_BYTES = 32
# Wrong codes per user, over every purpose: the fifth kills the code, then 429 for a while.
WRONG_CODES = Window("peer-code-failures", 5, 15 * 60)
# Codes sent for peers are bound to the user, not to a browser (the peer has none).
NO_BROWSER = "-"

INVITATION = Text(
    "{name}, an account of the supply-chain finance portal was opened for this mobile number. "
    "Set your password at {link} (password reset), then sign in.",
    "{name}您好，已为您的手机号开通供应链金融门户账号，请访问{link}（找回密码）设置登录密码后登录。",
)
PURPOSE_TEXTS: dict[CodePurpose, Text] = {
    CodePurpose.CHANGE_ADMIN: Text(
        "Your code to confirm the change of your company's administrator is {code}, valid for "
        "{minutes} minutes. Never share it.",
        "您正在变更企业管理员，验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。",
    ),
}
USER_DISABLED = Text(
    "The account of this mobile number is disabled; it cannot be added.",
    "该手机号的账号已被停用，无法添加",
)
NO_SUCH_USER = Text("The user does not exist or is disabled.", "用户不存在或已停用")


def _read(user: User, created: bool) -> EnsuredUserRead:
    return EnsuredUserRead(
        user_code=user.user_code, name=user.name, mobile=user.mobile, created=created
    )


def _set_password_link(ctx: SignInContext) -> str:
    settings = ctx.settings
    assert isinstance(settings, PortalAddressSettings)  # auth's settings always are
    return settings.portal_link(RESET_WIZARD_PATH)


async def _new_user(ctx: SignInContext, body: UserEnsure) -> User:
    return User(
        user_code=f"U{secrets.token_hex(8).upper()}",
        mobile=body.mobile,
        name=body.name,
        password_hash=await hash_password(secrets.token_urlsafe(UNUSABLE_SECRET_BYTES)),
        status=1,
        # Due for a change: a sign-in by SMS code still goes through the forced password
        # change before it reaches a company.
        password_changed_at=NEVER_CHANGED,
        # Opened for the person, not by them: their language is known at their first sign-in.
        language=None,
    )


async def ensure_user(ctx: SignInContext, body: UserEnsure) -> EnsuredUserRead:
    """The account of ``body.mobile`` as it is, or a new one whose owner is invited by SMS.

    Of two concurrent calls for one new mobile the unique index lets one insert; the other
    answers the winner's account with ``created`` false, and only the winner texts.
    """
    users = SignInRepository(ctx.db)
    existing = await users.get_by_mobile(body.mobile)
    if existing is None:
        user = await _new_user(ctx, body)
        if await users.insert_unless_taken(user):
            text = INVITATION.format(name=user.name, link=_set_password_link(ctx))
            # Not the caller's language: an administrator or an operator added the person.
            await ctx.sms.send_sms(user.mobile, "", text.render(user_language(user)))
            return _read(user, created=True)
        existing = await users.get_by_mobile(body.mobile)
        if existing is None:  # the index refused, yet no account has the mobile
            raise ServiceUnavailable()
    if existing.status != 1:
        raise Conflict(USER_DISABLED)
    return _read(existing, created=False)


async def _active_user(ctx: SignInContext, user_code: str) -> User:
    user = await SignInRepository(ctx.db).get_by_code(user_code)
    if user is None or user.status != 1:
        raise NotFound(NO_SUCH_USER)
    return user


def _code_key(purpose: CodePurpose, user_code: str) -> str:
    return code_key("sms", f"peer-{purpose}", user_code, NO_BROWSER)


async def send_code(ctx: SignInContext, body: CodeSend) -> CodeSentToRead:
    """A 6-digit code to the user's own mobile, within the limits of every SMS code."""
    user = await _active_user(ctx, body.user_code)
    resend = await enforce_sms_limits(ctx, user.mobile, f"peer-{body.purpose}", per_ip=False)
    ttl = await ctx.param("smsCodeTtlSec")
    code = await OneTimeCodes(ctx.kv, ctx.clock).issue(_code_key(body.purpose, user.user_code), ttl)
    text = PURPOSE_TEXTS[body.purpose].format(code=code, minutes=ttl // 60)
    # The user asked for this code themselves (the peer passes their request's language).
    await ctx.sms.send_sms(user.mobile, code, text.render(ctx.language))
    return CodeSentToRead(mobile=mask_mobile(user.mobile), resend_sec=resend, expires_in_sec=ttl)


async def verify_code(ctx: SignInContext, body: CodeVerify) -> bool:
    """True once for the right code; wrong ones count per user, the fifth kills the code and
    further tries answer 429 until the window has passed."""
    user = await _active_user(ctx, body.user_code)
    key = _code_key(body.purpose, user.user_code)
    # One check at a time per user, so concurrent guesses cannot all beat the count.
    async with one_at_a_time(ctx.kv, f"peer-code:{user.user_code}"):
        await refuse_if_full(ctx.kv, ctx.now, WRONG_CODES, user.user_code)
        if await OneTimeCodes(ctx.kv, ctx.clock).verify(key, body.code):
            return True
        if await count(ctx.kv, ctx.now, WRONG_CODES, user.user_code) >= WRONG_CODES.limit:
            await ctx.kv.delete(key)
        return False


async def user_languages(ctx: SignInContext, body: UserLanguagesQuery) -> UserLanguagesRead:
    """For texts a peer sends on its own (notices): each recipient's language."""
    users = await SignInRepository(ctx.db).get_many(body.user_codes)
    return UserLanguagesRead(languages={user.user_code: user_language(user) for user in users})
