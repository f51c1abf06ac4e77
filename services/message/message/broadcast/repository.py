"""SQL of the record of operators' messages."""

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from message.models import MessageBatch


class BatchRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, batch: MessageBatch) -> None:
        self.session.add(batch)
        await self.session.flush()

    async def page(self, offset: int, limit: int) -> tuple[int, Sequence[MessageBatch]]:
        """Newest first."""
        total = await self.session.scalar(select(func.count()).select_from(MessageBatch))
        statement = (
            select(MessageBatch).order_by(MessageBatch.id.desc()).offset(offset).limit(limit)
        )
        return total or 0, (await self.session.scalars(statement)).all()
