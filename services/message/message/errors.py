"""Failures of the message service, in the user's words (DESIGN §3 statuses)."""

from portal_kit.errors import Forbidden, InvalidInput, NotFound
from portal_kit.i18n import Text


class OtherCompany(Forbidden):
    default = Text(
        "You can only read the messages of the company you are signed in to.",
        "只能查看当前登录企业的消息",
    )


class MessageNotFound(NotFound):
    """Unknown, deleted by the caller, or someone else's: the same answer, so nothing leaks."""

    default = Text("The message does not exist.", "消息不存在")


class AfficheNotFound(NotFound):
    """Unknown or not yet published."""

    default = Text("The announcement does not exist.", "公告不存在")


class BadIds(InvalidInput):
    default = Text("ids must list 1 to 100 message ids", "ids须包含1至100个消息编号")


class EmptyContent(InvalidInput):
    default = Text(
        "content has no text left once unsafe HTML is removed",
        "content去除不安全的HTML后没有内容",
    )
