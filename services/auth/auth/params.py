"""Security parameters: defaults here, operators' values in the ``security_param`` table."""

from sqlalchemy.ext.asyncio import AsyncSession

from auth.repository import SecurityParamRepository

# key: (default, description)
SECURITY_PARAMS: dict[str, tuple[str, str]] = {
    "failurePeriodSec": ("1800", "idle period before the security verification, seconds"),
    "logoutWay": ("10", "idle verification: 10 password or SMS, 20 SMS only"),
    "loginFailuresBeforeLock": ("5", "failed sign-ins before the account locks"),
    "lockMinutes": ("15", "how long a locked account stays locked, minutes"),
    "captchaTtlSec": ("120", "lifetime of an image captcha, seconds"),
    "smsCodeTtlSec": ("300", "lifetime of an SMS code, seconds"),
    "smsResendSec": ("120", "wait before another SMS code to the same mobile, seconds"),
    "smsDailyLimit": ("10", "SMS codes per mobile per day"),
    "smsHourlyLimit": ("5", "SMS codes per mobile per hour"),
    "smsIpHourlyLimit": ("20", "SMS codes requested from one IP address per hour"),
    "captchaIpPerMinute": ("30", "image captchas drawn from one IP address per minute"),
    "passwordMaxAgeDays": ("90", "a password older than this must be changed at sign-in, days"),
}


async def int_param(session: AsyncSession, key: str) -> int:
    value = await SecurityParamRepository(session).get_value(key)
    return int(value if value is not None else SECURITY_PARAMS[key][0])
