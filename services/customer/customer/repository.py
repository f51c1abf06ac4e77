from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import Company, DictEntry


class DictRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_by_types(self, dict_types: Sequence[str]) -> Sequence[DictEntry]:
        statement = (
            select(DictEntry)
            .where(DictEntry.dict_type.in_(dict_types))
            .order_by(DictEntry.dict_type, DictEntry.sort)
        )
        return (await self.session.scalars(statement)).all()

    async def existing_keys(self) -> set[tuple[str, str]]:
        rows = await self.session.execute(select(DictEntry.dict_type, DictEntry.code))
        return {(dict_type, code) for dict_type, code in rows}

    def add(self, entry: DictEntry) -> None:
        self.session.add(entry)


class CompanyRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(Company.comp_code))).all())

    def add(self, company: Company) -> None:
        self.session.add(company)
