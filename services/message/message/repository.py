from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from message.models import Message


class MessageRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def count_unread(self, comp_code: str) -> int:
        statement = select(func.count()).where(
            Message.receive_comp_code == comp_code,
            Message.is_read.is_(False),
            Message.deleted.is_(False),
        )
        return int(await self.session.scalar(statement) or 0)

    async def has_any_for(self, comp_code: str) -> bool:
        statement = select(Message.id).where(Message.receive_comp_code == comp_code).limit(1)
        return await self.session.scalar(statement) is not None

    def add(self, message: Message) -> None:
        self.session.add(message)
