"""Who the caller is in the current company, and whether they may change its people."""

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from customer.employee.service import current_employee_with_roles, granting_roles
from customer.models import Company, Employee
from customer.resource.catalogue import ACCOUNT_CENTRE
from portal_kit.errors import RoleRequired
from portal_kit.tokens import Identity

ADMIN_ROLE = "E101"
# Personnel management is an account-centre screen: E101 counts there unprefixed or as
# CRM-E101; an EC-E101 administers the enterprise product's business, not the people.
ADMIN_CODES = (ADMIN_ROLE, f"{ACCOUNT_CENTRE}-{ADMIN_ROLE}")


def is_administrator(root_manager: int, role_codes: Iterable[str]) -> bool:
    """The company's administrator account, or an employee holding E101 in the account centre."""
    return root_manager == 1 or ADMIN_ROLE in granting_roles(role_codes, ACCOUNT_CENTRE)


@dataclass(frozen=True, slots=True)
class Caller:
    employee: Employee
    company: Company
    administrator: bool

    @property
    def comp_code(self) -> str:
        return self.company.comp_code


async def caller(db: AsyncSession, identity: Identity) -> Caller:
    """The token's active employee record (else 403: nothing to go on with)."""
    employee, company, codes = await current_employee_with_roles(db, identity)
    return Caller(employee, company, is_administrator(employee.root_manager, codes))


async def administrator(db: AsyncSession, identity: Identity) -> Caller:
    """The caller, if they may change the company's people; else ``RoleRequired`` (400)."""
    found = await caller(db, identity)
    if not found.administrator:
        raise RoleRequired()
    return found
