"""The registrant's registration: finding it, and showing it (masked)."""

from customer.company.deps import CompanyContext
from customer.company.identity import aware, masked_id
from customer.invitation import service as invitations
from customer.invitation.schemas import InvitationCode, InvitationInfo
from customer.registration.errors import NO_REGISTRATION
from customer.registration.identity import INVITE_CODE, LEGAL_REP_ID, REAL_NAME_ID
from customer.registration.models import Registration
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import RegistrationRead
from portal_kit.errors import NotFound
from portal_kit.masking import mask_mobile
from portal_kit.sealed import OpenFailed
from portal_kit.tokens import Identity


async def current(ctx: CompanyContext, identity: Identity, *, lock: bool = False) -> Registration:
    """The caller's own (newest) registration; nobody names a registration by id, so nobody
    reaches another's."""
    registration = await RegistrationRepository(ctx.db).latest_of_user(
        identity.user_code, lock=lock
    )
    if registration is None:
        raise NotFound(NO_REGISTRATION)
    return registration


async def live_invitation(ctx: CompanyContext, code: str | None) -> InvitationInfo | None:
    """What a still valid invitation code names; ``None`` for none, or one no longer valid."""
    if not code:
        return None
    try:
        return await invitations.info(ctx, InvitationCode(code=code))
    except NotFound:
        return None


async def invitation_for(
    ctx: CompanyContext, code: str | None, mobile: str
) -> InvitationInfo | None:
    """What a still valid invitation code names, when it was sent to ``mobile``: only the
    person invited may register with it."""
    shown = await live_invitation(ctx, code)
    if shown is None or code is None:
        return None
    invitation = await invitations.live_invitation(ctx.db, code, ctx.now())
    return shown if invitation is not None and invitation.mobile == mobile else None


def comp_roles(registration: Registration) -> list[str]:
    return registration.comp_roles.split(",") if registration.comp_roles else []


def invite_code(ctx: CompanyContext, registration: Registration) -> str | None:
    if registration.invite_code is None:
        return None
    try:
        return ctx.sealer.open(registration.invite_code, INVITE_CODE)
    except OpenFailed:
        return None


async def read(ctx: CompanyContext, registration: Registration) -> RegistrationRead:
    return RegistrationRead.model_validate(await _fields(ctx, registration))


async def _fields(ctx: CompanyContext, r: Registration) -> dict[str, object]:
    sealer = ctx.sealer
    return {
        "registration_id": r.id,
        "status": r.status,
        "step": r.step,
        "comp_code": r.comp_code,
        "name": r.name,
        "mobile": mask_mobile(r.mobile),
        "comp_name": r.comp_name,
        "credit_code": r.credit_code,
        "legal_name": r.legal_rep_name,
        "legal_id_number": masked_id(sealer, r.legal_rep_id_number, LEGAL_REP_ID),
        "province_code": r.province_code,
        "area_code": r.area_code,
        "address": r.address,
        "licence_file_token": r.licence_file_token,
        "comp_roles": comp_roles(r),
        "invitation": await live_invitation(ctx, invite_code(ctx, r)),
        "real_name_passed": r.real_name_at is not None,
        "real_name": r.real_name,
        "real_name_id_number": masked_id(sealer, r.real_name_id_number, REAL_NAME_ID),
        "face_passed": r.face_at is not None,
        "reasons": dict(r.reasons or {}),
        "created_at": aware(r.created_at),
        "submitted_at": aware(r.submitted_at) if r.submitted_at else None,
        "decided_at": aware(r.decided_at) if r.decided_at else None,
        "employee_code": r.employee_code,
    }
