from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from reference.models import DictEntry


class DictRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_enabled(self, dict_type: str | None) -> Sequence[DictEntry]:
        """Enabled entries, by dictionary then display order (all dictionaries for ``None``)."""
        statement = (
            select(DictEntry)
            .where(DictEntry.enabled)
            .order_by(DictEntry.dict_type, DictEntry.sort, DictEntry.code)
        )
        if dict_type is not None:
            statement = statement.where(DictEntry.dict_type == dict_type)
        return (await self.session.scalars(statement)).all()

    async def existing_keys(self) -> set[tuple[str, str]]:
        rows = await self.session.execute(select(DictEntry.dict_type, DictEntry.code))
        return {(dict_type, code) for dict_type, code in rows}

    def add_all(self, entries: Iterable[DictEntry]) -> None:
        self.session.add_all(entries)
