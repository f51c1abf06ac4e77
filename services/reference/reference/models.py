from sqlalchemy import String
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
