"""The account step: auth opens the registrant's account, this service the registration."""

import secrets
from collections.abc import Mapping

from customer.company.deps import CompanyContext
from customer.invitation.codes import normalise
from customer.registration.accounts import open_account
from customer.registration.errors import MOBILE_REGISTERED
from customer.registration.identity import INVITE_CODE
from customer.registration.models import DRAFT, STEP_PERMIT, Registration
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import AccountCreate, AccountCreated
from customer.registration.service import invitation_for
from portal_kit.errors import Conflict, ServiceUnavailable

# Company codes: ``C`` and 11 digits; tried again on the rare collision.
COMP_CODE_DIGITS = 11
COMP_CODE_TRIES = 5


async def _free_comp_code(repository: RegistrationRepository) -> str:
    for _ in range(COMP_CODE_TRIES):
        code = f"C{secrets.randbelow(10**COMP_CODE_DIGITS):0{COMP_CODE_DIGITS}d}"
        if not await repository.comp_code_taken(code):
            return code
    raise ServiceUnavailable()


async def create_account(
    ctx: CompanyContext, request: AccountCreate, headers: Mapping[str, str]
) -> AccountCreated:
    """A registration in ``draft`` at the permit step, with a registrant session.

    A valid invitation code sent to this mobile is kept (sealed) and pre-fills the company's
    name and role; any other is dropped, as the link may simply have expired: the answer's
    ``invitation`` says which.
    """
    repository = RegistrationRepository(ctx.db)
    # Auth takes over an account a failed earlier attempt left (it holds no registration and
    # nothing used it); one this service knows is the registrant's to sign in to.
    if await repository.mobile_known(request.mobile):
        raise Conflict(MOBILE_REGISTERED)
    invitation = await invitation_for(ctx, request.invite_code, request.mobile)
    registration = Registration(
        # Replaced by auth's user code below, before anything commits.
        user_code=f"pending-{secrets.token_hex(8)}",
        mobile=request.mobile,
        name=request.name,
        comp_code=await _free_comp_code(repository),
        status=DRAFT,
        step=STEP_PERMIT,
        created_at=ctx.now(),
    )
    if invitation is not None and request.invite_code:
        registration.invite_code = ctx.sealer.seal(normalise(request.invite_code), INVITE_CODE)
        registration.comp_name = invitation.comp_name
        registration.comp_roles = invitation.comp_role
    # This service's rows first: what can fail here fails before auth opens an account.
    await repository.add(registration)
    # Last before the commit: auth's answer opens an account that cannot be taken back (a
    # failed commit leaves it for the registrant's next attempt, see auth.internal.register).
    account = await open_account(ctx.app, request, headers, ctx.language)
    registration.user_code = account.user_code
    await ctx.db.flush()
    return AccountCreated(
        registration_id=registration.id,
        step=registration.step,
        access_token=account.access_token,
        refresh_token=account.refresh_token,
        failure_period_sec=account.failure_period_sec,
        invitation=invitation,
    )
