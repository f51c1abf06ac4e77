from typing import Annotated

from fastapi import APIRouter, Query

from portal_kit.envelope import PORTAL_API, Envelope, ok
from reference import service
from reference.deps import SessionDep
from reference.schemas import AreaQuery, DivisionRead

router = APIRouter(prefix=PORTAL_API, tags=["divisions"])


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
