"""SQL of notice delivery: who in a company receives a notice by SMS."""

from dataclasses import dataclass

from sqlalchemy import exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import ACTIVE, Company, CompanyRole, Employee
from customer.personnel.models import EmployeeSmsNotice


@dataclass(frozen=True, slots=True)
class Recipient:
    employee_code: str
    mobile: str
    # Whose language the text is written in (auth knows it).
    user_code: str


class NoticeRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def company(self, comp_code: str) -> Company | None:
        return await self.session.get(Company, comp_code)

    async def subscribers(
        self, comp_code: str, notice_code: str, prod_code: str
    ) -> list[Recipient]:
        """The company's active employees who chose the notice, while the company holds an
        active role in its product (the settings tree shows only those products)."""
        holds_product = exists().where(
            CompanyRole.comp_code == comp_code,
            CompanyRole.prod_code == prod_code,
            CompanyRole.status == ACTIVE,
        )
        statement = (
            select(Employee.employee_code, Employee.mobile, Employee.user_code)
            .join(EmployeeSmsNotice, EmployeeSmsNotice.employee_code == Employee.employee_code)
            .where(
                Employee.comp_code == comp_code,
                Employee.status == ACTIVE,
                EmployeeSmsNotice.notice_code == notice_code,
                holds_product,
            )
            .order_by(Employee.employee_code)
        )
        rows = await self.session.execute(statement)
        return [Recipient(code, mobile, user) for code, mobile, user in rows.all()]
