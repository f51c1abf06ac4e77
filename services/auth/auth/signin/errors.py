"""What sign-in refuses with, and the one way its answers keep their log rows."""

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from fastapi import Request
from fastapi.responses import JSONResponse

from auth.clients.customer import SuspendedCompany
from portal_kit.envelope import Envelope, envelope_response, ok
from portal_kit.errors import (
    Conflict,
    Forbidden,
    InvalidInput,
    Locked,
    NotSignedIn,
    ServiceError,
)
from portal_kit.i18n import Text, request_language
from portal_kit.validators import china_date

T = TypeVar("T")


class SignInError(ServiceError):
    """A refusal; ``log_result`` names it in the login log, ``extra`` goes into the body."""

    log_result = "refused"

    def __init__(self, msg: Text | None = None, status: int | None = None, **extra: Any) -> None:
        super().__init__(msg, status)
        self.extra = extra


class WrongCredentials(SignInError):
    # One sentence whatever the cause (unknown mobile, wrong password, disabled user), so an
    # answer never tells whether an account exists.
    status = 400
    default = Text("The mobile number or password is incorrect.", "手机号或密码错误")
    log_result = "wrong_credentials"


WRONG_SMS_CREDENTIALS = Text(
    "The mobile number or verification code is incorrect.", "手机号或验证码错误"
)


class AccountLocked(SignInError):
    status = Locked.status
    default = Text(
        "Too many failed sign-ins: this account is locked; try again in {minutes} minutes.",
        "登录失败次数过多，账号已锁定，请{minutes}分钟后再试",
    )
    log_result = "locked"

    def __init__(self, minutes: int) -> None:
        super().__init__(self.default.format(minutes=minutes))


class WrongCaptcha(SignInError):
    status = 400
    default = Text(
        "The image code is incorrect or has expired; please get a new one.",
        "图形验证码错误或已过期，请重新获取",
    )
    log_result = "captcha_failed"


class SmsTokenInvalid(SignInError):
    status = 400
    default = Text(
        "The check has expired; please enter the image code again.",
        "验证已过期，请重新输入图形验证码",
    )


class WrongCode(SignInError):
    status = 400
    default = Text("The verification code is incorrect or has expired.", "验证码错误或已过期")
    log_result = "wrong_code"


class TicketInvalid(SignInError):
    status = 400
    default = Text("This step has expired; please sign in again.", "操作已过期，请重新登录")
    log_result = "ticket_invalid"


class NoActiveCompany(SignInError):
    status = Forbidden.status
    default = Text("Your account is not active in any company.", "您的账号未在任何企业中启用")
    log_result = "no_company"


class CompanySuspended(SignInError):
    """The company (every company, at sign-in) the user would work in is suspended by the
    platform: the message names it, since when and why. Sign-in answers 409, shown in the
    sign-in form; a renewal or switch answers 403 like any identity not held."""

    status = Conflict.status
    log_result = "company_suspended"

    def __init__(self, companies: Sequence[SuspendedCompany], status: int | None = None) -> None:
        texts = [suspension_text(company) for company in companies]
        super().__init__(Text(" ".join(t.en for t in texts), "".join(t.zh for t in texts)), status)


SUSPENDED = Text("{name} has been suspended by the platform.", "{name}已被平台暂停使用。")
SUSPENDED_SINCE = Text(
    "{name} has been suspended by the platform since {date}.",
    "{name}已被平台暂停使用（自{date}起）。",
)
SUSPEND_REASON = Text(" Reason: {reason}", "原因：{reason}")


def suspension_text(company: SuspendedCompany) -> Text:
    """The company's name, since when (China's date) and the platform's reason."""
    if company.suspended_at is None:
        text = SUSPENDED.format(name=company.comp_name)
    else:
        since = china_date(company.suspended_at).isoformat()
        text = SUSPENDED_SINCE.format(name=company.comp_name, date=since)
    if company.suspend_reason:
        more = SUSPEND_REASON.format(reason=company.suspend_reason)
        text = Text(text.en + more.en, text.zh + more.zh)
    return text


class SessionEnded(SignInError):
    status = NotSignedIn.status
    default = Text("Your session has ended; please sign in again.", "登录已失效，请重新登录")


class NotHeld(SignInError):
    status = Forbidden.status
    default = Text("You cannot switch to this company or role.", "您无权切换到该企业或角色")


class NotOwnMobile(SignInError):
    status = Forbidden.status
    default = Text(
        "Codes can only be sent to your own mobile number.", "只能向本人手机号发送验证码"
    )


class NoEmail(SignInError):
    status = InvalidInput.status
    default = Text(
        "No e-mail address is on file for this account; please contact your administrator.",
        "账号未绑定邮箱，请联系管理员",
    )


def missing(field: str) -> InvalidInput:
    return InvalidInput(Text("{field} is required", "{field}不能为空").format(field=field))


async def keeping_writes(
    request: Request,
    work: Awaitable[T],
    message: Callable[[T], Text | None] = lambda _: None,
) -> Envelope[T] | JSONResponse:
    """Answer ``work``'s result (``message`` gives its msg), or its refusal as the envelope,
    committing either way.

    A refused sign-in must still leave its login-log row (and a counted failure), so the
    refusal is answered rather than raised: the request's transaction then commits.
    Unexpected errors still raise and roll back.
    """
    language = request_language(request)
    try:
        result = await work
    except ServiceError as exc:
        msg = exc.msg.render(language)
        extra = getattr(exc, "extra", None)
        return envelope_response(exc.status, msg, {"msg": msg, **extra} if extra else None)
    text = message(result)
    return ok(result, text.render(language) if text else "")
