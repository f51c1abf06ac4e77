from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, DateTime, String, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata


class Base(DeclarativeBase):
    metadata = make_metadata()


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
    __table_args__ = (CheckConstraint("scope IN ('user', 'company')", name="scope"),)

    file_token: Mapped[str] = mapped_column(String(64), primary_key=True)
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(BigInteger)
    owner_user_code: Mapped[str] = mapped_column(String(64), index=True)
    # None for personal files (scope "user"); the owning company of a "company" file.
    owner_comp_code: Mapped[str | None] = mapped_column(String(64))
    scope: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
