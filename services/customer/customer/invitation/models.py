from datetime import datetime
from typing import Final

from sqlalchemy import DateTime, ForeignKey, Index, String, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base

# Stored states. 'expired' is also computed on read for a pending invitation past its expiry;
# it is stored when a newer invitation to the same mobile replaces such an invitation.
PENDING: Final = "pending"
ACCEPTED: Final = "accepted"
REVOKED: Final = "revoked"
EXPIRED: Final = "expired"


class Invitation(Base):
    """A company invites another one to register, by SMS to a contact person."""

    __tablename__ = "invitation"
    __table_args__ = (
        # One pending invitation per inviting company and mobile, also under races.
        Index(
            "uq_invitation_pending_mobile",
            "inviter_comp_code",
            "mobile",
            unique=True,
            sqlite_where=text("status = 'pending'"),
            postgresql_where=text("status = 'pending'"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    inviter_comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"), index=True)
    inviter_employee_code: Mapped[str] = mapped_column(String(32))
    comp_name: Mapped[str] = mapped_column(String(128))
    contact_name: Mapped[str] = mapped_column(String(64))
    mobile: Mapped[str] = mapped_column(String(20))
    # C101-C106: the role the invitee is meant to hold.
    comp_role: Mapped[str] = mapped_column(String(8))
    # SHA-256 of the current code: the code itself is a bearer secret and is never stored.
    code_hash: Mapped[str] = mapped_column(String(64), unique=True)
    status: Mapped[str] = mapped_column(String(16), default=PENDING)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    accepted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    invitee_comp_code: Mapped[str | None] = mapped_column(ForeignKey("company.comp_code"))


class CompanyLink(Base):
    """Two companies linked by an accepted invitation (the inviter's business partner)."""

    __tablename__ = "company_link"
    __table_args__ = (UniqueConstraint("inviter_comp_code", "invitee_comp_code"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    inviter_comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"))
    invitee_comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"), index=True)
    invitation_id: Mapped[int] = mapped_column(ForeignKey("invitation.id"))
    comp_role: Mapped[str] = mapped_column(String(8))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
