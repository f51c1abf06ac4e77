from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base

# Sealing purpose of the applicant's ID number (portal_kit.sealed): a value copied into
# another column does not open there.
VOUCHER_ID = "customer.permit.voucher_id_number"


class Permit(Base):
    """A company's permit for one product: its current status and its latest application.

    One row per (company, product): applying again after a rejection or a withdrawal reuses
    it, and the audit trail keeps what happened before.
    """

    __tablename__ = "permit"
    __table_args__ = (UniqueConstraint("comp_code", "prod_code"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"))
    prod_code: Mapped[str] = mapped_column(String(32))
    # A code of the permitStatus dictionary (customer.permit.lifecycle).
    status: Mapped[int] = mapped_column(index=True)
    # The company role (C101-C106) granted in the product on approval.
    comp_role: Mapped[str] = mapped_column(String(8))
    applicant_employee_code: Mapped[str] = mapped_column(String(32))
    applicant_user_code: Mapped[str] = mapped_column(String(32))
    applicant_name: Mapped[str] = mapped_column(String(64))
    remark: Mapped[str | None] = mapped_column(String(255))
    # The applicant's personal voucher; on approval it becomes their real-name record for the
    # product. The ID number is sealed (VOUCHER_ID).
    voucher_name: Mapped[str | None] = mapped_column(String(64))
    voucher_id_number: Mapped[str | None] = mapped_column(String(255))
    # The operator's latest decision.
    reason: Mapped[str | None] = mapped_column(String(255))
    # The deciding operator's name, and code (none on older decisions by name only).
    operator: Mapped[str | None] = mapped_column(String(64))
    operator_code: Mapped[str | None] = mapped_column(String(64))
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class PermitDocument(Base):
    """A document of the permit's latest application: a file the applicant uploaded."""

    __tablename__ = "permit_document"

    permit_id: Mapped[int] = mapped_column(
        ForeignKey("permit.id", ondelete="CASCADE"), primary_key=True
    )
    # A code of the documentType dictionary.
    document_type: Mapped[str] = mapped_column(String(32), primary_key=True)
    file_token: Mapped[str] = mapped_column(String(64))
    file_name: Mapped[str] = mapped_column(String(255))
    # As content sniffed it at submission; none for documents of older applications.
    content_type: Mapped[str | None] = mapped_column(String(64))


class PermitAudit(Base):
    """One change of a permit's status: from, to, by whom, when and why."""

    __tablename__ = "permit_audit"

    id: Mapped[int] = mapped_column(primary_key=True)
    permit_id: Mapped[int] = mapped_column(ForeignKey("permit.id", ondelete="CASCADE"), index=True)
    # None for the first application.
    before_status: Mapped[int | None]
    after_status: Mapped[int]
    # "user" (the company's employee) or "operator" (the platform's staff).
    actor_type: Mapped[str] = mapped_column(String(16))
    # The user code, or the operator's name as portalctl sends it.
    actor_code: Mapped[str] = mapped_column(String(64))
    actor_name: Mapped[str] = mapped_column(String(64))
    remark: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
