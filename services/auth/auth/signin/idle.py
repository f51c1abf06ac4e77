"""The signed-in session: logout, and the security verification after the idle lock.

Each wrong verification doubles the wait before the next try (from the parameter
``passwordEnterIntervalSec``, 5, 10, 20, 40 s by default); the fifth ends the session. The
counts live per session in ``idle-verify:<sid>``.
"""

from auth.codes import OneTimeCodes
from auth.limits import one_at_a_time
from auth.models import User
from auth.signin.deps import SignInContext
from auth.signin.errors import SessionEnded, SignInError, missing
from auth.signin.repository import SignInRepository
from auth.signin.schemas import IdleCheckCreate, IdleCheckRead, LogoutWayRead
from auth.signin.sms import LOGOUT, sms_code_key
from auth.two_step.repository import TwoStepRepository
from auth.two_step.service import accepts_code
from portal_kit.credential import decrypt_credential
from portal_kit.errors import InvalidInput, TooManyAttempts
from portal_kit.i18n import Text
from portal_kit.passwords import verify_password
from portal_kit.tokens import Identity

FAILURES_BEFORE_END = 5
PASSWORD_CHECK = 10
APP_CODE_CHECK = 30
SMS_ONLY_WAY = 20
# ``loginType`` 10 tells the web app the verification passed (specification §4).
VERIFIED = 10

WRONG = Text(
    "The verification failed; please try again in {seconds} seconds.",
    "验证失败，请{seconds}秒后重试",
)
WAIT = Text("Please wait {seconds} seconds before trying again.", "请{seconds}秒后再试")
ENDED = Text("Too many failed verifications; please sign in again.", "验证失败次数过多，请重新登录")
SMS_ONLY = Text("Only SMS verification is allowed.", "仅支持短信验证")


def _key(session_id: str) -> str:
    return f"idle-verify:{session_id}"


async def logout(ctx: SignInContext, identity: Identity) -> None:
    """End the caller's session at once (the gateway checks it on every call)."""
    await ctx.sessions.revoke(identity.session_id)
    await ctx.kv.delete(_key(identity.session_id))


async def logout_way(ctx: SignInContext, identity: Identity) -> LogoutWayRead:
    """How the caller may verify, and whether verifying can still help."""
    session = await ctx.sessions.get(identity.session_id)
    failures = int(await ctx.kv.hget(_key(identity.session_id), "failures") or 0)
    return LogoutWayRead(
        logout_way=await ctx.param("logoutWay"),
        can_verify=session is not None and failures < FAILURES_BEFORE_END,
        two_step=await TwoStepRepository(ctx.db).is_on(identity.user_code),
    )


async def _is_right(ctx: SignInContext, body: IdleCheckCreate, user: User) -> bool:
    if body.check_type == PASSWORD_CHECK:
        if not body.pass_word:
            raise missing("passWord")
        password = await decrypt_credential(ctx.credential_keys, body.pass_word)
        return await verify_password(user.password_hash, password)
    if body.check_type == APP_CODE_CHECK:
        if not body.totp_code:
            raise missing("totpCode")
        db = TwoStepRepository(ctx.db)
        return await db.is_on(user.user_code) and await accepts_code(
            db, ctx, user.user_code, body.totp_code
        )
    if not body.mobile_code:
        raise missing("mobileCode")
    key = sms_code_key(LOGOUT, user.mobile, body.browser_id)
    return await OneTimeCodes(ctx.kv, ctx.clock).verify(key, body.mobile_code)


async def verify(ctx: SignInContext, identity: Identity, body: IdleCheckCreate) -> IdleCheckRead:
    """A right password, SMS or app code unlocks the session; a wrong one makes the user wait."""
    session_id = identity.session_id
    session = await ctx.sessions.get(session_id)
    if session is None or session.user_code != identity.user_code:
        raise SessionEnded()
    key = _key(session_id)
    async with one_at_a_time(ctx.kv, f"idle:{session_id}"):
        blocked_until = int(await ctx.kv.hget(key, "blocked_until") or 0)
        if blocked_until > ctx.now:
            wait = blocked_until - ctx.now
            raise SignInError(
                WAIT.format(seconds=wait), TooManyAttempts.status, passwordEnterInterval=wait
            )
        if body.check_type == PASSWORD_CHECK and await ctx.param("logoutWay") == SMS_ONLY_WAY:
            raise InvalidInput(SMS_ONLY)
        user = await SignInRepository(ctx.db).get_by_code(identity.user_code)
        if user is None or user.status != 1:
            await ctx.sessions.revoke(session_id)
            raise SessionEnded()
        if await _is_right(ctx, body, user):
            await ctx.sessions.unlock(session_id)
            await ctx.kv.delete(key)
            return IdleCheckRead(login_type=VERIFIED)
        failures = await ctx.kv.hincrby(key, "failures", 1)
        await ctx.kv.expire(key, max(1, session.ends_at - ctx.now))
        if failures >= FAILURES_BEFORE_END:
            await ctx.sessions.revoke(session_id)
            raise SessionEnded(ENDED)
        interval = await ctx.param("passwordEnterIntervalSec") * 2 ** (failures - 1)
        await ctx.kv.hset(key, "blocked_until", ctx.now + interval)
        raise SignInError(WRONG.format(seconds=interval), 400, passwordEnterInterval=interval)
