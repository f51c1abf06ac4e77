"""SQL of the events handled and of what they change."""

from datetime import datetime

from sqlalchemy import or_, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from customer.events.models import ProcessedEvent
from customer.models import Employee


class ProcessedEventRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def claim(self, stream: str, event_id: str, now: datetime) -> bool:
        """Record the event as handled; False when it already was. A second delivery handled
        at the same time waits here for the first transaction, then finds the row."""
        dialect = self.session.bind.dialect.name if self.session.bind is not None else "sqlite"
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        statement = (
            insert(ProcessedEvent)
            .values(stream=stream, event_id=event_id, processed_at=now)
            .on_conflict_do_nothing()
            .returning(ProcessedEvent.event_id)
        )
        return (await self.session.scalar(statement)) is not None


class EmployeeMobileRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def set_mobile(self, user_code: str, mobile: str, changed_at: datetime) -> int:
        """Every employee record of the user gets the new mobile, unless it already holds a
        later change (events may arrive out of order after a retry); how many changed."""
        result = await self.session.execute(
            update(Employee)
            .where(
                Employee.user_code == user_code,
                or_(Employee.mobile_changed_at.is_(None), Employee.mobile_changed_at < changed_at),
            )
            .values(mobile=mobile, mobile_changed_at=changed_at)
            .execution_options(synchronize_session=False)
        )
        return int(getattr(result, "rowcount", 0) or 0)
