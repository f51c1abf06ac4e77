from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from reference.models import Division

PROVINCE_LEVEL = 1


class DivisionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_provinces(self) -> Sequence[Division]:
        statement = select(Division).where(Division.level == PROVINCE_LEVEL).order_by(Division.code)
        return (await self.session.scalars(statement)).all()

    async def list_children(self, parent_code: str) -> Sequence[Division]:
        statement = (
            select(Division).where(Division.parent_code == parent_code).order_by(Division.code)
        )
        return (await self.session.scalars(statement)).all()

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(Division.code))).all())

    def add_all(self, divisions: Iterable[Division]) -> None:
        self.session.add_all(divisions)
