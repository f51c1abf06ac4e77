"""Announcement calls (signed in) and the operators' publishing route (service token)."""

from fastapi import APIRouter, Depends

from message.affiche import service
from message.affiche.schemas import AfficheDetail, AfficheListQuery, AffichePage, AffichePublish
from message.deps import ClockDep, CurrentIdentity, LanguageDep, SessionDep
from message.schemas import CreatedRead, IdQuery
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["announcements"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/affiche/list")
async def affiche_list(
    session: SessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    clock: ClockDep,
    query: AfficheListQuery | None = None,
) -> Envelope[AffichePage]:
    """Published announcements, newest first, with whether the caller has read each."""
    page = query or AfficheListQuery()
    return ok(await service.list_page(session, identity, page, language, clock.now()))


@router.post("/affiche/detail")
async def affiche_detail(
    session: SessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    clock: ClockDep,
    query: IdQuery,
) -> Envelope[AfficheDetail]:
    """One published announcement; marks it read for the caller."""
    return ok(await service.detail(session, identity, query.id, language, clock.now()))


@internal_router.post("/affiche/publish")
async def publish(
    session: SessionDep, clock: ClockDep, request: AffichePublish
) -> Envelope[CreatedRead]:
    """For operators: publish an announcement (HTML sanitised); answers its id."""
    affiche = await service.publish(session, request, clock.now())
    return ok(CreatedRead(id=affiche.id))
