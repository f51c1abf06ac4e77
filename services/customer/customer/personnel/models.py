from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, String, func
from sqlalchemy.orm import Mapped, mapped_column

from customer.models import Base


class EmployeeSmsNotice(Base):
    """One business notification (``notices.NOTICES``) the employee receives by SMS."""

    __tablename__ = "employee_sms_notice"

    employee_code: Mapped[str] = mapped_column(
        ForeignKey("employee.employee_code", ondelete="CASCADE"), primary_key=True
    )
    notice_code: Mapped[str] = mapped_column(String(40), primary_key=True)


class PersonnelChange(Base):
    """Who changed whom in a company, and how: the trail that outlives a removed employee."""

    __tablename__ = "personnel_change"

    id: Mapped[int] = mapped_column(primary_key=True)
    comp_code: Mapped[str] = mapped_column(ForeignKey("company.comp_code"), index=True)
    # No foreign keys to the employee: the record may be removed, the trail stays.
    employee_code: Mapped[str] = mapped_column(String(32))
    user_code: Mapped[str] = mapped_column(String(32))
    # add, roles, disable, enable, remove, change-admin
    action: Mapped[str] = mapped_column(String(16))
    # Role codes after the change, comma-separated; empty when the roles did not change.
    detail: Mapped[str] = mapped_column(String(512), default="")
    actor_employee_code: Mapped[str] = mapped_column(String(32))
    actor_user_code: Mapped[str] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
