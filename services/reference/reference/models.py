from sqlalchemy import String, true
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata


class Base(DeclarativeBase):
    metadata = make_metadata()


class Division(Base):
    """An administrative division of GB/T 2260: province (1), prefecture (2) or county (3)."""

    __tablename__ = "division"

    code: Mapped[str] = mapped_column(String(6), primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    parent_code: Mapped[str | None] = mapped_column(String(6), index=True)
    level: Mapped[int]
    revision: Mapped[str] = mapped_column(String(8))


class DictEntry(Base):
    """One entry of a dictionary the screens show; platform data operators may edit."""

    __tablename__ = "dict_entry"

    dict_type: Mapped[str] = mapped_column(String(32), primary_key=True)
    code: Mapped[str] = mapped_column(String(32), primary_key=True)
    label_zh: Mapped[str] = mapped_column(String(128))
    label_en: Mapped[str] = mapped_column(String(128))
    sort: Mapped[int]
    # A CSS colour name (specification §4's status colours); none for most dictionaries.
    colour: Mapped[str | None] = mapped_column(String(32))
    # Operators hide an entry instead of deleting it: codes already stored stay readable.
    enabled: Mapped[bool] = mapped_column(default=True, server_default=true())
