from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base


class CompanyAuditEntry(Base):
    """One thing that happened in a company: written in the transaction of the change itself.

    Who and whom are copied, not referenced: the entry outlives a removed employee, a renamed
    one keeps the name they had then, and an operator is nobody's employee.
    """

    __tablename__ = "company_audit_entry"
    __table_args__ = (Index("ix_company_audit_entry_comp_at", "comp_code", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # A code of ``customer.audit.kinds.KINDS``.
    kind: Mapped[str] = mapped_column(String(40))
    # employee, operator or contact (an invited company's contact); the code is the
    # employee's or the operator's, empty for a contact.
    actor_type: Mapped[str] = mapped_column(String(16))
    actor_code: Mapped[str] = mapped_column(String(32), default="")
    actor_user_code: Mapped[str] = mapped_column(String(32), default="")
    actor_name: Mapped[str] = mapped_column(String(64))
    # Stored whole, like the employee's own record; every reader gets it masked.
    actor_mobile: Mapped[str] = mapped_column(String(20), default="")
    # What the entry is about: an employee, an invitation, a product, an application.
    subject_code: Mapped[str] = mapped_column(String(64), default="")
    subject_name: Mapped[str] = mapped_column(String(128), default="")
    # The change's particulars (roles after the change, a rejection's reason, an address).
    detail: Mapped[str] = mapped_column(String(512), default="")
