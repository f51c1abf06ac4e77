"""The account step: auth opens the registrant's account, this service the registration."""

import secrets
from collections.abc import Mapping

from customer.company.deps import CompanyContext
from customer.invitation.codes import normalise
from customer.registration.accounts import open_account
from customer.registration.identity import INVITE_CODE
from customer.registration.models import DRAFT, STEP_PERMIT, Registration
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import AccountCreate, AccountCreated
from customer.registration.service import invitation_for
from portal_kit.errors import ServiceUnavailable

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
    invitation = await invitation_for(ctx, request.invite_code, request.mobile)
    comp_code = await _free_comp_code(repository)
    # Last: auth's answer opens an account that cannot be taken back.
    account = await open_account(ctx.app, request, headers, ctx.language)
    registration = Registration(
        user_code=account.user_code,
        mobile=request.mobile,
        name=request.name,
        comp_code=comp_code,
        status=DRAFT,
        step=STEP_PERMIT,
        created_at=ctx.now(),
    )
    if invitation is not None and request.invite_code:
        registration.invite_code = ctx.sealer.seal(normalise(request.invite_code), INVITE_CODE)
        registration.comp_name = invitation.comp_name
        registration.comp_roles = invitation.comp_role
    await repository.add(registration)
    return AccountCreated(
        registration_id=registration.id,
        step=registration.step,
        access_token=account.access_token,
        refresh_token=account.refresh_token,
        failure_period_sec=account.failure_period_sec,
        invitation=invitation,
    )
