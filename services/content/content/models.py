from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, DateTime, ForeignKey, Index, String, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata
from portal_kit.event_outbox import outbox_table


class Base(DeclarativeBase):
    metadata = make_metadata()


# Events (operators' audit entries among them) committed with the change they report.
EventOutbox = outbox_table(Base.metadata)


class Product(Base):
    """A product of the platform, as the product centre and the public site list it."""

    __tablename__ = "product"

    code: Mapped[str] = mapped_column(String(32), primary_key=True)
    name_zh: Mapped[str] = mapped_column(String(64))
    name_en: Mapped[str] = mapped_column(String(64))
    summary_zh: Mapped[str] = mapped_column(String(255))
    summary_en: Mapped[str] = mapped_column(String(255))
    icon: Mapped[str] = mapped_column(String(32))
    sort: Mapped[int]
    enabled: Mapped[bool] = mapped_column(default=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )


class StoredFile(Base):
    """An uploaded file: its public token, who owns it, and the hash naming its bytes."""

    __tablename__ = "stored_file"
    __table_args__ = (CheckConstraint("scope IN ('user', 'company', 'public')", name="scope"),)

    file_token: Mapped[str] = mapped_column(String(64), primary_key=True)
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(BigInteger)
    owner_user_code: Mapped[str] = mapped_column(String(64), index=True)
    # The company of a "company" file; for a personal file (scope "user") the uploader's
    # company at upload time, for the record only (None when they had none). A "public" file
    # (an image an operator uploaded for the news, readable by anyone) has none, and its
    # owner is ``operator:<code>``, which no user code can equal.
    owner_comp_code: Mapped[str | None] = mapped_column(String(64))
    scope: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ArticleCategory(Base):
    """A news category (platform news, policy, ...), named in both languages."""

    __tablename__ = "article_category"

    code: Mapped[str] = mapped_column(String(32), primary_key=True)
    name_zh: Mapped[str] = mapped_column(String(64))
    name_en: Mapped[str] = mapped_column(String(64))
    sort: Mapped[int]


class Article(Base):
    """A news article in Chinese and, optionally, English; visible once published and its
    time has come (a later time schedules it)."""

    __tablename__ = "article"
    __table_args__ = (
        CheckConstraint("status IN ('draft', 'published')", name="status"),
        CheckConstraint("source_format IN ('markdown', 'html')", name="source_format"),
        # The public list: published ones, newest first.
        Index("ix_article_status_published_at", "status", "published_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    title_en: Mapped[str | None] = mapped_column(String(200))
    category_code: Mapped[str] = mapped_column(
        String(32), ForeignKey("article_category.code"), index=True
    )
    summary: Mapped[str] = mapped_column(String(500))
    summary_en: Mapped[str | None] = mapped_column(String(500))
    # What the operator wrote, in ``source_format`` (Markdown, or HTML already cleaned).
    source_format: Mapped[str] = mapped_column(String(16))
    source: Mapped[str] = mapped_column(Text)
    source_en: Mapped[str | None] = mapped_column(Text)
    # Cleaned HTML (content.sanitise) made from the source; never stored as received.
    content: Mapped[str] = mapped_column(Text)
    content_en: Mapped[str | None] = mapped_column(Text)
    # Both languages' titles, summaries and texts, case-folded: what a keyword is looked for in.
    search_text: Mapped[str] = mapped_column(Text)
    cover_file_token: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))
    # None while a draft; a published article with a later time is scheduled.
    published_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # Set by every change from the app's clock (the console sorts by it).
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class GuideModule(Base):
    """A part of the portal the help page groups guides by (registration, sign-in, ...)."""

    __tablename__ = "guide_module"

    code: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    name_en: Mapped[str | None] = mapped_column(String(64))
    sort: Mapped[int]


class HelpGuide(Base):
    """One help guide of a module, in display order; the help page shows published ones."""

    __tablename__ = "help_guide"
    __table_args__ = (
        CheckConstraint("status IN ('draft', 'published')", name="status"),
        CheckConstraint("source_format IN ('markdown', 'html')", name="source_format"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    module_code: Mapped[str] = mapped_column(
        String(32), ForeignKey("guide_module.code"), index=True
    )
    title: Mapped[str] = mapped_column(String(200))
    title_en: Mapped[str | None] = mapped_column(String(200))
    source_format: Mapped[str] = mapped_column(String(16))
    source: Mapped[str] = mapped_column(Text)
    source_en: Mapped[str | None] = mapped_column(Text)
    content: Mapped[str] = mapped_column(Text)
    content_en: Mapped[str | None] = mapped_column(Text)
    search_text: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16))
    sort: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # Set by every change from the app's clock.
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
