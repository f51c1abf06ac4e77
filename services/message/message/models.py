from datetime import datetime

from sqlalchemy import DateTime, Index, String, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata


class Base(DeclarativeBase):
    metadata = make_metadata()


class Message(Base):
    """An in-site message to a company (and, when ``receive_user_code`` is set, one user)."""

    __tablename__ = "message"
    __table_args__ = (
        # The unread badge is asked for on every page: count it from this index alone.
        Index("ix_message_unread", "receive_comp_code", "is_read", "deleted"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    receive_comp_code: Mapped[str] = mapped_column(String(32))
    receive_user_code: Mapped[str | None] = mapped_column(String(32))
    msg_type: Mapped[str] = mapped_column(String(32))
    title: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text)
    is_read: Mapped[bool] = mapped_column(default=False)
    read_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    deleted: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
