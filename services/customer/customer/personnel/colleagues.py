"""Who works in the company, for auth's list of the company's sessions (administrators only)."""

from sqlalchemy.ext.asyncio import AsyncSession

from customer.employee.repository import EmployeeRepository
from customer.employee.schemas import ColleagueRead, Colleagues
from customer.personnel.access import administrator
from portal_kit.tokens import Identity


async def colleagues(session: AsyncSession, request: Colleagues) -> list[ColleagueRead]:
    """The company's active employees, when the asking employee administers it (else
    ``RoleRequired``, exactly as the personnel screens answer)."""
    identity = Identity(
        user_code=request.user_code,
        session_id="",
        employee_code=request.employee_code,
        comp_code=request.comp_code,
        role="",
        biz="",
        expires_at=0,
    )
    caller = await administrator(session, identity)
    employees = await EmployeeRepository(session).active_in_company(caller.comp_code)
    return [
        ColleagueRead(employee_code=e.employee_code, user_code=e.user_code, name=e.name)
        for e in employees
    ]
