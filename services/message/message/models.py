"""Tables of the message service.

An in-site message is written once and never changed. Whether it is read or deleted belongs
to each reader (a user in the receiving company): a receipt row once the reader reads or
deletes it, or a per-type watermark that 'read all' moves up (every message at or below it is
read). Counters kept in the same transactions as those rows make the unread badge, the totals
and the first page independent of how many messages a company has (docs/decisions.md).
"""

from datetime import datetime
from enum import StrEnum

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Index, String, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata
from portal_kit.event_outbox import outbox_table

# The company-wide row of ``MessageTally`` (a message to every user of the company).
WHOLE_COMPANY = ""


class MessageType(StrEnum):
    """What a message is about; the list filters by it and counters are kept per type."""

    SYSTEM = "system"
    REGISTRATION = "registration"
    PERMIT = "permit"
    EMPLOYEE = "employee"
    ADMIN = "admin"
    INVITATION = "invitation"


class Base(DeclarativeBase):
    metadata = make_metadata()


# Events (operators' audit entries among them) committed with the change they report.
EventOutbox = outbox_table(Base.metadata)


class Message(Base):
    """An in-site message to a company (and, when ``receive_user_code`` is set, one user).

    Title, summary and content are Chinese (or the only language given); the ``_en`` columns
    hold English when the sender gave it. ``content`` is sanitised HTML, ``summary`` its text.
    """

    __tablename__ = "message"
    __table_args__ = (
        # Every page and watermark walks one (company, addressee, type) range, newest first.
        Index("ix_message_box", "receive_comp_code", "receive_user_code", "msg_type", "id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    receive_comp_code: Mapped[str] = mapped_column(String(32))
    receive_user_code: Mapped[str | None] = mapped_column(String(32))
    msg_type: Mapped[str] = mapped_column(String(32))
    title: Mapped[str] = mapped_column(String(200))
    title_en: Mapped[str | None] = mapped_column(String(200))
    summary: Mapped[str] = mapped_column(String(200), default="")
    summary_en: Mapped[str | None] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text)
    content_en: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class MessageTally(Base):
    """How many messages of a type a company (``user_code`` empty) or one user was sent.

    Sending locks this row before the message gets its id, so 'read all' can take a consistent
    watermark by locking the same rows.
    """

    __tablename__ = "message_tally"

    comp_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    msg_type: Mapped[str] = mapped_column(String(32), primary_key=True)
    sent: Mapped[int] = mapped_column(default=0)


class MessageReader(Base):
    """One reader's state for one type of the company's messages.

    Messages with ``id <= read_through_id`` are read; above it, a receipt says so. ``done``
    counts the reader's messages that are read or deleted, ``deleted`` those deleted, so that
    unread = sent - done. Every change to a reader's receipts locks its rows first.
    """

    __tablename__ = "message_reader"

    comp_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    msg_type: Mapped[str] = mapped_column(String(32), primary_key=True)
    read_through_id: Mapped[int] = mapped_column(default=0)
    done: Mapped[int] = mapped_column(default=0)
    deleted: Mapped[int] = mapped_column(default=0)


class MessageReceipt(Base):
    """A reader read (``read_at``) or deleted (``deleted_at``) one message."""

    __tablename__ = "message_receipt"
    __table_args__ = (
        # The read list walks a reader's own receipts newest first (repository.py).
        Index("ix_message_receipt_user", "user_code", "message_id"),
    )

    message_id: Mapped[int] = mapped_column(
        ForeignKey("message.id", ondelete="CASCADE"), primary_key=True
    )
    user_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    read_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    deleted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Affiche(Base):
    """A platform-wide announcement in Chinese and, optionally, English; readers see it once
    published and from ``published_at`` on (a later time schedules it)."""

    __tablename__ = "affiche"
    __table_args__ = (
        Index("ix_affiche_published", "published_at", "id"),
        CheckConstraint("status IN ('draft', 'published')", name="status"),
        CheckConstraint("source_format IN ('markdown', 'html')", name="source_format"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    title_en: Mapped[str | None] = mapped_column(String(200))
    summary: Mapped[str] = mapped_column(String(200))
    summary_en: Mapped[str | None] = mapped_column(String(200))
    # What the operator wrote, in ``source_format`` (Markdown, or HTML already cleaned).
    source_format: Mapped[str] = mapped_column(String(16))
    source: Mapped[str] = mapped_column(Text)
    source_en: Mapped[str | None] = mapped_column(Text)
    # Sanitised HTML made from the source.
    content: Mapped[str] = mapped_column(Text)
    content_en: Mapped[str | None] = mapped_column(Text)
    # Titles and summaries of both languages, case-folded: what the console's keyword finds.
    search_text: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16))
    # None while a draft.
    published_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class AfficheReceipt(Base):
    """A user opened an announcement."""

    __tablename__ = "affiche_receipt"

    affiche_id: Mapped[int] = mapped_column(
        ForeignKey("affiche.id", ondelete="CASCADE"), primary_key=True
    )
    user_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    # The company the reader was signed in to when first opening it (None for receipts from
    # before companies were recorded, or a reader without one).
    comp_code: Mapped[str | None] = mapped_column(String(32))
    read_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class MessageBatch(Base):
    """One in-site message an operator sent to a company, a company role or everybody: who,
    when, to whom and how many companies received it."""

    __tablename__ = "message_batch"
    __table_args__ = (CheckConstraint("audience IN ('company', 'role', 'all')", name="audience"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    audience: Mapped[str] = mapped_column(String(16))
    # The company code, the company role, or "" for everybody.
    target: Mapped[str] = mapped_column(String(32))
    title: Mapped[str] = mapped_column(String(200))
    title_en: Mapped[str | None] = mapped_column(String(200))
    recipients: Mapped[int]
    sent_by_code: Mapped[str] = mapped_column(String(64))
    sent_by_name: Mapped[str] = mapped_column(String(64))
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ProcessedEvent(Base):
    """An event already turned into messages; written in the same transaction as they are."""

    __tablename__ = "processed_event"

    stream: Mapped[str] = mapped_column(String(100), primary_key=True)
    event_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    processed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
