"""Writing the company audit log: one entry, added to the session of the change it records.

Callers add the entry before their transaction commits, so the entry and the change commit or
roll back together; nothing here commits or flushes.
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from customer.audit.models import CompanyAuditEntry
from customer.models import Employee

EMPLOYEE = "employee"
OPERATOR = "operator"
CONTACT = "contact"


@dataclass(frozen=True, slots=True)
class Actor:
    """Who did it, as the entry keeps it."""

    type: str
    name: str
    code: str = ""
    user_code: str = ""
    mobile: str = ""

    @classmethod
    def employee(cls, employee: Employee) -> "Actor":
        return cls(
            EMPLOYEE, employee.name, employee.employee_code, employee.user_code, employee.mobile
        )

    @classmethod
    def operator(cls, code: str, name: str) -> "Actor":
        """A platform operator deciding in the console: no mobile is shown for them."""
        return cls(OPERATOR, name, code)

    @classmethod
    def contact(cls, name: str, mobile: str) -> "Actor":
        """The contact of another company (an invitation's), not an employee here."""
        return cls(CONTACT, name, mobile=mobile)


def record(
    db: AsyncSession,
    comp_code: str,
    kind: str,
    by: Actor,
    at: datetime,
    subject_code: str = "",
    subject_name: str = "",
    detail: str = "",
) -> None:
    """Add the entry to ``db``'s transaction; it commits with the change or not at all."""
    db.add(
        CompanyAuditEntry(
            comp_code=comp_code,
            at=at,
            kind=kind,
            actor_type=by.type,
            actor_code=by.code[:32],
            actor_user_code=by.user_code[:32],
            actor_name=by.name[:64],
            actor_mobile=by.mobile[:20],
            subject_code=subject_code[:64],
            subject_name=subject_name[:128],
            detail=detail[:512],
        )
    )
