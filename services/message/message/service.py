from sqlalchemy.ext.asyncio import AsyncSession

from message.repository import MessageRepository


async def count_unread(session: AsyncSession, comp_code: str) -> int:
    return await MessageRepository(session).count_unread(comp_code)
