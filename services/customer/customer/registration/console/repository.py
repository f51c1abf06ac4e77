from collections.abc import Sequence

from sqlalchemy import Row, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.registration.console.schemas import RegistrationListQuery
from customer.registration.models import PENDING, Registration
from customer.review.listing import case_filters, ordering, paged
from customer.review.models import REGISTRATION


class RegistrationQueueRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(self, query: RegistrationListQuery) -> tuple[Sequence[Row[Registration]], int]:
        conditions = case_filters(
            query,
            REGISTRATION,
            Registration.id,
            Registration.submitted_at,
            Registration.status == PENDING,
            (Registration.comp_name, Registration.credit_code, Registration.comp_code),
        )
        if query.status is not None:
            conditions.append(Registration.status == query.status)
        statement = (
            select(Registration)
            .where(*conditions)
            .order_by(
                *ordering(query, Registration.id, Registration.submitted_at, Registration.comp_name)
            )
        )
        return await paged(self.session, statement, query)
