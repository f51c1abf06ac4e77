from sqlalchemy.ext.asyncio import AsyncSession

from reference.repository import DivisionRepository
from reference.schemas import DivisionRead


async def list_provinces(session: AsyncSession) -> list[DivisionRead]:
    provinces = await DivisionRepository(session).list_provinces()
    return [DivisionRead.model_validate(province) for province in provinces]


async def list_areas(session: AsyncSession, parent_code: str) -> list[DivisionRead]:
    """The divisions directly under ``parent_code``; empty for a county or an unknown code."""
    areas = await DivisionRepository(session).list_children(parent_code)
    return [DivisionRead.model_validate(area) for area in areas]
