"""Sign-in with a password (plus captcha) or an SMS code, and the lock after repeated failures.

Failures are counted per mobile, whether or not an account has it, and every answer has the
same shape for both, so no answer tells whether a number is registered.
"""

import math

from auth import login_lock
from auth.codes import OneTimeCodes
from auth.limits import Window, count, forget, one_at_a_time
from auth.models import User
from auth.signin import captcha_check, tickets
from auth.signin.deps import SignInContext
from auth.signin.errors import (
    WRONG_SMS_CREDENTIALS,
    AccountLocked,
    SignInError,
    WrongCaptcha,
    WrongCredentials,
    missing,
)
from auth.signin.finish import after_ip_check, logged
from auth.signin.password_rule import broken_rule
from auth.signin.repository import SignInRepository
from auth.signin.schemas import SignInCreate, SignInRead
from auth.signin.sms import LOGIN, sms_code_key
from auth.signin.tickets import Step, Ticket
from portal_kit.credential import decrypt_credential
from portal_kit.passwords import hash_password, verify_password

_dummy_hash: str | None = None


async def _verify_or_waste_time(user: User | None, password: str) -> bool:
    """Check the password; without a user, spend the same argon2 time on a dummy hash."""
    global _dummy_hash
    if user is None:
        _dummy_hash = _dummy_hash or await hash_password("not a real password, only timing")
        await verify_password(_dummy_hash, password)
        return False
    return await verify_password(user.password_hash, password)


async def refuse_if_locked(ctx: SignInContext, mobile: str) -> None:
    locked_until = await login_lock.locked_until(ctx.kv, mobile, ctx.now)
    if locked_until is not None:
        raise AccountLocked(max(1, math.ceil((locked_until - ctx.now) / 60)))


async def failures(ctx: SignInContext) -> Window:
    """Failed sign-ins per mobile: this many within the lock period lock it."""
    limit = await ctx.param("loginFailuresBeforeLock")
    return Window(login_lock.FAILURES, limit, 60 * await ctx.param("lockMinutes"))


async def count_failure(ctx: SignInContext, mobile: str, wrong: SignInError) -> SignInError:
    """The error to answer: ``wrong``, or the lock when this failure is the last allowed."""
    window = await failures(ctx)
    if await count(ctx.kv, ctx.now, window, mobile) < window.limit:
        return wrong
    await login_lock.lock(ctx.kv, mobile, ctx.now + window.seconds, window.seconds)
    await forget(ctx.kv, window, mobile)
    return AccountLocked(window.seconds // 60)


async def _check_password(ctx: SignInContext, body: SignInCreate, user: User | None) -> str | None:
    """The password rule the (right) password breaks; raises on any failure."""
    if not body.code:
        raise missing("code")
    if not body.password:
        raise missing("password")
    if not await captcha_check.consume(ctx, body.browser_id, body.code):
        raise WrongCaptcha()
    await refuse_if_locked(ctx, body.mobile)
    password = await decrypt_credential(ctx.credential_keys, body.password)
    right = await _verify_or_waste_time(user, password)
    if not right or user is None or user.status != 1:
        raise await count_failure(ctx, body.mobile, WrongCredentials())
    return broken_rule(password, user.mobile)


async def _check_sms_code(ctx: SignInContext, body: SignInCreate, user: User | None) -> None:
    if not body.sms_code:
        raise missing("smsCode")
    await refuse_if_locked(ctx, body.mobile)
    key = sms_code_key(LOGIN, body.mobile, body.browser_id)
    right = await OneTimeCodes(ctx.kv, ctx.clock).verify(key, body.sms_code)
    if not right or user is None or user.status != 1:
        raise await count_failure(ctx, body.mobile, WrongCredentials(WRONG_SMS_CREDENTIALS))


async def _sign_in(ctx: SignInContext, body: SignInCreate, user: User | None) -> SignInRead:
    async with one_at_a_time(ctx.kv, f"sign-in:{body.mobile}"):
        if body.login_type == "password":
            rule = await _check_password(ctx, body, user)
        else:
            await _check_sms_code(ctx, body, user)
            rule = None
    assert user is not None  # the checks refuse a missing or disabled user
    await forget(ctx.kv, await failures(ctx), body.mobile)
    if not await SignInRepository(ctx.db).is_known_ip(user.user_code, ctx.ip):
        ticket = Ticket(
            step=Step.IP_CHECK,
            user_code=user.user_code,
            browser_id=body.browser_id,
            ip=ctx.ip,
            method=body.login_type,
            password_rule=rule,
        )
        return SignInRead(next="ipCheck", ticket=await tickets.issue(ctx, ticket))
    return await after_ip_check(ctx, user, body.browser_id, body.login_type, rule)


async def sign_in(ctx: SignInContext, body: SignInCreate) -> SignInRead:
    """One sign-in attempt; it leaves a login-log row whatever its outcome."""
    user = await SignInRepository(ctx.db).get_by_mobile(body.mobile)
    user_code = user.user_code if user else None
    return await logged(ctx, user_code, body.login_type, _sign_in(ctx, body, user))
