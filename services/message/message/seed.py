"""Demo data of the message service: messages for the demo companies, a few announcements.

Companies and users are those of the customer and auth demo data (``DEMO0001``-``DEMO0003``,
``U0001``-``U0004``). Messages go through the same path as real ones, so counters are right.
"""

from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from message import service
from message.affiche import service as affiche_service
from message.affiche.repository import AfficheRepository
from message.affiche.schemas import AffichePublish
from message.events.catalogue import CATALOGUE
from message.models import MessageType
from message.repository import MessageRepository
from message.schemas import MessageSend
from portal_kit.tokens import Identity

WELCOME = MessageSend(
    receive_comp_code="-",
    type=MessageType.SYSTEM,
    title="请完善企业信息",
    title_en="Please complete your company information",
    content="<p>请在账户中心的<strong>企业信息</strong>中补充法定代表人与营业执照。</p>",
    content_en=(
        "<p>Please add the legal representative and the business licence under "
        "<strong>Company information</strong> in the account centre.</p>"
    ),
)

# company, event type (or None for WELCOME to one user), payload, days ago, user codes who read it
DEMO_MESSAGES: tuple[tuple[str, str | None, dict[str, Any], int, tuple[str, ...]], ...] = (
    ("DEMO0001", "company.approved", {"compName": "上海示范核心企业集团有限公司"}, 9, ("U0002",)),
    (
        "DEMO0001",
        "permit.decided",
        {"productCode": "EC", "productName": "数字债权凭证", "approved": True},
        6,
        (),
    ),
    ("DEMO0001", "employee.added", {"userCode": "U0004", "employeeName": "刘洋"}, 3, ()),
    ("DEMO0001", None, {"userCode": "U0002"}, 1, ()),
    ("DEMO0002", "company.approved", {"compName": "苏州示范精密制造有限公司"}, 8, ("U0001",)),
    ("DEMO0002", "employee.added", {"userCode": "U0003", "employeeName": "李娜"}, 5, ("U0001",)),
    ("DEMO0002", "invitation.accepted", {"inviteeCompName": "示范商业保理（深圳）有限公司"}, 2, ()),
    ("DEMO0003", "company.approved", {"compName": "示范商业保理（深圳）有限公司"}, 7, ("U0001",)),
    (
        "DEMO0003",
        "permit.decided",
        {"productCode": "CRM", "approved": False, "reason": "授权书未盖公章"},
        4,
        (),
    ),
)

# title, content (HTML), days ago
DEMO_AFFICHES = (
    (
        "平台上线公告",
        "<p>供应链金融服务平台正式上线，欢迎各企业注册使用。</p>",
        20,
    ),
    (
        "系统维护通知",
        "<p>平台将于本周六 <strong>22:00-24:00</strong> 进行系统维护，期间暂停服务。</p>",
        5,
    ),
    (
        "关于防范电信诈骗的提示",
        "<p>平台工作人员不会索取您的登录密码或短信验证码，请注意防范诈骗。</p>",
        1,
    ),
)


def _reader(comp_code: str, user_code: str) -> Identity:
    return Identity(user_code, "seed", "", comp_code, "", "", 0)


async def seed(session: AsyncSession, demo: bool) -> None:
    """Demo rows go in once: a company with messages, or any announcement, is left alone."""
    if not demo:
        return
    now = datetime.now(UTC)
    repository = MessageRepository(session)
    for comp_code in sorted({row[0] for row in DEMO_MESSAGES}):
        if await repository.has_any_for(comp_code):
            continue
        for receiver, event_type, payload, days, readers in DEMO_MESSAGES:
            if receiver != comp_code:
                continue
            request: MessageSend | None
            if event_type is None:
                request = WELCOME.model_copy(
                    update={
                        "receive_comp_code": comp_code,
                        "receive_user_code": payload["userCode"],
                    }
                )
            else:
                request = CATALOGUE[event_type].message({"compCode": comp_code, **payload})
            if request is None:  # the demo lists only events that make a message
                continue
            message = await service.send(session, request, now - timedelta(days=days))
            for user_code in readers:
                await service.mark_read(session, _reader(comp_code, user_code), [message.id], now)
    if await AfficheRepository(session).has_any():
        return
    for title, content, days in DEMO_AFFICHES:
        announcement = AffichePublish(
            title=title, content=content, published_at=now - timedelta(days=days)
        )
        await affiche_service.publish(session, announcement, now)
