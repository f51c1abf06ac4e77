"""The registration's account step (asked by customer): a new user and a registrant session.

The mobile is proven by the SMS code of ``register/sendSmsCode``; the password, which
travelled encrypted to the credential key, must pass the strength rule. Every refusal names
its field and changes nothing: a weak password leaves the code usable for the next try.

Customer calls this last, before its own commit; if that commit fails the account stays
without a registration. The same mobile may then register again: an account this step opened
and nothing used since is taken over (new name and password, its unused sessions ended)
instead of refused.
"""

import secrets

from auth.codes import OneTimeCodes
from auth.internal.schemas import RegisterAccount, RegistrantRead
from auth.limits import one_at_a_time
from auth.models import User
from auth.signin.deps import UNKNOWN_ADDRESS, SignInContext
from auth.signin.password_rule import RULE_TEXTS, broken_rule
from auth.signin.register import MOBILE_REGISTERED, PURPOSE, left_by_registration
from auth.signin.registrant import start_registrant_session
from auth.signin.repository import SignInRepository
from auth.signin.sms import sms_code_key
from portal_kit.credential import decrypt_credential
from portal_kit.errors import Conflict, InvalidInput
from portal_kit.i18n import Text
from portal_kit.passwords import hash_password
from portal_kit.validators import for_field

METHOD = "register"
WRONG_CODE = for_field(
    "smsCode",
    Text("the verification code is incorrect or has expired", "验证码错误或已过期"),
)


async def register_account(ctx: SignInContext, body: RegisterAccount) -> RegistrantRead:
    """Open the account of ``body.mobile`` (409 when one exists) and sign its owner in."""
    users = SignInRepository(ctx.db)
    async with one_at_a_time(ctx.kv, f"register:{body.mobile}"):
        left = await users.get_by_mobile(body.mobile)
        if left is not None and not await left_by_registration(users, left):
            raise Conflict(MOBILE_REGISTERED)
        password = await decrypt_credential(ctx.credential_keys, body.password)
        rule = broken_rule(password, body.mobile)
        if rule is not None:
            raise InvalidInput(for_field("password", RULE_TEXTS[rule]))
        key = sms_code_key(PURPOSE, body.mobile, body.browser_id)
        if not await OneTimeCodes(ctx.kv, ctx.clock).verify(key, body.sms_code):
            raise InvalidInput(WRONG_CODE)
        if left is not None:
            user = left
            user.name = body.name
            user.password_hash = await hash_password(password)
            user.password_changed_at = ctx.clock.now()
            user.language = ctx.language
            # Its registrant session never reached anybody; it ends before a new one starts.
            await ctx.sessions.revoke_user(user.user_code)
        else:
            user = User(
                # The shape of the accounts peers open (auth.internal.service); 64 random bits.
                user_code=f"U{secrets.token_hex(8).upper()}",
                mobile=body.mobile,
                name=body.name,
                password_hash=await hash_password(password),
                status=1,
                password_changed_at=ctx.clock.now(),
                # The registrant's own request: the language they use the portal in.
                language=ctx.language,
            )
            if not await users.insert_unless_taken(user):
                raise Conflict(MOBILE_REGISTERED)
    if ctx.ip != UNKNOWN_ADDRESS:
        # The registrant has no e-mail for a new-address check; the mobile just proven makes
        # this address known, as a password reset does.
        await users.remember_ip(user.user_code, ctx.ip, ctx.clock.now())
    ctx.log(user.user_code, METHOD, "success")
    pair = await start_registrant_session(ctx, user.user_code)
    return RegistrantRead(
        user_code=user.user_code,
        access_token=pair.access_token,
        refresh_token=pair.refresh_token,
        failure_period_sec=await ctx.param("failurePeriodSec"),
    )
