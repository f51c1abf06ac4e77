from datetime import datetime

from sqlalchemy import DateTime, String
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base


class ProcessedEvent(Base):
    """An event of another service already handled; written in the same transaction as its
    effect, so a second delivery changes nothing."""

    __tablename__ = "processed_event"

    stream: Mapped[str] = mapped_column(String(100), primary_key=True)
    event_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    processed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
