"""Personnel SQL; every query is scoped by the company it is asked for."""

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from sqlalchemy import Select, delete, exists, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import ACTIVE, Company, Employee, EmployeeRole
from customer.personnel.models import EmployeeSmsNotice, PersonnelChange


@dataclass(frozen=True, slots=True)
class EmployeeFilter:
    name: str | None = None
    mobile: str | None = None
    role_code: str | None = None
    status: int | None = None


def _like_escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _role_matches(role_code: str) -> Select[str]:
    """Employees holding ``role_code``; a plain E-code also matches its prefixed forms."""
    matches = EmployeeRole.role_code == role_code
    if "-" not in role_code:
        matches = or_(matches, EmployeeRole.role_code.like(f"%-{role_code}"))
    return select(EmployeeRole.employee_code).where(matches)


class PersonnelRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def lock_company(self, comp_code: str) -> None:
        """Serialise personnel changes of one company (PostgreSQL row lock; SQLite writes are
        serial anyway), so two administrators cannot each remove the other's last rights."""
        await self.session.execute(
            select(Company.comp_code).where(Company.comp_code == comp_code).with_for_update()
        )

    async def page(
        self, comp_code: str, where: EmployeeFilter, offset: int, limit: int
    ) -> tuple[int, Sequence[Employee]]:
        statement = select(Employee).where(Employee.comp_code == comp_code)
        if where.name:
            statement = statement.where(
                Employee.name.ilike(f"%{_like_escaped(where.name)}%", escape="\\")
            )
        if where.mobile:
            statement = statement.where(Employee.mobile.endswith(where.mobile, autoescape=True))
        if where.role_code:
            statement = statement.where(Employee.employee_code.in_(_role_matches(where.role_code)))
        if where.status is not None:
            statement = statement.where(Employee.status == where.status)
        total = await self.session.scalar(select(func.count()).select_from(statement.subquery()))
        rows = await self.session.scalars(
            statement.order_by(
                Employee.root_manager.desc(), Employee.created_at, Employee.employee_code
            )
            .offset(offset)
            .limit(limit)
        )
        return total or 0, rows.all()

    async def roles_of(self, employee_codes: Collection[str]) -> dict[str, list[str]]:
        if not employee_codes:
            return {}
        rows = await self.session.execute(
            select(EmployeeRole.employee_code, EmployeeRole.role_code)
            .where(EmployeeRole.employee_code.in_(employee_codes))
            .order_by(EmployeeRole.employee_code, EmployeeRole.role_code)
        )
        roles: dict[str, list[str]] = {code: [] for code in employee_codes}
        for employee_code, role_code in rows:
            roles[employee_code].append(role_code)
        return roles

    async def get_in_company(self, comp_code: str, employee_code: str) -> Employee | None:
        statement = select(Employee).where(
            Employee.employee_code == employee_code, Employee.comp_code == comp_code
        )
        return (await self.session.scalars(statement)).one_or_none()

    async def employed(
        self, comp_code: str, *, mobile: str | None = None, user_code: str | None = None
    ) -> bool:
        """Whether the company has a record (active or disabled) of that mobile or user."""
        same_person = []
        if mobile is not None:
            same_person.append(Employee.mobile == mobile)
        if user_code is not None:
            same_person.append(Employee.user_code == user_code)
        statement = select(exists().where(Employee.comp_code == comp_code, or_(*same_person)))
        return bool(await self.session.scalar(statement))

    async def count_active_administrators(
        self, comp_code: str, admin_codes: Collection[str], *, besides: str
    ) -> int:
        """Active employees other than ``besides`` who are the administrator account or hold
        one of ``admin_codes``."""
        holds_admin_role = exists().where(
            EmployeeRole.employee_code == Employee.employee_code,
            EmployeeRole.role_code.in_(admin_codes),
        )
        statement = select(func.count()).where(
            Employee.comp_code == comp_code,
            Employee.status == ACTIVE,
            Employee.employee_code != besides,
            or_(Employee.root_manager == 1, holds_admin_role),
        )
        return await self.session.scalar(statement) or 0

    def add(self, employee: Employee, role_codes: Sequence[str]) -> None:
        self.session.add(employee)
        self.session.add_all(
            EmployeeRole(employee_code=employee.employee_code, role_code=code)
            for code in role_codes
        )

    async def replace_roles(self, employee_code: str, role_codes: Sequence[str]) -> None:
        await self.session.execute(
            delete(EmployeeRole).where(EmployeeRole.employee_code == employee_code)
        )
        self.session.add_all(
            EmployeeRole(employee_code=employee_code, role_code=code) for code in role_codes
        )
        await self.session.flush()

    async def remove(self, employee: Employee) -> None:
        # Children first: the cascade is in the schema, but the ORM session must not keep
        # stale role rows of a record it deletes.
        for table in (EmployeeRole, EmployeeSmsNotice):
            await self.session.execute(
                delete(table).where(table.employee_code == employee.employee_code)
            )
        await self.session.delete(employee)
        await self.session.flush()

    async def notice_codes(self, employee_code: str) -> set[str]:
        statement = select(EmployeeSmsNotice.notice_code).where(
            EmployeeSmsNotice.employee_code == employee_code
        )
        return set((await self.session.scalars(statement)).all())

    async def replace_notices(
        self, employee_code: str, within: Collection[str], chosen: Collection[str]
    ) -> None:
        """Make ``chosen`` the employee's notices among ``within``; others stay as they are."""
        await self.session.execute(
            delete(EmployeeSmsNotice).where(
                EmployeeSmsNotice.employee_code == employee_code,
                EmployeeSmsNotice.notice_code.in_(within),
            )
        )
        self.session.add_all(
            EmployeeSmsNotice(employee_code=employee_code, notice_code=code) for code in chosen
        )
        await self.session.flush()

    def log(self, change: PersonnelChange) -> None:
        self.session.add(change)
