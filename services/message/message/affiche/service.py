"""Rules of announcements: everybody signed in reads the published ones (editors write them in
the console, message.affiche.editing)."""

from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from message.affiche.repository import PUBLISHED, AfficheRepository
from message.affiche.schemas import (
    AfficheDetail,
    AfficheListQuery,
    AffichePage,
    AffichePublish,
    AfficheRow,
)
from message.affiche.texts import AfficheTexts, fill
from message.errors import AfficheNotFound
from message.models import Affiche
from portal_kit.i18n import Language
from portal_kit.tokens import Identity


def _pick(language: Language, zh: str, en: str | None) -> str:
    return (en if language == "en" else None) or zh


async def list_page(
    session: AsyncSession,
    identity: Identity,
    query: AfficheListQuery,
    language: Language,
    now: datetime,
) -> AffichePage:
    """Published announcements, newest first, each with whether the caller opened it."""
    repository = AfficheRepository(session)
    offset = (query.page_num - 1) * query.page_size
    rows = await repository.page(identity.user_code, now, offset, query.page_size)
    return AffichePage(
        total=await repository.count_published(now),
        list=[
            AfficheRow(
                id=affiche.id,
                title=_pick(language, affiche.title, affiche.title_en),
                summary=_pick(language, affiche.summary, affiche.summary_en),
                published_at=affiche.published_at,
                read=read_at is not None,
            )
            for affiche, read_at in rows
        ],
    )


async def detail(
    session: AsyncSession,
    identity: Identity,
    affiche_id: int,
    language: Language,
    now: datetime,
) -> AfficheDetail:
    """A published announcement; opening it records the caller's read receipt."""
    repository = AfficheRepository(session)
    # Writing first: on SQLite the transaction then waits for other writers, never fails.
    await repository.add_receipt(affiche_id, identity.user_code, identity.comp_code or None, now)
    affiche = await repository.published(affiche_id, now)
    if affiche is None:
        raise AfficheNotFound()
    return AfficheDetail(
        id=affiche.id,
        title=_pick(language, affiche.title, affiche.title_en),
        content=_pick(language, affiche.content, affiche.content_en),
        published_at=affiche.published_at,
        read=True,
    )


async def publish(session: AsyncSession, request: AffichePublish, now: datetime) -> Affiche:
    """Store an announcement already published (the demo data's), with its HTML sanitised; it
    shows from ``publishedAt`` on."""
    at = (request.published_at or now).astimezone(UTC)
    affiche = Affiche(status=PUBLISHED, published_at=at, created_at=now, updated_at=now)
    fill(
        affiche,
        AfficheTexts(
            title=request.title,
            title_en=request.title_en,
            format=request.format,
            content=request.content,
            content_en=request.content_en,
        ),
    )
    AfficheRepository(session).add(affiche)
    await session.flush()
    return affiche
