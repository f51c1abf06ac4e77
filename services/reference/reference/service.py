from sqlalchemy.ext.asyncio import AsyncSession

from reference.models import Division
from reference.repository import PROVINCE_LEVEL, DivisionRepository
from reference.schemas import AreaCheck, AreaCheckRead, DivisionRead, LinkageRead


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


async def check_area(session: AsyncSession, check: AreaCheck) -> AreaCheckRead:
    """Whether the province exists and the area is one of its direct divisions, as the
    address picker offers them (``area/list?pid=<province>``)."""
    repository = DivisionRepository(session)
    province = await repository.get(check.province_code)
    known = province is not None and province.level == PROVINCE_LEVEL
    area = await repository.get(check.area_code) if known else None
    within = area is not None and area.parent_code == check.province_code
    return AreaCheckRead(province_known=known, area_within=within)
