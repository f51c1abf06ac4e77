from datetime import datetime

from sqlalchemy import DateTime, String, func
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
