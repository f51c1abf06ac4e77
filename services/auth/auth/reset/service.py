"""Password reset, public: account (mobile + captcha + SMS code) → reset (new password).

Unknown and known mobiles read the same at every step: the SMS step sends nothing to an
unknown one (with the same answer), so its code can never be right and the account step
answers the same refusal as for a wrong code.
"""

from auth.codes import OneTimeCodes, SingleUseTokens
from auth.reset.schemas import ResetAccountCreate, ResetCreate, ResetTicketRead
from auth.signin import captcha_check
from auth.signin.deps import UNKNOWN_ADDRESS, SignInContext
from auth.signin.errors import TicketInvalid, WrongCaptcha, WrongCode
from auth.signin.new_password import check_new_password, store_new_password
from auth.signin.repository import SignInRepository
from auth.signin.sms import sms_code_key
from portal_kit.credential import decrypt_credential
from portal_kit.i18n import Text

PURPOSE = "reset"
TICKET_TTL_SEC = 600
METHOD = "password_reset"
RESET_EXPIRED = Text(
    "This password reset has expired; please start again.", "重置密码已过期，请重新开始"
)


def _tickets(ctx: SignInContext) -> SingleUseTokens:
    return SingleUseTokens(ctx.kv, ctx.clock, "reset-ticket")


async def prove_account(ctx: SignInContext, body: ResetAccountCreate) -> ResetTicketRead:
    """Captcha and SMS code right: a 10-minute ticket for the reset step of this browser."""
    if not await captcha_check.consume(ctx, body.browser_id, body.code):
        raise WrongCaptcha()
    key = sms_code_key(PURPOSE, body.mobile, body.browser_id)
    right = await OneTimeCodes(ctx.kv, ctx.clock).verify(key, body.sms_code)
    user = await SignInRepository(ctx.db).get_by_mobile(body.mobile)
    if not right or user is None or user.status != 1:
        raise WrongCode()
    payload = {"user_code": user.user_code, "browser_id": body.browser_id}
    return ResetTicketRead(ticket=await _tickets(ctx).issue(payload, TICKET_TTL_SEC))


async def reset(ctx: SignInContext, body: ResetCreate) -> None:
    """A strong new password; every session of the user ends. A refused password keeps the
    ticket usable, so the user can try another at once."""
    payload = await _tickets(ctx).peek(body.ticket)
    if payload is None or payload["browser_id"] != body.browser_id:
        raise TicketInvalid(RESET_EXPIRED)
    user = await SignInRepository(ctx.db).get_by_code(payload["user_code"])
    if user is None or user.status != 1:
        raise TicketInvalid(RESET_EXPIRED)
    new_password = await decrypt_credential(ctx.credential_keys, body.new_password)
    await check_new_password(user, new_password)
    if await _tickets(ctx).take(body.ticket) is None:
        raise TicketInvalid(RESET_EXPIRED)
    await store_new_password(ctx, user, new_password)
    if not user.email and ctx.ip != UNKNOWN_ADDRESS:
        # Without an e-mail on file no new-address check can be passed (e.g. a person an
        # administrator just added): the mobile proven here makes this address known.
        await SignInRepository(ctx.db).remember_ip(user.user_code, ctx.ip, ctx.clock.now())
    ctx.log(user.user_code, METHOD, "success")
