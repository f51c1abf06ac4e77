from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base

PENDING = "pending"
APPROVED = "approved"
REJECTED = "rejected"


class AdminChangeApplication(Base):
    """A company asks the platform to hand its administrator account to another person."""

    __tablename__ = "admin_change"
    __table_args__ = (
        # One pending application per company, also when two are submitted at once.
        Index(
            "uq_admin_change_pending",
            "comp_code",
            unique=True,
            sqlite_where=text("status = 'pending'"),
            postgresql_where=text("status = 'pending'"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"), index=True)
    applicant_employee_code: Mapped[str] = mapped_column(String(32))
    applicant_user_code: Mapped[str] = mapped_column(String(32))
    applicant_name: Mapped[str] = mapped_column(String(64))
    # The person who is to become the administrator.
    name: Mapped[str] = mapped_column(String(64))
    mobile: Mapped[str] = mapped_column(String(20))
    # Sealed (portal_kit.sealed, purpose customer.company.identity.ADMIN_CHANGE_ID).
    id_number: Mapped[str] = mapped_column(String(255))
    # The signed authorisation letter, a file the applicant uploaded to content.
    letter_file_token: Mapped[str] = mapped_column(String(64))
    letter_file_name: Mapped[str | None] = mapped_column(String(255))
    letter_content_type: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), default=PENDING)
    reason: Mapped[str | None] = mapped_column(String(255))
    # The deciding operator's name, and code (none on older decisions by name only).
    operator: Mapped[str | None] = mapped_column(String(64))
    operator_code: Mapped[str | None] = mapped_column(String(64))
    # The account that became the administrator, once approved.
    new_user_code: Mapped[str | None] = mapped_column(String(32))
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
