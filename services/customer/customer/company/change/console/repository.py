from collections.abc import Sequence

from sqlalchemy import Row, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.change.console.schemas import AdminChangeListQuery
from customer.company.change.models import PENDING, AdminChangeApplication
from customer.models import Company
from customer.review.listing import case_filters, ordering, paged
from customer.review.models import ADMIN_CHANGE

Application = AdminChangeApplication


class AdminChangeQueueRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(
        self, query: AdminChangeListQuery
    ) -> tuple[Sequence[Row[Application, Company]], int]:
        conditions = case_filters(
            query,
            ADMIN_CHANGE,
            Application.id,
            Application.submitted_at,
            Application.status == PENDING,
            (Company.comp_name, Company.credit_code, Company.comp_code),
        )
        if query.status is not None:
            conditions.append(Application.status == query.status)
        statement = (
            select(Application, Company)
            .join(Company, Company.comp_code == Application.comp_code)
            .where(*conditions)
            .order_by(*ordering(query, Application.id, Application.submitted_at, Company.comp_name))
        )
        return await paged(self.session, statement, query)

    async def get_with_company(self, application_id: int) -> Row[Application, Company] | None:
        statement = (
            select(Application, Company)
            .join(Company, Company.comp_code == Application.comp_code)
            .where(Application.id == application_id)
        )
        return (await self.session.execute(statement)).one_or_none()
