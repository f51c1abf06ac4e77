from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.change.models import PENDING, AdminChangeApplication
from customer.models import Employee


class AdminChangeRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def has_pending(self, comp_code: str) -> bool:
        statement = select(AdminChangeApplication.id).where(
            AdminChangeApplication.comp_code == comp_code,
            AdminChangeApplication.status == PENDING,
        )
        return (await self.session.scalar(statement.limit(1))) is not None

    async def list_of_company(self, comp_code: str) -> Sequence[AdminChangeApplication]:
        statement = (
            select(AdminChangeApplication)
            .where(AdminChangeApplication.comp_code == comp_code)
            .order_by(AdminChangeApplication.submitted_at.desc(), AdminChangeApplication.id.desc())
        )
        return (await self.session.scalars(statement)).all()

    async def get_for_decision(self, application_id: int) -> AdminChangeApplication | None:
        """The application, locked until the decision commits (PostgreSQL; SQLite writes are
        serial anyway), so two operators cannot decide it twice."""
        statement = (
            select(AdminChangeApplication)
            .where(AdminChangeApplication.id == application_id)
            .with_for_update()
        )
        return await self.session.scalar(statement)

    async def employee_of_user(self, comp_code: str, user_code: str) -> Employee | None:
        statement = select(Employee).where(
            Employee.comp_code == comp_code, Employee.user_code == user_code
        )
        return await self.session.scalar(statement)

    async def add(self, application: AdminChangeApplication) -> None:
        self.session.add(application)
        await self.session.flush()
