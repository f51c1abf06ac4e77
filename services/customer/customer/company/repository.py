from collections.abc import Sequence

from sqlalchemy import Row, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import ACTIVE, Company, Employee


class CompanyDetailRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def active_membership(
        self, user_code: str, comp_code: str
    ) -> Row[Employee, Company] | None:
        """The user's active employee record in an active ``comp_code``."""
        statement = (
            select(Employee, Company)
            .join(Company, Company.comp_code == Employee.comp_code)
            .where(
                Employee.user_code == user_code,
                Employee.comp_code == comp_code,
                Employee.status == ACTIVE,
                Company.status == ACTIVE,
            )
        )
        return (await self.session.execute(statement)).one_or_none()

    async def root_managers(self, comp_code: str) -> Sequence[Employee]:
        """The company's administrator account holders (one, unless data went wrong)."""
        statement = (
            select(Employee)
            .where(Employee.comp_code == comp_code, Employee.root_manager == 1)
            .order_by(Employee.status.desc(), Employee.employee_code)
        )
        return (await self.session.scalars(statement)).all()

    async def demo_companies(self, comp_codes: Sequence[str]) -> Sequence[Company]:
        statement = select(Company).where(Company.comp_code.in_(comp_codes))
        return (await self.session.scalars(statement.order_by(Company.comp_code))).all()
