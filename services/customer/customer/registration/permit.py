"""The permit step: the company's details, checked here whatever the web app checked."""

from customer.clients.content import content_client
from customer.clients.reference import reference_client
from customer.company.deps import CompanyContext
from customer.invitation import service as invitations
from customer.invitation.codes import normalise
from customer.registration import service
from customer.registration.errors import (
    AREA_OUTSIDE_PROVINCE,
    CREDIT_CODE_IN_REGISTRATION,
    CREDIT_CODE_REGISTERED,
    INVITATION_INVALID,
    INVITATION_OTHER_MOBILE,
    LICENCE_NOT_FOUND,
    NO_ROLES,
    NOT_EDITABLE,
    PROVINCE_UNKNOWN,
)
from customer.registration.identity import INVITE_CODE, LEGAL_REP_ID
from customer.registration.models import (
    DRAFT,
    REJECTED,
    STEP_VERIFICATION,
    VERIFYING,
    Registration,
)
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import PermitSubmit, RegistrationRead
from customer.registration.verification import complete_if_verified
from portal_kit.errors import Conflict, InvalidInput
from portal_kit.tokens import Identity
from portal_kit.validators import (
    check_credit_code,
    check_id_number,
    china_date,
    for_field,
    normalise_id_number,
)

EDITABLE = (DRAFT, VERIFYING, REJECTED)


def _checked(ctx: CompanyContext, request: PermitSubmit) -> tuple[str, str, list[str]]:
    """(credit code, legal representative's ID number, roles), normalised, or 400 naming the
    first field that breaks its rule."""
    credit_code = request.credit_code.strip().upper()
    credit_rule = check_credit_code(credit_code)
    if credit_rule is not None:
        raise InvalidInput(for_field("creditCode", credit_rule.text))
    id_rule = check_id_number(request.legal_id_number, china_date(ctx.now()))
    if id_rule is not None:
        raise InvalidInput(for_field("legalIdNumber", id_rule.text))
    area, province = request.area_code, request.province_code
    if area[:2] != province[:2] or area == province:
        raise InvalidInput(AREA_OUTSIDE_PROVINCE)
    roles: list[str] = list(dict.fromkeys(request.comp_roles))
    if not roles:
        raise InvalidInput(NO_ROLES)
    return credit_code, normalise_id_number(request.legal_id_number), roles


async def _check_area(ctx: CompanyContext, province_code: str, area_code: str) -> None:
    """The division list (reference's) must know the province and have the area under it."""
    checked = await reference_client(ctx.app).check_area(province_code, area_code)
    if not checked.province_known:
        raise InvalidInput(PROVINCE_UNKNOWN)
    if not checked.area_within:
        raise InvalidInput(AREA_OUTSIDE_PROVINCE)


async def _check_invitation(ctx: CompanyContext, registration: Registration, code: str) -> None:
    """A live invitation sent to the registrant's own mobile, else 400 naming the field."""
    invitation = await invitations.live_invitation(ctx.db, code, ctx.now())
    if invitation is None:
        raise InvalidInput(INVITATION_INVALID)
    if invitation.mobile != registration.mobile:
        raise InvalidInput(INVITATION_OTHER_MOBILE)


async def _check_credit_code_free(
    ctx: CompanyContext, registration: Registration, code: str
) -> None:
    repository = RegistrationRepository(ctx.db)
    if await repository.company_has_credit_code(code):
        raise Conflict(CREDIT_CODE_REGISTERED)
    if await repository.credit_code_in_other(code, registration.id):
        raise Conflict(CREDIT_CODE_IN_REGISTRATION)


async def submit_permit(
    ctx: CompanyContext, identity: Identity, request: PermitSubmit
) -> RegistrationRead:
    """Store the details (replacing earlier ones); on to verification, or straight back to
    review when a rejected registration's verification still stands."""
    registration = await service.current(ctx, identity, lock=True)
    if registration.status not in EDITABLE:
        raise Conflict(NOT_EDITABLE)
    credit_code, legal_id_number, roles = _checked(ctx, request)
    if request.invite_code:
        await _check_invitation(ctx, registration, request.invite_code)
    await _check_credit_code_free(ctx, registration, credit_code)
    # Last: these ask other services, and everything cheaper has passed.
    await _check_area(ctx, request.province_code, request.area_code)
    licence = await content_client(ctx.app).owned_file(
        request.licence_file_token, identity.user_code, allow_pdf=True
    )
    if licence is None:
        raise InvalidInput(LICENCE_NOT_FOUND)
    registration.comp_name = request.comp_name
    registration.credit_code = credit_code
    registration.legal_rep_name = request.legal_name
    registration.legal_rep_id_number = ctx.sealer.seal(legal_id_number, LEGAL_REP_ID)
    registration.province_code = request.province_code
    registration.area_code = request.area_code
    registration.address = request.address
    registration.licence_file_token = licence.file_token
    registration.licence_file_name = licence.file_name[:255]
    registration.licence_content_type = licence.content_type[:64]
    registration.comp_roles = ",".join(roles)
    if request.invite_code:
        registration.invite_code = ctx.sealer.seal(normalise(request.invite_code), INVITE_CODE)
    registration.reasons = None
    registration.status = VERIFYING
    registration.step = STEP_VERIFICATION
    await complete_if_verified(ctx, registration)
    # A concurrent registration of the same credit code breaks the open-only unique index: 409.
    await ctx.db.flush()
    return await service.read(ctx, registration)
