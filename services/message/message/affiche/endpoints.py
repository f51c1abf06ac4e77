"""Announcement calls (signed in); editors publish in the console (message.affiche.console)."""

from fastapi import APIRouter

from message.affiche import service
from message.affiche.schemas import AfficheDetail, AfficheListQuery, AffichePage
from message.deps import ClockDep, CurrentIdentity, LanguageDep, ReadingSessionDep, SessionDep
from message.schemas import IdQuery
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["announcements"])


@router.post("/affiche/list")
async def affiche_list(
    session: ReadingSessionDep,
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
