"""Which employee role codes a company may hand out."""

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from customer.employee.service import split_role_code
from customer.personnel.errors import NoRoleCodes, UnknownRoleCode
from customer.repository import CompanyRoleRepository, DictRepository
from customer.service import EMPLOYEE_ROLE


async def checked_role_codes(db: AsyncSession, comp_code: str, codes: Sequence[str]) -> list[str]:
    """``codes`` without repeats, if each is a role of the employee-role dictionary, plain or
    prefixed with a product the company holds a role in; else 400 naming the first bad one."""
    if not codes:
        raise NoRoleCodes()
    known = {entry.code for entry in await DictRepository(db).list_by_types([EMPLOYEE_ROLE])}
    products = {
        role.prod_code for role in await CompanyRoleRepository(db).list_active_of([comp_code])
    }
    checked: list[str] = []
    for code in codes:
        product, role = split_role_code(code)
        if role not in known or (product is not None and product not in products):
            raise UnknownRoleCode.named(code)
        if code not in checked:
            checked.append(code)
    return checked
