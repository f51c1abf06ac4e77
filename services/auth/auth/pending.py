"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

_API = "POST /web/portal/api"

PENDING_CALLS = (
    f"{_API}/company/custAccount/oldPwd/check",
    f"{_API}/param/security/checkPasswordSecurity",
    f"{_API}/company/custAccount/passWord/update",
    f"{_API}/company/custAccount/verify/code",
    f"{_API}/verify/codeValid",
    f"{_API}/sms/mobileNewCodeValid",
    "POST /third/mail/sendEmailCode",
    "POST /third/mail/emailCodeValid",
    f"{_API}/email/update",
    f"{_API}/mobile/update",
    f"{_API}/mobile/check",
    f"{_API}/photo/update",
    f"{_API}/company/custAccount/login/view",
    f"{_API}/loginInfo/view",
)
