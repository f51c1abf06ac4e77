"""Failures of the customer service, in the user's words (DESIGN §3 statuses)."""

from portal_kit.errors import Forbidden, InvalidInput
from portal_kit.i18n import Text


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
