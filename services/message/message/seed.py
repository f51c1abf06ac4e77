"""Demo data of the message service: a few messages for the demo companies."""

from sqlalchemy.ext.asyncio import AsyncSession

from message.models import Message
from message.repository import MessageRepository

# The demo companies of the customer service (customer/seed.py).
DEMO_MESSAGES: tuple[tuple[str, str, str, str, bool], ...] = (
    (
        "DEMO0001",
        "system",
        "欢迎使用供应链金融服务平台",
        "贵司已完成企业认证，可在产品中心申请产品。",
        False,
    ),
    (
        "DEMO0001",
        "permit",
        "产品开通申请已通过",
        "贵司的数字债权凭证产品开通申请已审核通过。",
        False,
    ),
    ("DEMO0001", "employee", "新员工已加入", "员工李四已加入贵司，角色为经办人。", True),
    (
        "DEMO0002",
        "system",
        "欢迎使用供应链金融服务平台",
        "贵司已完成企业认证，可在产品中心申请产品。",
        False,
    ),
    (
        "DEMO0003",
        "system",
        "欢迎使用供应链金融服务平台",
        "贵司已完成企业认证，可在产品中心申请产品。",
        True,
    ),
)


async def seed(session: AsyncSession, demo: bool) -> None:
    """Demo messages go in once per company; a company that has messages is left alone."""
    if not demo:
        return
    repository = MessageRepository(session)
    for comp_code in sorted({row[0] for row in DEMO_MESSAGES}):
        if await repository.has_any_for(comp_code):
            continue
        for receiver, msg_type, title, content, is_read in DEMO_MESSAGES:
            if receiver == comp_code:
                repository.add(
                    Message(
                        receive_comp_code=receiver,
                        msg_type=msg_type,
                        title=title,
                        content=content,
                        is_read=is_read,
                    )
                )
