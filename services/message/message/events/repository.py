"""SQL of the events already handled."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from message.counters import insert_for
from message.models import ProcessedEvent


class ProcessedEventRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def claim(self, stream: str, event_id: str, now: datetime) -> bool:
        """Record the event as handled; False when it already was.

        A second delivery handled at the same time waits here for the first transaction and
        then finds the row (or, if the first rolled back, records it itself).
        """
        values = {"stream": stream, "event_id": event_id, "processed_at": now}
        statement = (
            insert_for(self.session, ProcessedEvent)
            .values(values)
            .on_conflict_do_nothing()
            .returning(ProcessedEvent.event_id)
        )
        return (await self.session.scalar(statement)) is not None
