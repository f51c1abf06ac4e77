"""The registration's first SMS code: only a mobile without an account may register.

Unlike sign-in and password reset, this step tells a registered mobile apart (a registration
cannot start on one); the SMS token it spends first makes every such probe cost a solved
captcha. One account counts as none: one the account step opened and that was never used
since, left by an attempt whose registration the customer service then failed to record.
"""

from auth.models import User
from auth.signin.deps import SignInContext
from auth.signin.repository import SignInRepository
from auth.signin.schemas import CodeSentRead, SmsCodeQuery
from auth.signin.sms import send_code, spend_sms_token
from portal_kit.errors import Conflict
from portal_kit.i18n import Text

PURPOSE = "register"
MOBILE_REGISTERED = Text(
    "This mobile number is registered; sign in to continue a registration.",
    "该手机号已注册，请登录后继续注册",
)


async def left_by_registration(users: SignInRepository, user: User) -> bool:
    """Whether the account step opened ``user`` and nothing used it since (no sign-in, no
    reset): the registration may be tried again on it, once the SMS code proves the mobile."""
    return user.status == 1 and await users.only_registered(user.user_code)


async def send_register_code(ctx: SignInContext, query: SmsCodeQuery) -> CodeSentRead:
    """A 6-digit code for the account step to a mobile no account holds yet (else 409)."""
    await spend_sms_token(ctx, query)
    users = SignInRepository(ctx.db)
    user = await users.get_by_mobile(query.mobile)
    if user is not None and not await left_by_registration(users, user):
        raise Conflict(MOBILE_REGISTERED)
    return await send_code(ctx, query.mobile, PURPOSE, query.browser_id, known=True)
