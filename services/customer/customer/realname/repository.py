from datetime import datetime

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import Employee
from customer.realname.models import RealNameVerification


class RealNameRepository:
    """Real-name records; every read names both the company and the person."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def is_employed(self, comp_code: str, user_code: str) -> bool:
        """Whether the user has a record (of any status) in the company."""
        statement = select(Employee.employee_code).where(
            Employee.comp_code == comp_code, Employee.user_code == user_code
        )
        return (await self.session.scalar(statement)) is not None

    async def last_pass_in_product(
        self, comp_code: str, user_code: str, prod_code: str
    ) -> datetime | None:
        """When the person last passed a verification valid in ``prod_code`` (records for
        every product count too), or ``None``."""
        statement = select(func.max(RealNameVerification.passed_at)).where(
            RealNameVerification.comp_code == comp_code,
            RealNameVerification.user_code == user_code,
            or_(
                RealNameVerification.prod_code.is_(None),
                RealNameVerification.prod_code == prod_code,
            ),
        )
        return await self.session.scalar(statement)

    async def latest(self, comp_code: str, user_code: str) -> RealNameVerification | None:
        statement = (
            select(RealNameVerification)
            .where(
                RealNameVerification.comp_code == comp_code,
                RealNameVerification.user_code == user_code,
            )
            .order_by(RealNameVerification.passed_at.desc(), RealNameVerification.id.desc())
            .limit(1)
        )
        return await self.session.scalar(statement)

    async def verified_identity(
        self, comp_code: str, user_code: str
    ) -> RealNameVerification | None:
        """The person's verified identity: their latest record in the company, else their
        latest in any company (an ID number is the person's wherever they work)."""
        here = await self.latest(comp_code, user_code)
        if here is not None:
            return here
        statement = (
            select(RealNameVerification)
            .where(RealNameVerification.user_code == user_code)
            .order_by(RealNameVerification.passed_at.desc(), RealNameVerification.id.desc())
            .limit(1)
        )
        return await self.session.scalar(statement)
