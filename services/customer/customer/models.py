from datetime import datetime

from sqlalchemy import DateTime, String, UniqueConstraint, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata


class Base(DeclarativeBase):
    metadata = make_metadata()


class DictEntry(Base):
    """One entry of a dictionary the screens show (company roles, employee roles, ...)."""

    __tablename__ = "dict_entry"
    __table_args__ = (UniqueConstraint("dict_type", "code"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    dict_type: Mapped[str] = mapped_column(String(32))
    code: Mapped[str] = mapped_column(String(32))
    label_zh: Mapped[str] = mapped_column(String(64))
    label_en: Mapped[str] = mapped_column(String(64))
    sort: Mapped[int]


class Company(Base):
    """A business company using the platform."""

    __tablename__ = "company"

    comp_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    comp_name: Mapped[str] = mapped_column(String(128))
    credit_code: Mapped[str] = mapped_column(String(18), unique=True)
    # 1 active; other states arrive with registration.
    status: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
