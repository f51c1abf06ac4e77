"""Two-step sign-in in the account centre: enrol an authenticator app, confirm it with a first
code, make new recovery codes, switch it off; and the checks sign-in and idle verification use.

Wrong codes in the account centre are counted per user (five in 15 minutes, then a wait), so a
signed-in session cannot be used to guess a code or the password.
"""

from auth.limits import Window, count, refuse_if_full
from auth.models import User
from auth.signin.deps import SignInContext
from auth.signin.errors import SessionEnded
from auth.signin.repository import SignInRepository
from auth.two_step import totp
from auth.two_step.repository import TwoStepRepository
from auth.two_step.schemas import (
    RecoveryCodesRead,
    TwoStepCodeCreate,
    TwoStepOffCreate,
    TwoStepRead,
    TwoStepSetupRead,
)
from portal_kit.credential import decrypt_credential
from portal_kit.errors import Conflict, InvalidInput
from portal_kit.i18n import Text
from portal_kit.passwords import verify_password
from portal_kit.tokens import Identity

WRONG_TRIES = Window("two-step-wrong", 5, 900)

ALREADY_ON = Text("Two-step sign-in is already on.", "两步验证已开启")
NOT_ON = Text("Two-step sign-in is not on.", "两步验证未开启")
NOT_STARTED = Text("Start again: scan a new QR code first.", "请重新开始：先扫描新的二维码")
WRONG_CODE = Text(
    "code: the code is wrong or already used; enter the current code from your app.",
    "code：验证码错误或已使用，请输入验证器应用中的当前验证码",
)
WRONG_CODE_OR_PASSWORD = Text("The code or password is wrong.", "验证码或密码错误")
CODE_OR_PASSWORD = Text(
    "code or password: enter a code from your app, a recovery code or your password.",
    "code或password：请输入验证器应用中的验证码、恢复码或登录密码",
)


async def accepts_code(
    db: TwoStepRepository, ctx: SignInContext, user_code: str, code: str
) -> bool:
    """Whether ``code`` is the app's current code for the user, used now for the first time."""
    row = await db.get(user_code)
    if row is None:
        return False
    step = totp.matching_step(row.secret, code, ctx.clock.now())
    return step is not None and await db.take_step(user_code, step)


async def accepts_recovery_code(db: TwoStepRepository, user_code: str, code: str) -> bool:
    """Whether ``code`` is one of the user's unused recovery codes; it is used up if so."""
    return await db.use_recovery_code(user_code, totp.recovery_hash(user_code, code))


async def _user(ctx: SignInContext, identity: Identity) -> User:
    user = await SignInRepository(ctx.db).get_by_code(identity.user_code)
    if user is None or user.status != 1:
        raise SessionEnded()
    return user


async def _new_recovery_codes(ctx: SignInContext, user_code: str) -> RecoveryCodesRead:
    codes = totp.new_recovery_codes()
    hashes = [totp.recovery_hash(user_code, code) for code in codes]
    await TwoStepRepository(ctx.db).replace_recovery_codes(user_code, hashes, ctx.clock.now())
    return RecoveryCodesRead(codes=codes)


async def _wrong(ctx: SignInContext, user_code: str, text: Text) -> InvalidInput:
    await count(ctx.kv, ctx.now, WRONG_TRIES, user_code)
    return InvalidInput(text)


async def status(ctx: SignInContext, identity: Identity) -> TwoStepRead:
    db = TwoStepRepository(ctx.db)
    return TwoStepRead(
        enabled=await db.is_on(identity.user_code),
        recovery_codes_left=await db.recovery_codes_left(identity.user_code),
    )


async def start(ctx: SignInContext, identity: Identity) -> TwoStepSetupRead:
    """A new secret to scan; two-step stays off until a first code confirms it."""
    user = await _user(ctx, identity)
    db = TwoStepRepository(ctx.db)
    if await db.is_on(user.user_code):
        raise Conflict(ALREADY_ON)
    secret = totp.new_secret()
    await db.start(user.user_code, secret, ctx.clock.now())
    uri = totp.provisioning_uri(secret, user.mobile)
    return TwoStepSetupRead(secret=secret, otpauth_uri=uri, qr_code=totp.qr_code(uri))


async def confirm(
    ctx: SignInContext, identity: Identity, body: TwoStepCodeCreate
) -> RecoveryCodesRead:
    """A right first code switches two-step on and answers the ten recovery codes, once."""
    user_code = identity.user_code
    db = TwoStepRepository(ctx.db)
    row = await db.get(user_code)
    if row is None or row.enabled_at is not None:
        raise Conflict(ALREADY_ON if row is not None else NOT_STARTED)
    await refuse_if_full(ctx.kv, ctx.now, WRONG_TRIES, user_code)
    if not await accepts_code(db, ctx, user_code, body.code):
        raise await _wrong(ctx, user_code, WRONG_CODE)
    await db.switch_on(user_code, ctx.clock.now())
    return await _new_recovery_codes(ctx, user_code)


async def regenerate(ctx: SignInContext, identity: Identity) -> RecoveryCodesRead:
    """Ten new recovery codes; the old ones stop working."""
    if not await TwoStepRepository(ctx.db).is_on(identity.user_code):
        raise Conflict(NOT_ON)
    return await _new_recovery_codes(ctx, identity.user_code)


async def _proves_owner(ctx: SignInContext, user: User, body: TwoStepOffCreate) -> bool:
    db = TwoStepRepository(ctx.db)
    if body.code:
        code = body.code.strip()
        if code.isdigit():
            return await accepts_code(db, ctx, user.user_code, code)
        return await accepts_recovery_code(db, user.user_code, code)
    if body.password:
        password = await decrypt_credential(ctx.credential_keys, body.password)
        return await verify_password(user.password_hash, password)
    raise InvalidInput(CODE_OR_PASSWORD)


async def switch_off(ctx: SignInContext, identity: Identity, body: TwoStepOffCreate) -> None:
    """Two-step off, after a current code, a recovery code or the password."""
    user = await _user(ctx, identity)
    db = TwoStepRepository(ctx.db)
    if not await db.is_on(user.user_code):
        raise Conflict(NOT_ON)
    await refuse_if_full(ctx.kv, ctx.now, WRONG_TRIES, user.user_code)
    if not await _proves_owner(ctx, user, body):
        raise await _wrong(ctx, user.user_code, WRONG_CODE_OR_PASSWORD)
    await db.switch_off(user.user_code)
