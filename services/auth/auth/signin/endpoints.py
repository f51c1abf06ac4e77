"""Sign-in calls. Public ones need no token; the last four need the caller's access token."""

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import JSONResponse

from auth.deps import CurrentIdentity
from auth.schemas import BROWSER_ID, BrowserQuery, CaptchaRead
from auth.signin import (
    captcha_check,
    idle,
    ip_check,
    login,
    password_change,
    register,
    sms,
    switching,
    two_step,
)
from auth.signin.deps import ContextDep, ReadingContextDep
from auth.signin.errors import keeping_writes
from auth.signin.finish import step_message
from auth.signin.schemas import (
    CodeSentRead,
    IdleCheckCreate,
    IdleCheckRead,
    IdleRefusalRead,
    IpCheckCodeCreate,
    LogoutSmsCodeQuery,
    LogoutWayRead,
    PasswordChangeCreate,
    RefreshCreate,
    SignInCreate,
    SignInRead,
    SmsCodeQuery,
    SmsTokenCreate,
    SmsTokenRead,
    TicketCreate,
    TokenPairRead,
)
from auth.two_step.schemas import TwoStepCheckCreate
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["sign-in"])
# Calls the specification writes with a leading slash live outside the portal prefix.
root_router = APIRouter(tags=["sign-in"])

Answer = Envelope[SignInRead] | JSONResponse


@router.post("/login/user/verify/code")
async def draw_captcha(
    ctx: ReadingContextDep, query: Annotated[BrowserQuery, Query()]
) -> Envelope[CaptchaRead]:
    """A new image captcha for this browser (single use, 2 min; limited per IP)."""
    return ok(await captcha_check.draw(ctx, query.browser_id))


@root_router.post("/login/sms/token/{browserID}")
async def sms_token(
    ctx: ContextDep,
    browser_id: Annotated[str, Path(alias="browserID", pattern=BROWSER_ID)],
    body: SmsTokenCreate,
) -> Envelope[SmsTokenRead]:
    """Spend a solved captcha on one SMS code request from this browser (single use, 2 min)."""
    return ok(await sms.issue_sms_token(ctx, browser_id, body.code))


@router.post("/sms/sendMobileCodeOfLoginWithSecurity")
async def send_login_code(
    ctx: ContextDep, query: Annotated[SmsCodeQuery, Query()]
) -> Envelope[CodeSentRead]:
    """A 6-digit sign-in code by SMS (the same answer whether or not the number is known)."""
    return ok(await sms.send_login_code(ctx, query))


@router.post("/register/sendSmsCode")
async def send_register_code(
    ctx: ContextDep, query: Annotated[SmsCodeQuery, Query()]
) -> Envelope[CodeSentRead]:
    """A 6-digit code for a registration's account step; 409 for a registered mobile."""
    return ok(await register.send_register_code(ctx, query))


@router.post("/login/user/mobileLoginWithSecurity", response_model=Envelope[SignInRead])
async def sign_in(request: Request, ctx: ContextDep, body: SignInCreate) -> Answer:
    """Sign in with password and captcha, or with an SMS code; the answer says what is next."""
    return await keeping_writes(request, login.sign_in(ctx, body), step_message)


@router.post("/email/sendIpCheckEmailCode")
async def send_ip_check_code(ctx: ContextDep, body: TicketCreate) -> Envelope[CodeSentRead]:
    """A 6-digit code to the user's e-mail, for a sign-in from a new address."""
    return ok(await ip_check.send_code(ctx, body))


@router.post("/email/validIpCheckEmailCode", response_model=Envelope[SignInRead])
async def validate_ip_check_code(
    request: Request, ctx: ContextDep, body: IpCheckCodeCreate
) -> Answer:
    """The e-mail code: the address becomes known and the sign-in goes on."""
    return await keeping_writes(request, ip_check.validate_code(ctx, body), step_message)


@router.post("/login/user/twoStepCheck", response_model=Envelope[SignInRead])
async def check_two_step(request: Request, ctx: ContextDep, body: TwoStepCheckCreate) -> Answer:
    """The second step of a two-step user: a code from the app or a recovery code."""
    return await keeping_writes(request, two_step.check(ctx, body), step_message)


@router.post(
    "/company/custAccount/passWord/updateWithSecurity", response_model=Envelope[SignInRead]
)
async def change_password(request: Request, ctx: ContextDep, body: PasswordChangeCreate) -> Answer:
    """The password change a sign-in asked for; then tokens or the company choice."""
    return await keeping_writes(request, password_change.change_password(ctx, body))


@router.post("/employee/refresh/token")
async def refresh_token(ctx: ContextDep, body: RefreshCreate) -> Envelope[TokenPairRead]:
    """New tokens for the same or another employee (or role) the user holds."""
    return ok(await switching.refresh(ctx, body))


@router.post("/login/user/logout")
async def logout(ctx: ContextDep, identity: CurrentIdentity) -> Envelope[None]:
    """End the caller's session at once."""
    await idle.logout(ctx, identity)
    return ok(None)


@router.post("/param/security/findParamSecurityLogoutWay")
async def logout_way(ctx: ContextDep, identity: CurrentIdentity) -> Envelope[LogoutWayRead]:
    """How the idle verification works for the caller (10 password or SMS, 20 SMS only; with
    two-step on, the authenticator app's code as well)."""
    return ok(await idle.logout_way(ctx, identity))


@router.post("/sms/sendMobileCodeOfLogoutWithSecurity")
async def send_logout_code(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[LogoutSmsCodeQuery, Query()]
) -> Envelope[CodeSentRead]:
    """A 6-digit idle-verification code to the caller's own mobile."""
    return ok(await sms.send_logout_code(ctx, identity, query))


@router.post(
    "/login/user/logoutCheckTypeWithSecurity",
    response_model=Envelope[IdleCheckRead | IdleRefusalRead],
)
async def verify_idle(
    request: Request, ctx: ContextDep, identity: CurrentIdentity, body: IdleCheckCreate
) -> Envelope[IdleCheckRead] | JSONResponse:
    """The idle verification: right unlocks the session; wrong answers a waiting time."""
    return await keeping_writes(request, idle.verify(ctx, identity, body))
