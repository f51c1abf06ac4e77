"""Failures of the customer service, in the user's words (DESIGN §3 statuses)."""

from datetime import datetime

from customer.company.identity import aware
from customer.models import Company
from portal_kit.errors import Forbidden, InvalidInput
from portal_kit.i18n import Text
from portal_kit.validators import china_date


class NotAnActiveEmployee(Forbidden):
    """The token names an employee record that is gone, disabled, or in a disabled company."""

    default = Text(
        "You are no longer an active employee of this company; please choose a company again.",
        "您已不是该企业的在职员工，请重新选择企业",
    )


class SwitchRefused(Forbidden):
    default = Text(
        "You cannot switch to this company or role.",
        "无法切换到该企业或角色",
    )


class RoleNeedsBizCode(InvalidInput):
    default = Text(
        "compRoleCode and compBizCode must be sent together",
        "compRoleCode与compBizCode须同时提供",
    )


SUSPENDED = Text("{name} has been suspended by the platform.", "{name}已被平台暂停使用。")
SUSPENDED_SINCE = Text(
    "{name} has been suspended by the platform since {date}.",
    "{name}已被平台暂停使用（自{date}起）。",
)
SUSPEND_REASON = Text(" Reason: {reason}", "原因：{reason}")


def suspension_text(name: str, since: datetime | None, reason: str | None) -> Text:
    """Why a company's people cannot work in it: its name, since when (China's date) and the
    platform's reason."""
    if since is None:
        text = SUSPENDED.format(name=name)
    else:
        text = SUSPENDED_SINCE.format(name=name, date=china_date(aware(since)).isoformat())
    if reason:
        more = SUSPEND_REASON.format(reason=reason)
        text = Text(text.en + more.en, text.zh + more.zh)
    return text


class CompanySuspended(Forbidden):
    """A switch into a company the platform suspended: refused, saying why."""

    def __init__(self, company: Company) -> None:
        super().__init__(
            suspension_text(company.comp_name, company.suspended_at, company.suspend_reason)
        )
        self.company = company
