"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

_API = "POST /web/portal/api"

PENDING_CALLS = (
    "POST /login/sms/token/{browserID}",
    f"{_API}/sms/sendMobileCodeOfLoginWithSecurity",
    f"{_API}/login/user/mobileLoginWithSecurity",
    f"{_API}/login/user/logout",
    f"{_API}/email/sendIpCheckEmailCode",
    f"{_API}/email/validIpCheckEmailCode",
    f"{_API}/company/custAccount/passWord/updateWithSecurity",
    f"{_API}/param/security/findParamSecurityLogoutWay",
    f"{_API}/sms/sendMobileCodeOfLogoutWithSecurity",
    f"{_API}/login/user/logoutCheckTypeWithSecurity",
    f"{_API}/employee/refresh/token",
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
