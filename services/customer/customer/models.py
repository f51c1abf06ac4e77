from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, String, UniqueConstraint, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata
from portal_kit.event_outbox import outbox_table

# Status of companies, company roles and employees.
ACTIVE = 1
DISABLED = 0


class Base(DeclarativeBase):
    metadata = make_metadata()


# Events (operators' audit entries among them) committed with the change they report.
EventOutbox = outbox_table(Base.metadata)


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
    # Unified social credit code.
    credit_code: Mapped[str] = mapped_column(String(18), unique=True)
    # 1 active, 0 suspended by the platform (customer.company.console).
    status: Mapped[int] = mapped_column(default=ACTIVE)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # Details (company/info/detail). The ID number is sealed (portal_kit.sealed, purpose
    # customer.company.identity.LEGAL_REP_ID); divisions are GB/T 2260 codes, named by reference.
    legal_rep_name: Mapped[str | None] = mapped_column(String(64))
    legal_rep_id_number: Mapped[str | None] = mapped_column(String(255))
    province_code: Mapped[str | None] = mapped_column(String(12))
    area_code: Mapped[str | None] = mapped_column(String(12))
    address: Mapped[str | None] = mapped_column(String(255))
    licence_file_token: Mapped[str | None] = mapped_column(String(64))
    # Suspended by the platform (status 0): since when, why and by which operator. While
    # suspended its employees cannot sign in to it or switch into it.
    suspended_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    suspend_reason: Mapped[str | None] = mapped_column(String(255))
    suspended_by_code: Mapped[str | None] = mapped_column(String(64))
    suspended_by_name: Mapped[str | None] = mapped_column(String(64))


class CompanyRole(Base):
    """A business identity of a company in one product (e.g. supplier C102 in EC).

    A company may hold several roles in a product; each has its own business code, which is
    what a role switch names.
    """

    __tablename__ = "company_role"

    comp_biz_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"), index=True)
    prod_code: Mapped[str] = mapped_column(String(32))
    # C101-C106 (specification §1).
    comp_role: Mapped[str] = mapped_column(String(8))
    status: Mapped[int] = mapped_column(default=ACTIVE)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Employee(Base):
    """A user's personnel record in one company; a user has one per company at most."""

    __tablename__ = "employee"
    __table_args__ = (UniqueConstraint("comp_code", "user_code"),)

    employee_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"))
    # The auth service's user; no foreign key, that table lives in another service.
    user_code: Mapped[str] = mapped_column(String(32), index=True)
    name: Mapped[str] = mapped_column(String(64))
    mobile: Mapped[str] = mapped_column(String(20))
    status: Mapped[int] = mapped_column(default=ACTIVE)
    # 1: the company's administrator.
    root_manager: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # When auth's change of ``mobile`` took place (its ``user.mobile_changed`` event); an
    # older event delivered late does not undo a newer one.
    mobile_changed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class EmployeeRole(Base):
    """An employee role (E101-E111), valid in every product or, as ``EC-E102``, in one."""

    __tablename__ = "employee_role"

    employee_code: Mapped[str] = mapped_column(
        ForeignKey("employee.employee_code", ondelete="CASCADE"), primary_key=True
    )
    role_code: Mapped[str] = mapped_column(String(40), primary_key=True)


class Resource(Base):
    """A menu entry / permission of a product: a web route the role may open."""

    __tablename__ = "resource"
    __table_args__ = (UniqueConstraint("prod_code", "res_uri"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    prod_code: Mapped[str] = mapped_column(String(32))
    res_uri: Mapped[str] = mapped_column(String(255))
    name_zh: Mapped[str] = mapped_column(String(64))
    name_en: Mapped[str] = mapped_column(String(64))
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("resource.id"))
    sort: Mapped[int]
    icon: Mapped[str | None] = mapped_column(String(64))


class RoleResource(Base):
    """Employee role ``role_code`` (an unprefixed E-code) grants the resource."""

    __tablename__ = "role_resource"

    role_code: Mapped[str] = mapped_column(String(8), primary_key=True)
    resource_id: Mapped[int] = mapped_column(
        ForeignKey("resource.id", ondelete="CASCADE"), primary_key=True
    )
