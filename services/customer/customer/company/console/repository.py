from collections.abc import Sequence

from sqlalchemy import Exists, exists, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.console.schemas import CompanyListQuery
from customer.models import ACTIVE, Company, CompanyRole, Employee


def _holds_role(comp_role: str) -> Exists:
    return exists().where(
        CompanyRole.comp_code == Company.comp_code,
        CompanyRole.comp_role == comp_role,
        CompanyRole.status == ACTIVE,
    )


class CompanyConsoleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(self, query: CompanyListQuery) -> tuple[Sequence[Company], int]:
        statement = select(Company)
        if query.keyword:
            statement = statement.where(
                Company.comp_name.icontains(query.keyword, autoescape=True)
                | Company.credit_code.icontains(query.keyword, autoescape=True)
                | Company.comp_code.icontains(query.keyword, autoescape=True)
            )
        if query.status is not None:
            active = Company.status == ACTIVE
            statement = statement.where(active if query.status == "active" else ~active)
        if query.comp_role is not None:
            statement = statement.where(_holds_role(query.comp_role))
        total = await self.session.scalar(select(func.count()).select_from(statement.subquery()))
        column = Company.created_at if query.sort_by == "createdAt" else Company.comp_name
        order = column.desc() if query.descending else column.asc()
        statement = (
            statement.order_by(order, Company.comp_code).offset(query.offset).limit(query.page_size)
        )
        return (await self.session.scalars(statement)).all(), int(total or 0)

    async def get(self, comp_code: str, *, lock: bool = False) -> Company | None:
        statement = select(Company).where(Company.comp_code == comp_code)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def roles_of(self, comp_codes: Sequence[str]) -> Sequence[CompanyRole]:
        """Every role (active or not) of these companies."""
        if not comp_codes:
            return []
        statement = (
            select(CompanyRole)
            .where(CompanyRole.comp_code.in_(comp_codes))
            .order_by(CompanyRole.prod_code, CompanyRole.comp_role, CompanyRole.comp_biz_code)
        )
        return (await self.session.scalars(statement)).all()

    async def employees_of(self, comp_code: str) -> Sequence[Employee]:
        statement = (
            select(Employee)
            .where(Employee.comp_code == comp_code)
            .order_by(Employee.root_manager.desc(), Employee.status.desc(), Employee.employee_code)
        )
        return (await self.session.scalars(statement)).all()

    async def active_codes(self, comp_role: str | None) -> list[str]:
        statement = select(Company.comp_code).where(Company.status == ACTIVE)
        if comp_role is not None:
            statement = statement.where(_holds_role(comp_role))
        return list((await self.session.scalars(statement.order_by(Company.comp_code))).all())
