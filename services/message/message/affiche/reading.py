"""What the console reads of announcements: every one in any state, and its read receipts."""

from datetime import UTC, datetime, time, timedelta, timezone
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from message.affiche.console_schemas import (
    AfficheConsoleDetail,
    AfficheConsoleQuery,
    AfficheConsoleRow,
    AfficheReceipts,
    AfficheState,
    ReadersOnDay,
)
from message.affiche.repository import DRAFT, AfficheFilter, AfficheRepository
from message.errors import AfficheNotFound
from message.html import fingerprint
from message.models import Affiche
from portal_kit.paging import Page

# The platform's calendar: China Standard Time, no daylight saving.
CHINA = timezone(timedelta(hours=8))
RECEIPT_DAYS = 14


def as_utc(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; everything is stored in UTC.
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)


def state_of(affiche: Affiche, now: datetime) -> AfficheState:
    if affiche.status == DRAFT or affiche.published_at is None:
        return "draft"
    return "scheduled" if as_utc(affiche.published_at) > now else "published"


def audit_view(affiche: Affiche, now: datetime) -> dict[str, Any]:
    """What the audit log keeps: short fields whole, texts as their length and hash."""
    published_at = affiche.published_at
    return {
        "title": affiche.title,
        "titleEn": affiche.title_en,
        "state": state_of(affiche, now),
        "publishedAt": as_utc(published_at).isoformat() if published_at else None,
        "format": affiche.source_format,
        "content": fingerprint(affiche.source),
        "contentEn": fingerprint(affiche.source_en),
    }


async def list_page(
    session: AsyncSession, query: AfficheConsoleQuery, now: datetime
) -> Page[AfficheConsoleRow]:
    keyword = query.keyword.casefold() if query.keyword else None
    total, rows = await AfficheRepository(session).page_all(
        AfficheFilter(query.state, keyword), now, query.offset, query.page_size
    )
    return Page(
        total=total,
        rows=[
            AfficheConsoleRow(
                id=a.id,
                title=a.title,
                title_en=a.title_en,
                state=state_of(a, now),
                format=a.source_format,
                published_at=a.published_at,
                updated_at=a.updated_at,
                readers=readers,
            )
            for a, readers in rows
        ],
    )


async def get_or_404(session: AsyncSession, affiche_id: int, *, lock: bool = False) -> Affiche:
    affiche = await AfficheRepository(session).get(affiche_id, lock=lock)
    if affiche is None:
        raise AfficheNotFound()
    return affiche


def detail_of(affiche: Affiche, now: datetime) -> AfficheConsoleDetail:
    return AfficheConsoleDetail(
        id=affiche.id,
        title=affiche.title,
        title_en=affiche.title_en,
        summary=affiche.summary,
        summary_en=affiche.summary_en,
        format=affiche.source_format,
        content=affiche.source,
        content_en=affiche.source_en,
        html=affiche.content,
        html_en=affiche.content_en,
        state=state_of(affiche, now),
        published_at=affiche.published_at,
        created_at=affiche.created_at,
        updated_at=affiche.updated_at,
    )


async def detail(session: AsyncSession, affiche_id: int, now: datetime) -> AfficheConsoleDetail:
    return detail_of(await get_or_404(session, affiche_id), now)


async def receipts(session: AsyncSession, affiche_id: int, now: datetime) -> AfficheReceipts:
    """How many users and companies opened it, when first and last, and per day lately."""
    await get_or_404(session, affiche_id)
    repository = AfficheRepository(session)
    figures = await repository.figures(affiche_id)
    today = now.astimezone(CHINA).date()
    days = [today - timedelta(days=n) for n in range(RECEIPT_DAYS - 1, -1, -1)]
    # Midnights in China, compared in UTC (SQLite keeps no offset).
    boundaries = [
        datetime.combine(day, time(), CHINA).astimezone(UTC)
        for day in [*days, today + timedelta(days=1)]
    ]
    counts = await repository.readers_per_day(affiche_id, boundaries)
    return AfficheReceipts(
        id=affiche_id,
        readers=figures.readers,
        companies=figures.companies,
        readers_without_company=figures.without_company,
        first_read_at=figures.first_read_at,
        last_read_at=figures.last_read_at,
        per_day=[ReadersOnDay(date=d, readers=c) for d, c in zip(days, counts, strict=True)],
    )
