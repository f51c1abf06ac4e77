"""Internal routes for peer services (service token; never routed by the gateway)."""

from fastapi import APIRouter, Depends

from auth.internal import register, service
from auth.internal.schemas import (
    CodeSend,
    CodeSentToRead,
    CodeValidRead,
    CodeVerify,
    EnsuredUserRead,
    RegisterAccount,
    RegistrantRead,
    UserEnsure,
    UserLanguagesQuery,
    UserLanguagesRead,
)
from auth.signin.deps import ContextDep
from portal_kit.envelope import Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/user/ensure")
async def ensure_user(ctx: ContextDep, body: UserEnsure) -> Envelope[EnsuredUserRead]:
    """The account of a mobile, opened (and its owner invited by SMS) when there is none."""
    return ok(await service.ensure_user(ctx, body))


@router.post("/user/languages")
async def user_languages(ctx: ContextDep, body: UserLanguagesQuery) -> Envelope[UserLanguagesRead]:
    """The language of each user's texts: their last sign-in's, else Chinese."""
    return ok(await service.user_languages(ctx, body))


@router.post("/sms/code/send")
async def send_code(ctx: ContextDep, body: CodeSend) -> Envelope[CodeSentToRead]:
    """A 6-digit code to the user's own mobile for a known purpose; 429 past the SMS limits."""
    return ok(await service.send_code(ctx, body))


@router.post("/sms/code/verify")
async def verify_code(ctx: ContextDep, body: CodeVerify) -> Envelope[CodeValidRead]:
    """Whether the code is right (single use); after 5 wrong in 15 minutes, 429."""
    return ok(CodeValidRead(valid=await service.verify_code(ctx, body)))


@router.post("/register/account")
async def register_account(ctx: ContextDep, body: RegisterAccount) -> Envelope[RegistrantRead]:
    """A registration's account: a new user (SMS code, strong password) and a registrant
    session; 409 when the mobile already has an account."""
    return ok(await register.register_account(ctx, body))
