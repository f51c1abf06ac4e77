"""The verification step: the registrant's real-name check, then a face verification; both
done, the registration waits for an operator."""

from customer.company.deps import CompanyContext
from customer.company.identity import aware
from customer.registration import face_tokens, limits, service
from customer.registration.errors import (
    DETAILS_FIRST,
    FACE_LINK_INVALID,
    NOT_VERIFYING,
    REAL_NAME_FIRST,
    REAL_NAME_MISMATCH,
)
from customer.registration.face_tokens import FaceGrant
from customer.registration.identity import REAL_NAME_ID
from customer.registration.models import (
    DRAFT,
    PENDING,
    STEP_APPROVAL,
    VERIFYING,
    Registration,
)
from customer.registration.providers import face_provider, real_name_provider
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import FaceDone, FaceStarted, RealNameCheck, RegistrationRead
from customer.review.models import REGISTRATION
from customer.review.submissions import submitted
from portal_kit.errors import Conflict, InvalidInput
from portal_kit.tokens import Identity
from portal_kit.validators import check_id_number, china_date, for_field, normalise_id_number


async def complete_if_verified(ctx: CompanyContext, registration: Registration) -> None:
    """A verifying registration whose checks are both done goes to the operators' queue."""
    done = registration.real_name_at is not None and registration.face_at is not None
    if registration.status == VERIFYING and done:
        now = ctx.now()
        registration.status = PENDING
        registration.step = STEP_APPROVAL
        registration.submitted_at = now
        await submitted(
            ctx.db, REGISTRATION, registration.id, registration.user_code, registration.name, now
        )


def reset_verification(registration: Registration) -> None:
    registration.real_name = None
    registration.real_name_id_number = None
    registration.real_name_at = None
    registration.face_at = None


def _verifying(registration: Registration) -> None:
    if registration.status == DRAFT:
        raise Conflict(DETAILS_FIRST)
    if registration.status != VERIFYING:
        raise Conflict(NOT_VERIFYING)


async def check_real_name(
    ctx: CompanyContext, identity: Identity, request: RealNameCheck
) -> RegistrationRead:
    """The registrant's name and ID number, through the real-name provider (5 checks an
    hour)."""
    registration = await service.current(ctx, identity, lock=True)
    _verifying(registration)
    rule = check_id_number(request.id_number, china_date(ctx.now()))
    if rule is not None:
        raise InvalidInput(for_field("idNumber", rule.text))
    id_number = normalise_id_number(request.id_number)
    # Counted before the provider answers: a wrong guess costs an attempt like a right one.
    await limits.take(ctx.kv, limits.REAL_NAME_CHECKS, identity.user_code, ctx.now())
    if not await real_name_provider(ctx.app).verify(request.name, id_number):
        raise InvalidInput(REAL_NAME_MISMATCH)
    registration.real_name = request.name
    registration.real_name_id_number = ctx.sealer.seal(id_number, REAL_NAME_ID)
    registration.real_name_at = ctx.now()
    await complete_if_verified(ctx, registration)
    await ctx.db.flush()
    return await service.read(ctx, registration)


async def start_face(ctx: CompanyContext, identity: Identity) -> FaceStarted:
    """Where the registrant shows their face (single-use link, 10 minutes; 10 links an
    hour)."""
    registration = await service.current(ctx, identity)
    _verifying(registration)
    if registration.real_name_at is None:
        raise Conflict(REAL_NAME_FIRST)
    await limits.take(ctx.kv, limits.FACE_LINKS, identity.user_code, ctx.now())
    grant = FaceGrant(registration.id, aware(registration.real_name_at).timestamp())
    token = await face_tokens.issue(ctx.kv, grant, ctx.now())
    return FaceStarted(face_url=await face_provider(ctx.app).start(token))


async def complete_face(ctx: CompanyContext, token: str) -> FaceDone:
    """Public (the link may be opened on another device): the token alone names the
    registration, and the answer shows only where it stands."""
    grant = await face_tokens.take(ctx.kv, token, ctx.now())
    if grant is None:
        raise InvalidInput(FACE_LINK_INVALID)
    registration = await RegistrationRepository(ctx.db).get(grant.registration_id, lock=True)
    if registration is None:
        raise InvalidInput(FACE_LINK_INVALID)
    _verifying(registration)
    passed = registration.real_name_at
    if passed is None or aware(passed).timestamp() != grant.real_name_at:
        # The real-name check was passed again since the link was made: the face shown
        # must match the identity now on file.
        raise InvalidInput(FACE_LINK_INVALID)
    registration.face_at = ctx.now()
    await complete_if_verified(ctx, registration)
    await ctx.db.flush()
    return FaceDone(status=registration.status, step=registration.step)
