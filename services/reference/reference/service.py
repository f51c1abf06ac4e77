from sqlalchemy.ext.asyncio import AsyncSession

from reference.models import Division
from reference.repository import DivisionRepository
from reference.schemas import DivisionRead, LinkageRead


async def list_provinces(session: AsyncSession) -> list[DivisionRead]:
    provinces = await DivisionRepository(session).list_provinces()
    return [DivisionRead.model_validate(province) for province in provinces]


async def list_areas(session: AsyncSession, parent_code: str) -> list[DivisionRead]:
    """The divisions directly under ``parent_code``; empty for a county or an unknown code."""
    areas = await DivisionRepository(session).list_children(parent_code)
    return [DivisionRead.model_validate(area) for area in areas]


def _linkage(division: Division, leaf: bool) -> LinkageRead:
    return LinkageRead(id=division.code, label=division.name, pid=division.parent_code, leaf=leaf)


async def linkage_top(session: AsyncSession) -> list[LinkageRead]:
    """The first level of the address picker: the provincial-level divisions."""
    rows = await DivisionRepository(session).list_provinces_with_leaf()
    return [_linkage(division, leaf) for division, leaf in rows]


async def linkage_children(session: AsyncSession, parent_code: str) -> list[LinkageRead]:
    """The next level under ``parent_code``; empty for a county or an unknown code."""
    rows = await DivisionRepository(session).list_children_with_leaf(parent_code)
    return [_linkage(division, leaf) for division, leaf in rows]
