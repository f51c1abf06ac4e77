"""Setting a new password, the same way for the forced change, the reset and my account."""

from auth.models import User
from auth.signin.deps import SignInContext
from auth.signin.password_rule import RULE_TEXTS, SAME_AS_BEFORE, broken_rule
from portal_kit.errors import InvalidInput
from portal_kit.passwords import hash_password, verify_password


async def check_new_password(user: User, password: str) -> None:
    """Refuse (status 400, naming the rule) a weak password or the user's current one."""
    rule = broken_rule(password, user.mobile)
    if rule is not None:
        raise InvalidInput(RULE_TEXTS[rule])
    if await verify_password(user.password_hash, password):
        raise InvalidInput(SAME_AS_BEFORE)


async def store_new_password(
    ctx: SignInContext, user: User, password: str, *, keep_session: str | None = None
) -> None:
    """Hash and date the new password; every session of the user ends but ``keep_session``."""
    user.password_hash = await hash_password(password)
    user.password_changed_at = ctx.clock.now()
    await ctx.sessions.revoke_user(user.user_code, keep=keep_session)
