"""My account: what the user sees of their own account, and changing their password."""

from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from auth.account.device import describe
from auth.account.repository import AccountRepository
from auth.account.schemas import (
    AccountRead,
    AvailableRead,
    PageQuery,
    PasswordSecurityRead,
    PasswordUpdate,
    SignInPage,
    SignInRow,
)
from auth.limits import Window, count, enforce, one_at_a_time, refuse_if_full
from auth.models import User
from auth.signin.deps import SignInContext
from auth.signin.ip_check import mask_email
from auth.signin.new_password import check_new_password, store_new_password
from auth.signin.password_rule import RULE_TEXTS, broken_rule
from auth.signin.sms import mask_mobile
from portal_kit.credential import decrypt_credential
from portal_kit.errors import Forbidden, InvalidInput
from portal_kit.i18n import Text
from portal_kit.passwords import verify_password
from portal_kit.tokens import Identity

# Wrong current passwords per user (oldPwd/check and passWord/update together).
OLD_PASSWORD_FAILURES = Window("old-password-failures", 5, 15 * 60)
# mobile/check tells whether a number has an account: enough for a user choosing a new mobile,
# too few to walk through the numbers of strangers.
MOBILE_CHECKS = (
    Window("mobile-check-user-hour", 10, 3600),
    Window("mobile-check-user-day", 30, 86400),
)
MOBILE_CHECKS_PER_IP = Window("mobile-check-ip-hour", 60, 3600)
WRONG_OLD_PASSWORD = Text("The current password is incorrect.", "原密码错误")
# The token is valid but its user is gone or disabled: nothing to go on with (403 reads as
# 'sign in again' in the web client).
ACCOUNT_UNAVAILABLE = Text(
    "This account is not available; please sign in again.", "账号不可用，请重新登录"
)
SECURE = Text("The password is strong enough.", "密码强度符合要求")


def _aware(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; they are stored as UTC.
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


async def current_user(ctx: SignInContext, identity: Identity) -> User:
    user = await AccountRepository(ctx.db).get_by_code(identity.user_code)
    if user is None or user.status != 1:
        raise Forbidden(ACCOUNT_UNAVAILABLE)
    return user


async def view(db: AsyncSession, identity: Identity) -> AccountRead:
    """Name, masked mobile and e-mail, and the sign-in before the current one."""
    account = await AccountRepository(db).account_view(identity.user_code)
    if account is None or account.status != 1:
        raise Forbidden(ACCOUNT_UNAVAILABLE)
    return AccountRead(
        user_name=account.name,
        mobile=mask_mobile(account.mobile),
        email=mask_email(account.email) if account.email else None,
        avatar_file_token=account.avatar_file_token,
        last_sign_in_at=_aware(account.previous_at) if account.previous_at else None,
        last_sign_in_ip=account.previous_ip,
    )


async def history(db: AsyncSession, identity: Identity, page: PageQuery) -> SignInPage:
    """The caller's own sign-in attempts, newest first."""
    repository = AccountRepository(db)
    rows = await repository.log_page(
        identity.user_code, (page.page_num - 1) * page.page_size, page.page_size
    )
    return SignInPage(
        total=await repository.count_log(identity.user_code),
        rows=[
            SignInRow(
                at=_aware(row.at),
                ip=row.ip,
                device=describe(row.user_agent),
                method=row.method,
                result=row.result,
            )
            for row in rows
        ],
    )


async def _old_password_right(ctx: SignInContext, user: User, password: str) -> bool:
    """Whether ``password`` is the user's; a wrong one counts toward the per-user limit."""
    async with one_at_a_time(ctx.kv, f"old-password:{user.user_code}"):
        await refuse_if_full(ctx.kv, ctx.now, OLD_PASSWORD_FAILURES, user.user_code)
        if await verify_password(user.password_hash, password):
            return True
        await count(ctx.kv, ctx.now, OLD_PASSWORD_FAILURES, user.user_code)
        return False


async def check_old_password(ctx: SignInContext, identity: Identity, encrypted: str) -> bool:
    user = await current_user(ctx, identity)
    password = await decrypt_credential(ctx.credential_keys, encrypted)
    return await _old_password_right(ctx, user, password)


async def password_security(
    ctx: SignInContext, identity: Identity, encrypted: str
) -> PasswordSecurityRead:
    user = await current_user(ctx, identity)
    password = await decrypt_credential(ctx.credential_keys, encrypted)
    rule = broken_rule(password, user.mobile)
    text = RULE_TEXTS[rule] if rule is not None else SECURE
    return PasswordSecurityRead(secure=rule is None, rule=rule, msg=text.render(ctx.language))


async def update_password(ctx: SignInContext, identity: Identity, body: PasswordUpdate) -> None:
    """A new password; every other session of the user ends, the caller's goes on."""
    user = await current_user(ctx, identity)
    old = await decrypt_credential(ctx.credential_keys, body.old_password)
    new = await decrypt_credential(ctx.credential_keys, body.new_password)
    if not await _old_password_right(ctx, user, old):
        raise InvalidInput(WRONG_OLD_PASSWORD)
    await check_new_password(user, new)
    await store_new_password(ctx, user, new, keep_session=identity.session_id)


async def mobile_available(ctx: SignInContext, identity: Identity, mobile: str) -> AvailableRead:
    """Whether no account, the caller's included, has ``mobile`` (and whether it is the
    caller's own); limited per user and per IP (429 saying when to retry)."""
    hits = [(window, identity.user_code) for window in MOBILE_CHECKS]
    await enforce(ctx.kv, ctx.now, [*hits, (MOBILE_CHECKS_PER_IP, ctx.ip)])
    if not await AccountRepository(ctx.db).mobile_taken(mobile):
        return AvailableRead(available=True)
    user = await current_user(ctx, identity)
    return AvailableRead(available=False, current=user.mobile == mobile)
