from portal_kit.errors import Forbidden
from portal_kit.i18n import Text


class OtherCompany(Forbidden):
    default = Text(
        "You can only read the messages of the company you are signed in to.",
        "只能查看当前登录企业的消息",
    )
