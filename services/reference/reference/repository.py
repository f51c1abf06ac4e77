from collections.abc import Iterable, Sequence

from sqlalchemy import ColumnElement, delete, exists, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from reference.models import Division

PROVINCE_LEVEL = 1


class DivisionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_provinces(self) -> Sequence[Division]:
        statement = select(Division).where(Division.level == PROVINCE_LEVEL).order_by(Division.code)
        return (await self.session.scalars(statement)).all()

    async def get(self, code: str) -> Division | None:
        return await self.session.get(Division, code)

    async def list_children(self, parent_code: str) -> Sequence[Division]:
        statement = (
            select(Division).where(Division.parent_code == parent_code).order_by(Division.code)
        )
        return (await self.session.scalars(statement)).all()

    async def list_provinces_with_leaf(self) -> list[tuple[Division, bool]]:
        return await self._with_leaf(Division.level == PROVINCE_LEVEL)

    async def list_children_with_leaf(self, parent_code: str) -> list[tuple[Division, bool]]:
        return await self._with_leaf(Division.parent_code == parent_code)

    async def _with_leaf(self, condition: ColumnElement[bool]) -> list[tuple[Division, bool]]:
        """Divisions matching ``condition`` with whether none hangs under them (one query)."""
        child = aliased(Division)
        has_children = exists().where(child.parent_code == Division.code)
        statement = (
            select(Division, has_children.label("has_children"))
            .where(condition)
            .order_by(Division.code)
        )
        rows = await self.session.execute(statement)
        return [(division, not bool(has)) for division, has in rows]

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(Division.code))).all())

    async def all_by_code(self) -> dict[str, Division]:
        return {d.code: d for d in (await self.session.scalars(select(Division))).all()}

    async def delete_codes(self, codes: Iterable[str]) -> None:
        await self.session.execute(delete(Division).where(Division.code.in_(list(codes))))

    def add_all(self, divisions: Iterable[Division]) -> None:
        self.session.add_all(divisions)
