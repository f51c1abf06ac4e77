"""Sign-ins in the company audit log: auth tells them (``employee.signed_in``) through its
outbox, and the entry is written in the transaction that marks the event handled."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.audit.kinds import SIGNED_IN
from customer.audit.recorder import EMPLOYEE, Actor, record
from customer.models import Company, Employee


async def record_sign_in(
    session: AsyncSession,
    comp_code: str,
    employee_code: str,
    user_code: str,
    ip: str,
    at: datetime,
) -> None:
    """The entry, with the employee's name and mobile as the company has them; an employee
    removed before the event arrived is still recorded, by their codes."""
    employee = await session.scalar(
        select(Employee).where(
            Employee.comp_code == comp_code, Employee.employee_code == employee_code
        )
    )
    if employee is not None:
        by = Actor.employee(employee)
    elif await session.get(Company, comp_code) is None:
        # No such company here: nothing to record, and nothing to retry.
        return
    else:
        by = Actor(EMPLOYEE, employee_code, employee_code, user_code)
    record(
        session,
        comp_code,
        SIGNED_IN,
        by,
        at,
        subject_code=employee_code,
        subject_name=by.name,
        detail=ip,
    )
