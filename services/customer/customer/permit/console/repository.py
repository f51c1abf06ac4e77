from collections.abc import Sequence

from sqlalchemy import Row, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import Company
from customer.permit import lifecycle
from customer.permit.console.schemas import PermitQueueQuery
from customer.permit.models import Permit
from customer.review.listing import case_filters, ordering, paged
from customer.review.models import PERMIT


class PermitQueueRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(self, query: PermitQueueQuery) -> tuple[Sequence[Row[Permit, Company]], int]:
        conditions = case_filters(
            query,
            PERMIT,
            Permit.id,
            Permit.submitted_at,
            Permit.status.in_(lifecycle.OPEN),
            (Company.comp_name, Company.credit_code, Company.comp_code),
        )
        if query.status is not None:
            conditions.append(Permit.status == query.status)
        if query.product_code is not None:
            conditions.append(Permit.prod_code == query.product_code)
        statement = (
            select(Permit, Company)
            .join(Company, Company.comp_code == Permit.comp_code)
            .where(*conditions)
            .order_by(*ordering(query, Permit.id, Permit.submitted_at, Company.comp_name))
        )
        return await paged(self.session, statement, query)

    async def get_with_company(
        self, permit_id: int, *, lock: bool = False
    ) -> Row[Permit, Company] | None:
        statement = (
            select(Permit, Company)
            .join(Company, Company.comp_code == Permit.comp_code)
            .where(Permit.id == permit_id)
        )
        if lock:
            statement = statement.with_for_update(of=Permit)
        return (await self.session.execute(statement)).one_or_none()
