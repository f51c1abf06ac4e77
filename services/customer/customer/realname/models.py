from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base


class RealNameVerification(Base):
    """A person's real-name verification as an employee of a company (issue 4 item 7)."""

    __tablename__ = "real_name_verification"
    __table_args__ = (Index("ix_real_name_verification_comp_user", "comp_code", "user_code"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"))
    user_code: Mapped[str] = mapped_column(String(32))
    # Null: valid in every product.
    prod_code: Mapped[str | None] = mapped_column(String(32))
    name: Mapped[str] = mapped_column(String(64))
    # Sealed (portal_kit.sealed, purpose customer.company.identity.REAL_NAME_ID).
    id_number: Mapped[str] = mapped_column(String(255))
    # How the person was verified, e.g. face, bankCard, operator.
    method: Mapped[str] = mapped_column(String(32))
    passed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
