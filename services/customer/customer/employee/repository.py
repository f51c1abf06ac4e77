from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from sqlalchemy import Row, Select, bindparam, exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import ACTIVE, Company, Employee, EmployeeRole


def _with_company() -> Select[Employee, Company]:
    return select(Employee, Company).join(Company, Company.comp_code == Employee.comp_code)


# The statements of the calls made on every page, built once with their values bound at
# execution: building one costs more than running it, and a built one keeps its cache key.
@cache
def _of_user(active_employee: bool, active_company: bool) -> Select[Employee, Company]:
    statement = _with_company().where(Employee.user_code == bindparam("user_code"))
    if active_employee:
        statement = statement.where(Employee.status == ACTIVE)
    if active_company:
        statement = statement.where(Company.status == ACTIVE)
    return statement.order_by(Company.comp_code)


_WITH_ROLES = (
    select(Employee, Company, EmployeeRole.role_code)
    .join(Company, Company.comp_code == Employee.comp_code)
    .outerjoin(EmployeeRole, EmployeeRole.employee_code == Employee.employee_code)
    .where(
        Employee.employee_code == bindparam("employee_code"),
        Employee.user_code == bindparam("user_code"),
    )
    .order_by(EmployeeRole.role_code)
)


# The reads of every page select columns of the tables, not mapped entities: loading an entity
# (its state, the identity map, the events) cost more than the statement did, and these calls
# change nothing. Calls that go on to write keep the entities above.
_E, _C, _R = Employee.__table__.c, Company.__table__.c, EmployeeRole.__table__.c
_MEMBER = (
    select(
        _E.employee_code,
        _E.name,
        _E.mobile,
        _E.status,
        _E.root_manager,
        _C.comp_code,
        _C.comp_name,
        _C.status,
        _R.role_code,
    )
    .select_from(
        Employee.__table__.join(Company.__table__, _C.comp_code == _E.comp_code).outerjoin(
            EmployeeRole.__table__, _R.employee_code == _E.employee_code
        )
    )
    .where(_E.employee_code == bindparam("employee_code"), _E.user_code == bindparam("user_code"))
    .order_by(_R.role_code)
)


@cache
def _memberships(active_employee: bool, active_company: bool) -> Select[str, int, str, str, int]:
    statement = (
        select(_E.employee_code, _E.status, _C.comp_code, _C.comp_name, _C.status)
        .select_from(Employee.__table__.join(Company.__table__, _C.comp_code == _E.comp_code))
        .where(_E.user_code == bindparam("user_code"))
    )
    if active_employee:
        statement = statement.where(_E.status == ACTIVE)
    if active_company:
        statement = statement.where(_C.status == ACTIVE)
    return statement.order_by(_C.comp_code)


@dataclass(frozen=True, slots=True)
class Member:
    """An employee record, its company and its role codes (sorted), as a page reads them."""

    employee_code: str
    name: str
    mobile: str
    status: int
    root_manager: int
    comp_code: str
    comp_name: str
    company_status: int
    role_codes: list[str]


@dataclass(frozen=True, slots=True)
class Membership:
    """One of a user's employee records and its company, for the company lists."""

    employee_code: str
    status: int
    comp_code: str
    comp_name: str
    company_status: int


class EmployeeRepository:
    """Employee records; every read is scoped by the user they belong to."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_of_user(
        self, user_code: str, *, active_employee: bool = False, active_company: bool = False
    ) -> Sequence[Row[Employee, Company]]:
        statement = _of_user(active_employee, active_company)
        return (await self.session.execute(statement, {"user_code": user_code})).all()

    async def get_of_user(
        self, user_code: str, employee_code: str
    ) -> Row[Employee, Company] | None:
        statement = _with_company().where(
            Employee.employee_code == employee_code, Employee.user_code == user_code
        )
        return (await self.session.execute(statement)).one_or_none()

    async def get_of_user_with_roles(
        self, user_code: str, employee_code: str
    ) -> tuple[Employee, Company, list[str]] | None:
        """``get_of_user`` and the record's role codes (sorted), in one statement: most calls
        need both, and each statement costs more than the rows it brings."""
        values = {"employee_code": employee_code, "user_code": user_code}
        rows = (await self.session.execute(_WITH_ROLES, values)).all()
        if not rows:
            return None
        employee, company, _ = rows[0]
        return employee, company, [code for _, _, code in rows if code is not None]

    async def get_member(self, user_code: str, employee_code: str) -> Member | None:
        """``get_of_user_with_roles`` as plain values, for calls that only read."""
        values = {"employee_code": employee_code, "user_code": user_code}
        rows = (await self.session.execute(_MEMBER, values)).all()
        if not rows:
            return None
        codes = [row[8] for row in rows if row[8] is not None]
        return Member(*rows[0][:8], role_codes=codes)

    async def list_memberships(
        self, user_code: str, *, active_employee: bool = False, active_company: bool = False
    ) -> list[Membership]:
        """``list_of_user`` as plain values, for calls that only read."""
        statement = _memberships(active_employee, active_company)
        rows = await self.session.execute(statement, {"user_code": user_code})
        return [Membership(*row) for row in rows]

    async def has_active_employment(self, user_code: str) -> bool:
        statement = select(
            exists().where(
                Employee.comp_code == Company.comp_code,
                Employee.user_code == user_code,
                Employee.status == ACTIVE,
                Company.status == ACTIVE,
            )
        )
        return bool(await self.session.scalar(statement))

    async def role_codes(self, employee_code: str) -> list[str]:
        statement = (
            select(EmployeeRole.role_code)
            .where(EmployeeRole.employee_code == employee_code)
            .order_by(EmployeeRole.role_code)
        )
        return list((await self.session.scalars(statement)).all())

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(Employee.employee_code))).all())

    async def existing_memberships(self) -> set[tuple[str, str]]:
        """(company, user) pairs that already have a record."""
        rows = await self.session.execute(select(Employee.comp_code, Employee.user_code))
        return {(comp_code, user_code) for comp_code, user_code in rows}

    def add(self, employee: Employee, role_codes: Sequence[str]) -> None:
        self.session.add(employee)
        self.session.add_all(
            EmployeeRole(employee_code=employee.employee_code, role_code=code)
            for code in role_codes
        )

    async def active_in_company(self, comp_code: str) -> Sequence[Employee]:
        """The company's active employees, by name; for auth's list of their sessions."""
        statement = (
            select(Employee)
            .where(Employee.comp_code == comp_code, Employee.status == ACTIVE)
            .order_by(Employee.name, Employee.employee_code)
        )
        return (await self.session.scalars(statement)).all()
