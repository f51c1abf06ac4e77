from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import KnownIp, SecurityParam, User

ALL_VALUES = select(SecurityParam.key, SecurityParam.value)


class SecurityParamRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_value(self, key: str) -> str | None:
        statement = select(SecurityParam.value).where(SecurityParam.key == key)
        value: str | None = await self.session.scalar(statement)
        return value

    async def values(self) -> dict[str, str]:
        rows = await self.session.execute(ALL_VALUES)
        return dict(rows.all())

    async def get(self, key: str, *, for_update: bool = False) -> SecurityParam | None:
        return await self.session.get(SecurityParam, key, with_for_update=for_update)

    async def all(self) -> dict[str, SecurityParam]:
        return {param.key: param for param in await self.session.scalars(select(SecurityParam))}

    async def existing_keys(self) -> set[str]:
        return set((await self.session.scalars(select(SecurityParam.key))).all())

    def add(self, param: SecurityParam) -> None:
        self.session.add(param)


class UserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_by_mobile(self, mobile: str) -> User | None:
        user: User | None = await self.session.scalar(select(User).where(User.mobile == mobile))
        return user

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(User.user_code))).all())

    async def is_known_ip(self, user_code: str, ip: str) -> bool:
        statement = select(KnownIp.ip).where(KnownIp.user_code == user_code, KnownIp.ip == ip)
        return await self.session.scalar(statement) is not None

    def add(self, row: User | KnownIp) -> None:
        self.session.add(row)

    async def insert_unless_taken(self, user: User) -> bool:
        """Insert ``user`` at once; False when another account holds its mobile (or code).

        A savepoint keeps the request's transaction usable after the unique index refuses,
        so a caller that lost a race can read the winner.
        """
        try:
            async with self.session.begin_nested():
                self.session.add(user)
        except IntegrityError:
            return False
        return True
