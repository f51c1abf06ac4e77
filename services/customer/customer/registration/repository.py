from sqlalchemy import exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import Company, Employee
from customer.registration.models import OPEN_STATES, Registration


class RegistrationRepository:
    """Registrations; the registrant's reads are by their user code, operators' by id."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def latest_of_user(self, user_code: str, *, lock: bool = False) -> Registration | None:
        """The user's newest registration (locked until the transaction ends, when ``lock``)."""
        statement = (
            select(Registration)
            .where(Registration.user_code == user_code)
            .order_by(Registration.id.desc())
            .limit(1)
        )
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def open_of_user(self, user_code: str) -> Registration | None:
        statement = select(Registration).where(
            Registration.user_code == user_code, Registration.status.in_(OPEN_STATES)
        )
        return await self.session.scalar(statement)

    async def get(self, registration_id: int, *, lock: bool = False) -> Registration | None:
        statement = select(Registration).where(Registration.id == registration_id)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def credit_code_in_other(self, credit_code: str, registration_id: int) -> bool:
        """Whether another open registration holds ``credit_code``."""
        statement = select(
            exists().where(
                Registration.credit_code == credit_code,
                Registration.status.in_(OPEN_STATES),
                Registration.id != registration_id,
            )
        )
        return bool(await self.session.scalar(statement))

    async def company_has_credit_code(self, credit_code: str) -> bool:
        statement = select(exists().where(Company.credit_code == credit_code))
        return bool(await self.session.scalar(statement))

    async def comp_code_taken(self, comp_code: str) -> bool:
        """Whether a company or a registration already has ``comp_code``."""
        company = exists().where(Company.comp_code == comp_code)
        registration = exists().where(Registration.comp_code == comp_code)
        return bool(await self.session.scalar(select(or_(company, registration))))

    async def mobile_known(self, mobile: str) -> bool:
        """Whether a registration (of any state) or an employee record has ``mobile``."""
        registration = exists().where(Registration.mobile == mobile)
        employee = exists().where(Employee.mobile == mobile)
        return bool(await self.session.scalar(select(or_(registration, employee))))

    async def add(self, registration: Registration) -> None:
        self.session.add(registration)
        await self.session.flush()
