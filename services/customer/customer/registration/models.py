from datetime import datetime
from typing import Any, Final

from sqlalchemy import JSON, DateTime, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base

# Statuses. Draft: the account exists, the company's details are not in yet; verifying: the
# details are in, the registrant's real-name and face checks are not both done; pending:
# waiting for an operator; rejected: back to the registrant with reasons; approved: done.
DRAFT: Final = "draft"
VERIFYING: Final = "verifying"
PENDING: Final = "pending"
REJECTED: Final = "rejected"
APPROVED: Final = "approved"
OPEN_STATES: Final = (DRAFT, VERIFYING, PENDING, REJECTED)

# Steps of the registration wizard (specification §2): what the registrant does next.
STEP_PERMIT: Final = "permit"
STEP_VERIFICATION: Final = "verification"
STEP_APPROVAL: Final = "approval"
STEP_SUCCESS: Final = "success"

_OPEN = text("status IN ('draft', 'verifying', 'pending', 'rejected')")


class Registration(Base):
    """A company's registration, from the registrant's account to the operator's decision."""

    __tablename__ = "registration"
    __table_args__ = (
        # One open registration per person, and one per credit code, also under races.
        Index(
            "uq_registration_open_user",
            "user_code",
            unique=True,
            sqlite_where=_OPEN,
            postgresql_where=_OPEN,
        ),
        Index(
            "uq_registration_open_credit_code",
            "credit_code",
            unique=True,
            sqlite_where=_OPEN,
            postgresql_where=_OPEN,
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # The registrant: auth's user (no foreign key, another service's table).
    user_code: Mapped[str] = mapped_column(String(32), index=True)
    mobile: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(64))
    # Reserved at the account step and given to the company on approval, so a rejection's
    # message already reaches the company the registrant will administer.
    comp_code: Mapped[str] = mapped_column(String(32), unique=True)
    status: Mapped[str] = mapped_column(String(16))
    step: Mapped[str] = mapped_column(String(16))
    # The permit step; ID numbers are sealed (purposes in registration.identity).
    comp_name: Mapped[str | None] = mapped_column(String(128))
    credit_code: Mapped[str | None] = mapped_column(String(18))
    legal_rep_name: Mapped[str | None] = mapped_column(String(64))
    legal_rep_id_number: Mapped[str | None] = mapped_column(String(255))
    province_code: Mapped[str | None] = mapped_column(String(12))
    area_code: Mapped[str | None] = mapped_column(String(12))
    address: Mapped[str | None] = mapped_column(String(255))
    licence_file_token: Mapped[str | None] = mapped_column(String(64))
    # What content said of the licence at submission (the console shows it inline).
    licence_file_name: Mapped[str | None] = mapped_column(String(255))
    licence_content_type: Mapped[str | None] = mapped_column(String(64))
    # Requested company roles, comma-separated (C101-C106).
    comp_roles: Mapped[str | None] = mapped_column(String(64))
    # The invitation code, sealed: the code is a bearer secret, and approval needs it whole.
    invite_code: Mapped[str | None] = mapped_column(String(255))
    # The verification step: the registrant's real-name check, then the face check.
    real_name: Mapped[str | None] = mapped_column(String(64))
    real_name_id_number: Mapped[str | None] = mapped_column(String(255))
    real_name_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    face_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # The operator's last rejection: wire field name → reason.
    reasons: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # The deciding operator's name, and code (none on older decisions by name only).
    operator: Mapped[str | None] = mapped_column(String(64))
    operator_code: Mapped[str | None] = mapped_column(String(64))
    # The registrant's employee record in the new company, once approved.
    employee_code: Mapped[str | None] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    submitted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
