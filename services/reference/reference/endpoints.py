from typing import Annotated

from fastapi import APIRouter, Depends, Query

from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from reference import service
from reference.deps import SessionDep
from reference.schemas import AreaCheck, AreaCheckRead, AreaQuery, DivisionRead, LinkageRead

router = APIRouter(prefix=PORTAL_API, tags=["divisions"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/province/list")
async def province_list(session: SessionDep) -> Envelope[list[DivisionRead]]:
    """The provincial-level divisions (GB/T 2260), ordered by code."""
    return ok(await service.list_provinces(session))


@router.post("/area/list")
async def area_list(
    session: SessionDep, query: Annotated[AreaQuery, Query()]
) -> Envelope[list[DivisionRead]]:
    """The divisions directly under the division ``pid``."""
    return ok(await service.list_areas(session, query.pid))


@router.post("/linkage/list")
async def linkage_list(session: SessionDep) -> Envelope[list[LinkageRead]]:
    """The address cascade's first level (provinces), each saying whether it has children."""
    return ok(await service.linkage_top(session))


@router.post("/linkage/getChild")
async def linkage_children(
    session: SessionDep, query: Annotated[AreaQuery, Query()]
) -> Envelope[list[LinkageRead]]:
    """The address cascade's level under ``pid`` (three levels in all)."""
    return ok(await service.linkage_children(session, query.pid))


@internal_router.post("/division/area/check")
async def check_area(session: SessionDep, check: AreaCheck) -> Envelope[AreaCheckRead]:
    """For peers: whether the province exists and the area lies directly under it."""
    return ok(await service.check_area(session, check))
