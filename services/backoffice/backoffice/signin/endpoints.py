"""The console's sign-in calls. The first seven are public (the gateway lets them through
without a session: they prove the caller with a password, a ticket, a refresh token or an API
token); logout and unlock need the operator's token, and pass while the session is locked."""

from collections.abc import Awaitable, Callable
from typing import TypeVar

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from backoffice.deps import AnyOperator, ContextDep
from backoffice.signin import renewal
from backoffice.signin.schemas import (
    ApiTokenSignIn,
    CodeCheck,
    EnrolmentRead,
    NewPassword,
    NextStepRead,
    PasswordSignIn,
    RefreshCreate,
    SignedInRead,
    TicketOnly,
    TokensRead,
    UnlockCreate,
)
from backoffice.signin.service import NextStep, SignedIn, SignIn
from backoffice.signin.sessions import TokenPair
from portal_kit.envelope import Envelope, ok
from portal_kit.errors import answer_keeping_writes

router = APIRouter(prefix="/ops/session", tags=["console sign-in"])

Done = TypeVar("Done")
Read = TypeVar("Read")


def _tokens(pair: TokenPair) -> TokensRead:
    return TokensRead(
        access_token=pair.access_token,
        refresh_token=pair.refresh_token,
        idle_limit_sec=pair.idle_limit_sec,
    )


def _signed_in(done: SignedIn) -> SignedInRead:
    return SignedInRead(**_tokens(done.tokens).model_dump(), recovery_codes=done.recovery_codes)


def _next_step(step: NextStep) -> NextStepRead:
    return NextStepRead(next=step.next.value, ticket=step.ticket)


async def _read(work: Awaitable[Done], as_read: Callable[[Done], Read]) -> Read:
    return as_read(await work)


@router.post("/password", response_model=Envelope[NextStepRead])
async def password(
    ctx: ContextDep, request: Request, body: PasswordSignIn
) -> Envelope[NextStepRead] | JSONResponse:
    """Public: username and password (encrypted); the next step and its ticket."""
    work = SignIn(ctx).password(body.username, body.password)
    return await answer_keeping_writes(request, _read(work, _next_step))


@router.post("/change-password", response_model=Envelope[NextStepRead])
async def change_password(
    ctx: ContextDep, request: Request, body: NewPassword
) -> Envelope[NextStepRead] | JSONResponse:
    """Public (with the ticket): replace a temporary password; then the next step."""
    work = SignIn(ctx).change_password(body.ticket, body.new_password)
    return await answer_keeping_writes(request, _read(work, _next_step))


@router.post("/enrol/start")
async def enrol_start(ctx: ContextDep, body: TicketOnly) -> Envelope[EnrolmentRead]:
    """Public (with the ticket): the authenticator's secret and QR code to scan."""
    enrolment = await SignIn(ctx).enrol(body.ticket)
    return ok(
        EnrolmentRead(
            secret=enrolment.secret,
            otpauth_uri=enrolment.otpauth_uri,
            qr_code=enrolment.qr_code,
        )
    )


@router.post("/enrol/finish", response_model=Envelope[SignedInRead])
async def enrol_finish(
    ctx: ContextDep, request: Request, body: CodeCheck
) -> Envelope[SignedInRead] | JSONResponse:
    """Public (with the ticket): the first code proves the authenticator; signed in, with
    the recovery codes shown once."""
    work = SignIn(ctx).finish_enrolment(body.ticket, body.code)
    return await answer_keeping_writes(request, _read(work, _signed_in))


@router.post("/totp", response_model=Envelope[SignedInRead])
async def second_factor(
    ctx: ContextDep, request: Request, body: CodeCheck
) -> Envelope[SignedInRead] | JSONResponse:
    """Public (with the ticket): the authenticator's code, or a recovery code; signed in."""
    work = SignIn(ctx).second_factor(body.ticket, body.code, body.recovery_code)
    return await answer_keeping_writes(request, _read(work, _signed_in))


@router.post("/refresh")
async def refresh(ctx: ContextDep, body: RefreshCreate) -> Envelope[TokensRead]:
    """Public (with the refresh token): a new pair; the used refresh token is burnt."""
    return ok(_tokens(await renewal.renew(ctx, body.refresh_token)))


@router.post("/api-token", response_model=Envelope[TokensRead])
async def api_token(
    ctx: ContextDep, request: Request, body: ApiTokenSignIn
) -> Envelope[TokensRead] | JSONResponse:
    """Public (with a personal API token): a session for automation (portalctl)."""
    work = SignIn(ctx).api_token(body.api_token)
    return await answer_keeping_writes(request, _read(work, _tokens))


@router.post("/unlock", response_model=Envelope[None])
async def unlock(
    ctx: ContextDep, request: Request, operator: AnyOperator, body: UnlockCreate
) -> Envelope[None] | JSONResponse:
    """The idle verification: the authenticator's code or the password opens the session."""
    work = renewal.unlock(ctx, operator, body.code, body.password)
    return await answer_keeping_writes(request, work)


@router.post("/logout")
async def logout(ctx: ContextDep, operator: AnyOperator) -> Envelope[None]:
    """End this session."""
    await renewal.sign_out(ctx, operator)
    return ok(None)
