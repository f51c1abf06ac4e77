"""Demo data of the message service: messages for the demo companies, a few announcements.

Companies and users are those of the customer and auth demo data (``DEMO0001``-``DEMO0003``,
``DEMO0009`` and its staff, ``U0001``-``U0004``, ``U0010``). Messages go through the same
path as real ones, so counters are right.
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
from portal_kit.demo_people import CROWD_COMPANY, CROWD_SIZE, DEMO_CROWD
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

# company, event type (or None for WELCOME to one user), payload, days ago, user codes who read
# it.
Row = tuple[str, str | None, dict[str, Any], int, tuple[str, ...]]


def _decided(comp_code: str, product: str, name: str, days: int, reason: str | None = None) -> Row:
    """A permit decision as customer.permit.demo records it (approved unless ``reason``)."""
    payload: dict[str, Any] = {"productCode": product, "productName": name}
    payload |= {"approved": False, "reason": reason} if reason else {"approved": True}
    return (comp_code, "permit.decided", payload, days, ())


# The permit decisions are those of customer.permit.demo: a message never announces a
# decision the product centre does not show.
DEMO_MESSAGES: tuple[Row, ...] = (
    ("DEMO0001", "company.approved", {"compName": "上海示范核心企业集团有限公司"}, 9, ("U0002",)),
    _decided("DEMO0001", "EC", "企业服务", 8),
    _decided("DEMO0001", "BILL", "票据融资", 6, "开户许可证已过期，请上传最新版本"),
    ("DEMO0001", "employee.added", {"userCode": "U0004", "employeeName": "刘洋"}, 3, ()),
    ("DEMO0001", None, {"userCode": "U0002"}, 1, ()),
    ("DEMO0002", "company.approved", {"compName": "苏州示范精密制造有限公司"}, 8, ("U0001",)),
    _decided("DEMO0002", "EC", "企业服务", 7),
    ("DEMO0002", "employee.added", {"userCode": "U0003", "employeeName": "李娜"}, 5, ("U0001",)),
    _decided("DEMO0002", "DEPOSIT", "保证金管理", 4, "营业执照图片不清晰"),
    ("DEMO0002", "invitation.accepted", {"inviteeCompName": "示范商业保理（深圳）有限公司"}, 2, ()),
    ("DEMO0003", "company.approved", {"compName": "示范商业保理（深圳）有限公司"}, 7, ("U0001",)),
    _decided("DEMO0003", "EC", "企业服务", 6),
    # DEMO0009: several pages, the older half read.
    ("DEMO0009", "company.approved", {"compName": "示范信用增进（重庆）有限公司"}, 90, ("U0010",)),
    (
        "DEMO0009",
        "invitation.accepted",
        {"inviteeCompName": "示范融资担保（广州）有限公司"},
        34,
        ("U0010",),
    ),
    *(
        (
            CROWD_COMPANY,
            "employee.added",
            {"userCode": person.user_code, "employeeName": person.name},
            80 - 3 * number,
            ("U0010",) if number < CROWD_SIZE // 2 else (),
        )
        for number, person in enumerate(DEMO_CROWD[:24])
    ),
)

# title, content (HTML), English title, English content, days ago
DEMO_AFFICHES = (
    (
        "平台上线公告",
        "<p>供应链金融服务平台正式上线，欢迎各企业注册使用。</p>",
        "The platform is live",
        "<p>The supply-chain finance platform is now live: companies are welcome to register.</p>",
        20,
    ),
    (
        "系统维护通知",
        "<p>平台将于本周六 <strong>22:00-24:00</strong> 进行系统维护，期间暂停服务。</p>",
        "Maintenance this Saturday",
        "<p>The platform is under maintenance this Saturday from <strong>22:00 to 24:00</strong>; "
        "the service pauses meanwhile.</p>",
        5,
    ),
    (
        "关于防范电信诈骗的提示",
        "<p>平台工作人员不会索取您的登录密码或短信验证码，请注意防范诈骗。</p>",
        "Beware of phone and SMS fraud",
        "<p>The platform's staff never ask for your password or an SMS code: beware of fraud.</p>",
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
    for title, content, title_en, content_en, days in DEMO_AFFICHES:
        announcement = AffichePublish(
            title=title,
            content=content,
            title_en=title_en,
            content_en=content_en,
            published_at=now - timedelta(days=days),
        )
        await affiche_service.publish(session, announcement, now)
