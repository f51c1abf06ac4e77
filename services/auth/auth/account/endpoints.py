"""My account calls; all need the caller's access token."""

from typing import Annotated

from fastapi import APIRouter, Query

from auth.account import avatar, contact, service
from auth.account.schemas import (
    AccountRead,
    AvailableRead,
    AvatarRead,
    CaptchaAnswerQuery,
    EmailCodeQuery,
    EmailQuery,
    GrantRead,
    MobileCodesQuery,
    MobileQuery,
    NewMobileQuery,
    OldPasswordQuery,
    PageQuery,
    PasswordQuery,
    PasswordSecurityRead,
    PasswordUpdate,
    PhotoQuery,
    SignInPage,
    ValidRead,
)
from auth.deps import CurrentIdentity, ReadingSessionDep
from auth.events import USER_MOBILE_CHANGED, user_mobile_changed
from auth.schemas import BrowserQuery, CaptchaRead
from auth.signin import captcha_check
from auth.signin.deps import ContextDep
from auth.signin.schemas import CodeSentRead
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.event_outbox import stage

router = APIRouter(prefix=PORTAL_API, tags=["account"])
# Calls the specification writes with a leading slash live outside the portal prefix.
root_router = APIRouter(tags=["account"])


@router.post("/company/custAccount/login/view")
async def account_view(db: ReadingSessionDep, identity: CurrentIdentity) -> Envelope[AccountRead]:
    """The caller's name, masked mobile and e-mail, avatar and previous sign-in."""
    return ok(await service.view(db, identity))


@router.post("/loginInfo/view")
async def sign_in_history(
    db: ReadingSessionDep, identity: CurrentIdentity, query: Annotated[PageQuery, Query()]
) -> Envelope[SignInPage]:
    """The caller's sign-in history, newest first (pageSize at most 100)."""
    return ok(await service.history(db, identity, query))


@router.post("/company/custAccount/oldPwd/check")
async def check_old_password(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[OldPasswordQuery, Query()]
) -> Envelope[ValidRead]:
    """Whether the (encrypted) password is the caller's; 5 wrong per 15 min, then 429."""
    return ok(ValidRead(valid=await service.check_old_password(ctx, identity, query.pwd)))


@router.post("/param/security/checkPasswordSecurity")
async def check_password_security(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[PasswordQuery, Query()]
) -> Envelope[PasswordSecurityRead]:
    """Whether the (encrypted) password passes the strength rule, and which rule it breaks."""
    return ok(await service.password_security(ctx, identity, query.password))


@router.post("/company/custAccount/passWord/update")
async def update_password(
    ctx: ContextDep, identity: CurrentIdentity, body: PasswordUpdate
) -> Envelope[None]:
    """Change the password (old and new encrypted); the caller's other sessions end."""
    await service.update_password(ctx, identity, body)
    return ok(None)


@router.post("/mobile/check")
async def check_mobile(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[MobileQuery, Query()]
) -> Envelope[AvailableRead]:
    """Whether a mobile number is free to change to (10 per hour and 30 per day per user,
    60 per hour per IP)."""
    return ok(await service.mobile_available(ctx, identity, query.mobile))


@router.post("/company/custAccount/verify/code")
async def draw_captcha(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[BrowserQuery, Query()]
) -> Envelope[CaptchaRead]:
    """An image captcha for the mobile change (single use, 2 min; limited per IP)."""
    return ok(await captcha_check.draw(ctx, query.browser_id))


@router.post("/verify/codeValid")
async def send_old_mobile_code(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[CaptchaAnswerQuery, Query()]
) -> Envelope[CodeSentRead]:
    """The captcha answer; right, a code goes to the caller's current mobile."""
    return ok(await contact.send_old_mobile_code(ctx, identity, query.browser_id, query.code))


@router.post("/sms/sendMobileNewCode")
async def send_new_mobile_code(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[NewMobileQuery, Query()]
) -> Envelope[CodeSentRead]:
    """A code to the new mobile; 409 when another account already has it."""
    return ok(await contact.send_new_mobile_code(ctx, identity, query.mobile, query.browser_id))


@router.post("/sms/mobileNewCodeValid")
async def validate_mobile_codes(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[MobileCodesQuery, Query()]
) -> Envelope[GrantRead]:
    """Both codes (current and new mobile): the change may be made within 10 minutes."""
    return ok(
        await contact.validate_mobile_codes(
            ctx, identity, query.code, query.new_code, query.browser_id
        )
    )


@router.post("/mobile/update")
async def update_mobile(
    ctx: ContextDep,
    identity: CurrentIdentity,
    query: Annotated[MobileQuery, Query()],
) -> Envelope[None]:
    """Change to the new mobile both codes proved; 409 when it is taken meanwhile."""
    await contact.update_mobile(ctx, identity, query.mobile)
    # Customer keeps a copy on every employee of the user; told once the change committed.
    payload = user_mobile_changed(identity.user_code, query.mobile, ctx.clock.now())
    await stage(ctx.db, USER_MOBILE_CHANGED, payload)
    return ok(None)


@root_router.post("/third/mail/sendEmailCode")
async def send_email_code(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[EmailCodeQuery, Query()]
) -> Envelope[CodeSentRead]:
    """A code to the new e-mail address (resend after 120 s; limited per hour and day)."""
    return ok(await contact.send_email_code(ctx, identity, query.email, query.browser_id))


@root_router.post("/third/mail/emailCodeValid")
async def validate_email_code(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[CaptchaAnswerQuery, Query()]
) -> Envelope[GrantRead]:
    """The e-mail code: the change may be made within 10 minutes."""
    return ok(await contact.validate_email_code(ctx, identity, query.code, query.browser_id))


@router.post("/email/update")
async def update_email(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[EmailQuery, Query()]
) -> Envelope[None]:
    """Change to the new e-mail address its code proved."""
    await contact.update_email(ctx, identity, query.email)
    return ok(None)


@router.post("/photo/update")
async def update_photo(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[PhotoQuery, Query()]
) -> Envelope[AvatarRead]:
    """Make an image the caller uploaded (third/file/store) their avatar; else status 404."""
    return ok(await avatar.update_photo(ctx, identity, query.file_token))
