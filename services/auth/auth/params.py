"""Security parameters: defaults and allowed values here, operators' values in the
``security_param`` table.

Every request asks the table when it needs a value (``int_param``, or ``int_params`` for all
of them at once), never once at start: an operator's change applies to the next request in
every process, without a restart. What a
change cannot reach is what was fixed earlier with it: a session keeps the idle limit it was
started with, a code the lifetime it was sent with.
"""

from dataclasses import dataclass, field
from enum import StrEnum

from sqlalchemy.ext.asyncio import AsyncSession

from auth.repository import SecurityParamRepository
from portal_kit.i18n import Text


class Unit(StrEnum):
    SECONDS = "seconds"
    MINUTES = "minutes"
    DAYS = "days"
    COUNT = "count"


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """A parameter's default, meaning and allowed values: ``choices``, or
    ``minimum``-``maximum`` (both ends included) plus the ``choices`` beside the range."""

    default: int
    description: Text
    unit: Unit | None
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[int, ...] = field(default=())

    def allows(self, value: int) -> bool:
        if value in self.choices:
            return True
        return (
            self.minimum is not None
            and self.maximum is not None
            and self.minimum <= value <= self.maximum
        )

    @property
    def allowed(self) -> Text:
        """'10 or 20', '60-43200', '0 or 30-3650'."""
        parts = [str(choice) for choice in self.choices]
        if self.minimum is not None and self.maximum is not None:
            parts.append(f"{self.minimum}–{self.maximum}")
        return Text(" or ".join(parts), " 或 ".join(parts))


def _spec(
    default: int, en: str, zh: str, unit: Unit | None, low: int, high: int, *choices: int
) -> ParamSpec:
    return ParamSpec(default, Text(en, zh), unit, low, high, choices)


# A session lives 12 hours at most: a longer idle period would never lock it.
SESSION_HOURS = 12
# The idle verification: 10 password or SMS code, 20 SMS code only.
LOGOUT_WAYS = (10, 20)

PARAMS: dict[str, ParamSpec] = {
    "failurePeriodSec": _spec(
        1800,
        "idle period before the security verification (sessions started after a change)",
        "无操作多久后需要安全验证（修改后新登录的会话生效）",
        Unit.SECONDS,
        60,
        SESSION_HOURS * 3600,
    ),
    "logoutWay": ParamSpec(
        10,
        Text(
            "idle verification: 10 password or SMS, 20 SMS only",
            "安全验证方式：10 密码或短信，20 仅短信",
        ),
        None,
        choices=LOGOUT_WAYS,
    ),
    "passwordEnterIntervalSec": _spec(
        5,
        "wait after the first wrong idle verification; it doubles with each further one",
        "安全验证首次失败后的等待时间，此后每次失败加倍",
        Unit.SECONDS,
        1,
        60,
    ),
    "loginFailuresBeforeLock": _spec(
        5,
        "failed sign-ins before the account locks",
        "账号锁定前允许的登录失败次数",
        Unit.COUNT,
        3,
        20,
    ),
    "lockMinutes": _spec(
        15,
        "how long a locked account stays locked (also the period failures are counted in)",
        "账号锁定时长（也是统计登录失败次数的时间段）",
        Unit.MINUTES,
        1,
        1440,
    ),
    "captchaTtlSec": _spec(
        120, "lifetime of an image captcha", "图形验证码有效期", Unit.SECONDS, 30, 600
    ),
    "smsCodeTtlSec": _spec(
        300, "lifetime of an SMS or e-mail code", "短信及邮件验证码有效期", Unit.SECONDS, 60, 1800
    ),
    "smsResendSec": _spec(
        120,
        "wait before another code to the same mobile or address",
        "向同一手机号或邮箱再次发送验证码的间隔",
        Unit.SECONDS,
        30,
        600,
    ),
    "smsDailyLimit": _spec(
        10, "codes per mobile per day", "每个手机号每天可发送的验证码数量", Unit.COUNT, 1, 100
    ),
    "smsHourlyLimit": _spec(
        5, "codes per mobile per hour", "每个手机号每小时可发送的验证码数量", Unit.COUNT, 1, 50
    ),
    "smsIpHourlyLimit": _spec(
        20,
        "SMS codes requested from one IP address per hour",
        "每个IP地址每小时可请求的短信验证码数量",
        Unit.COUNT,
        1,
        1000,
    ),
    "captchaIpPerMinute": _spec(
        30,
        "image captchas drawn from one IP address per minute",
        "每个IP地址每分钟可获取的图形验证码数量",
        Unit.COUNT,
        1,
        600,
    ),
    "passwordMaxAgeDays": _spec(
        90,
        "a password older than this must be changed at sign-in (0: never)",
        "密码超过该天数须在登录时修改（0 表示永不过期）",
        Unit.DAYS,
        30,
        3650,
        0,
    ),
}


async def int_param(session: AsyncSession, key: str) -> int:
    value = await SecurityParamRepository(session).get_value(key)
    return int(value) if value is not None else PARAMS[key].default


async def int_params(session: AsyncSession) -> dict[str, int]:
    """Every parameter's value, in one query."""
    stored = await SecurityParamRepository(session).values()
    return {
        key: int(stored[key]) if key in stored else spec.default for key, spec in PARAMS.items()
    }
