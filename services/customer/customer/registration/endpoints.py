"""Registration calls: the registrant's wizard (public account step and face completion, the
rest with the registrant's token) and auth's look-up of an unfinished registration. Operators
decide registrations in the console (customer.registration.console)."""

from fastapi import APIRouter, Depends, Request

from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from customer.registration import account, decision, permit, service, verification
from customer.registration.schemas import (
    AccountCreate,
    AccountCreated,
    FaceComplete,
    FaceDone,
    FaceStarted,
    PermitSubmit,
    RealNameCheck,
    RegistrationOpen,
    RegistrationRead,
    UserRef,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=f"{PORTAL_API}/register", tags=["registration"])
internal_router = APIRouter(
    prefix=f"{INTERNAL_PREFIX}/registration",
    tags=["internal"],
    dependencies=[Depends(require_service_token)],
)


@router.post("/account")
async def create_account(
    ctx: CompanyDep, request: Request, body: AccountCreate
) -> Envelope[AccountCreated]:
    """Public: SMS code, name and password open the account and the registration (draft)."""
    return ok(await account.create_account(ctx, body, request.headers))


@router.post("/current")
async def current(ctx: CompanyDep, identity: CurrentIdentity) -> Envelope[RegistrationRead]:
    """The caller's registration: fields (ID numbers masked), step, status, reasons."""
    return ok(await service.read(ctx, await service.current(ctx, identity)))


@router.post("/permit")
async def submit_permit(
    ctx: CompanyDep, identity: CurrentIdentity, body: PermitSubmit
) -> Envelope[RegistrationRead]:
    """The company's details and requested roles; on to verification (or back to review)."""
    return ok(await permit.submit_permit(ctx, identity, body))


@router.post("/verify/realName")
async def check_real_name(
    ctx: CompanyDep, identity: CurrentIdentity, body: RealNameCheck
) -> Envelope[RegistrationRead]:
    """The registrant's real-name check (name and ID number); 5 an hour, then 429."""
    return ok(await verification.check_real_name(ctx, identity, body))


@router.post("/verify/face/start")
async def start_face(ctx: CompanyDep, identity: CurrentIdentity) -> Envelope[FaceStarted]:
    """Where to show one's face: a single-use link (10 minutes); 10 an hour, then 429."""
    return ok(await verification.start_face(ctx, identity))


@router.post("/verify/face/complete")
async def complete_face(ctx: CompanyDep, body: FaceComplete) -> Envelope[FaceDone]:
    """Public: the face verification of the link's token is done."""
    return ok(await verification.complete_face(ctx, body.token))


@internal_router.post("/open")
async def open_registration(ctx: CompanyDep, body: UserRef) -> Envelope[RegistrationOpen]:
    """For auth's sign-in: the user's unfinished registration, else 404."""
    return ok(await decision.open_of_user(ctx, body.user_code))
