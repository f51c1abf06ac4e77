"""The forced password change at sign-in (weak or too old), then on to a company."""

from auth.signin import tickets
from auth.signin.deps import SignInContext
from auth.signin.errors import TicketInvalid
from auth.signin.finish import enter_company, logged
from auth.signin.new_password import check_new_password, store_new_password
from auth.signin.repository import SignInRepository
from auth.signin.schemas import PasswordChangeCreate, SignInRead
from auth.signin.tickets import Step
from portal_kit.credential import decrypt_credential

METHOD = "password_change"


async def change_password(ctx: SignInContext, body: PasswordChangeCreate) -> SignInRead:
    """A strong new password ends the user's other sessions and signs this one in.

    A refused password leaves the ticket usable, so the user can try another at once.
    """
    ticket = await tickets.peek(ctx, body.ticket, Step.CHANGE_PASSWORD, body.browser_id)
    user = await SignInRepository(ctx.db).get_by_code(ticket.user_code)
    if user is None or user.status != 1:
        raise TicketInvalid()
    new_password = await decrypt_credential(ctx.credential_keys, body.new_password)
    await check_new_password(user, new_password)
    await tickets.use_up(ctx, body.ticket, Step.CHANGE_PASSWORD, body.browser_id)
    await store_new_password(ctx, user, new_password)
    return await logged(ctx, user.user_code, METHOD, enter_company(ctx, user))
