from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import SecurityParam


class SecurityParamRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_value(self, key: str) -> str | None:
        statement = select(SecurityParam.value).where(SecurityParam.key == key)
        value: str | None = await self.session.scalar(statement)
        return value

    async def existing_keys(self) -> set[str]:
        return set((await self.session.scalars(select(SecurityParam.key))).all())

    def add(self, param: SecurityParam) -> None:
        self.session.add(param)
