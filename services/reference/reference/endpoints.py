from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, Response

from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.rendered_answers import answers_of
from reference import service
from reference.deps import SessionDep
from reference.schemas import AreaCheck, AreaCheckRead, AreaQuery, DivisionRead, LinkageRead

router = APIRouter(prefix=PORTAL_API, tags=["divisions"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


# The lists answer rendered envelopes (reference.answers); the models still describe them.
@router.post("/province/list", response_model=Envelope[list[DivisionRead]])
async def province_list(request: Request) -> Response:
    """The provincial-level divisions (GB/T 2260), ordered by code."""
    return await answers_of(request.app).answer(request.app, "provinces", service.list_provinces)


@router.post("/area/list", response_model=Envelope[list[DivisionRead]])
async def area_list(request: Request, query: Annotated[AreaQuery, Query()]) -> Response:
    """The divisions directly under the division ``pid``."""
    return await answers_of(request.app).answer(
        request.app, ("areas", query.pid), lambda session: service.list_areas(session, query.pid)
    )


@router.post("/linkage/list", response_model=Envelope[list[LinkageRead]])
async def linkage_list(request: Request) -> Response:
    """The address cascade's first level (provinces), each saying whether it has children."""
    return await answers_of(request.app).answer(request.app, "linkage", service.linkage_top)


@router.post("/linkage/getChild", response_model=Envelope[list[LinkageRead]])
async def linkage_children(request: Request, query: Annotated[AreaQuery, Query()]) -> Response:
    """The address cascade's level under ``pid`` (three levels in all)."""
    return await answers_of(request.app).answer(
        request.app,
        ("linkage", query.pid),
        lambda session: service.linkage_children(session, query.pid),
    )


@internal_router.post("/division/area/check")
async def check_area(session: SessionDep, check: AreaCheck) -> Envelope[AreaCheckRead]:
    """For peers: whether the province exists and the area lies directly under it."""
    return ok(await service.check_area(session, check))
