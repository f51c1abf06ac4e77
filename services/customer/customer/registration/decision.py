"""What a decision on a registration does, for the console (customer.registration.console),
and auth's look-up of a user's unfinished registration."""

from customer.company.deps import CompanyContext
from customer.registration.approval import approve as approve_registration
from customer.registration.errors import (
    NO_REGISTRATION,
    NOT_PENDING,
    REASONS_REQUIRED,
    UNKNOWN_REASON_FIELD,
)
from customer.registration.events import (
    APPROVED,
    INVITATION_ACCEPTED,
    REJECTED,
    PendingEvent,
)
from customer.registration.models import PENDING, STEP_PERMIT, Registration
from customer.registration.models import REJECTED as REJECTED_STATUS
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import REASON_FIELDS, RegistrationOpen
from customer.registration.verification import reset_verification
from customer.review.four_eyes import Decider, step
from customer.review.models import REGISTRATION as REGISTRATION_QUEUE
from customer.review.repository import ReviewRepository
from portal_kit.errors import Conflict, InvalidInput, NotFound

# A rejection reason under this field means the registrant must verify again.
VERIFICATION = "verification"


async def open_of_user(ctx: CompanyContext, user_code: str) -> RegistrationOpen:
    """For auth's sign-in: the user's unfinished registration, else 404."""
    registration = await RegistrationRepository(ctx.db).open_of_user(user_code)
    if registration is None:
        raise NotFound(NO_REGISTRATION)
    return RegistrationOpen.model_validate(
        {
            "registration_id": registration.id,
            "step": registration.step,
            "status": registration.status,
        }
    )


def checked_reasons(reasons: dict[str, str] | None, *, required: bool) -> dict[str, str] | None:
    """Reasons per field of the registration (``verification`` and ``other`` too); a
    rejection needs at least one."""
    if not reasons:
        if required:
            raise InvalidInput(REASONS_REQUIRED)
        return None
    for field in reasons:
        if field not in REASON_FIELDS:
            raise InvalidInput(UNKNOWN_REASON_FIELD.format(field=field[:64]))
    return dict(reasons)


def _reject(registration: Registration, reasons: dict[str, str]) -> PendingEvent:
    """Back to the permit step with the reasons; the registrant alone hears of it."""
    registration.status = REJECTED_STATUS
    registration.step = STEP_PERMIT
    registration.reasons = reasons
    if VERIFICATION in reasons:
        reset_verification(registration)
    return PendingEvent(
        REJECTED,
        {
            "compCode": registration.comp_code,
            "compName": registration.comp_name,
            "reasons": [f"{field}: {text}" for field, text in reasons.items()],
            "userCode": registration.user_code,
        },
    )


async def pending_registration(ctx: CompanyContext, registration_id: int) -> Registration:
    """The registration, locked until the decision commits; only a pending one is decided."""
    registration = await RegistrationRepository(ctx.db).get(registration_id, lock=True)
    if registration is None:
        raise NotFound(NO_REGISTRATION)
    if registration.status != PENDING:
        raise Conflict(NOT_PENDING)
    return registration


async def apply_decision(
    ctx: CompanyContext,
    registration: Registration,
    approve: bool,
    reasons: dict[str, str] | None,
    decider: Decider,
) -> list[PendingEvent]:
    """Approve (the company is created) or reject a pending registration; the events to stage
    in its transaction."""
    events: list[PendingEvent] = []
    if approve:
        approval = await approve_registration(ctx, registration)
        events.append(
            PendingEvent(
                APPROVED,
                {"compCode": registration.comp_code, "compName": registration.comp_name},
            )
        )
        if approval.inviter_comp_code is not None:
            invited = {
                "compCode": approval.inviter_comp_code,
                "inviteeCompName": registration.comp_name,
            }
            events.append(PendingEvent(INVITATION_ACCEPTED, invited))
    else:
        rejected = checked_reasons(reasons, required=True)
        assert rejected is not None
        events.append(_reject(registration, rejected))
    now = ctx.now()
    registration.operator = decider.name
    registration.operator_code = decider.code
    registration.decided_at = now
    ReviewRepository(ctx.db).add_step(
        step(REGISTRATION_QUEUE, registration.id, registration.status, decider, now, reasons)
    )
    await ctx.db.flush()
    return events
