"""SQL of announcements and their read receipts."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise

from sqlalchemy import (
    ColumnElement,
    DateTime,
    Row,
    String,
    and_,
    case,
    delete,
    func,
    literal,
    select,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from message.counters import insert_for
from message.models import Affiche, AfficheReceipt

PUBLISHED = "published"
DRAFT = "draft"
BODIES = (Affiche.content, Affiche.content_en, Affiche.source, Affiche.source_en)


def visible(now: datetime) -> ColumnElement[bool]:
    """What readers see: published, and its time has come."""
    return and_(Affiche.status == PUBLISHED, Affiche.published_at <= now)


@dataclass(frozen=True)
class AfficheFilter:
    """What the console's list asks for; ``keyword`` already case-folded."""

    state: str | None
    keyword: str | None


@dataclass(frozen=True)
class ReceiptFigures:
    readers: int
    companies: int
    without_company: int
    first_read_at: datetime | None
    last_read_at: datetime | None


class AfficheRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, affiche: Affiche) -> None:
        self.session.add(affiche)

    async def has_any(self) -> bool:
        return await self.session.scalar(select(Affiche.id).limit(1)) is not None

    async def count_published(self, now: datetime) -> int:
        statement = select(func.count()).select_from(Affiche).where(visible(now))
        return int(await self.session.scalar(statement) or 0)

    async def page(
        self, user_code: str, now: datetime, offset: int, limit: int
    ) -> Sequence[Row[Affiche, datetime | None]]:
        """Published ones, newest first, each with whether ``user_code`` opened it."""
        statement = (
            select(Affiche, AfficheReceipt.read_at)
            .outerjoin(
                AfficheReceipt,
                and_(
                    AfficheReceipt.affiche_id == Affiche.id, AfficheReceipt.user_code == user_code
                ),
            )
            .where(visible(now))
            .order_by(Affiche.published_at.desc(), Affiche.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return (await self.session.execute(statement)).all()

    async def published(self, affiche_id: int, now: datetime) -> Affiche | None:
        statement = select(Affiche).where(Affiche.id == affiche_id, visible(now))
        return await self.session.scalar(statement)

    async def add_receipt(
        self, affiche_id: int, user_code: str, comp_code: str | None, now: datetime
    ) -> None:
        """A receipt if the announcement is published and this is the first opening."""
        published = select(
            Affiche.id,
            literal(user_code, String(32)),
            literal(comp_code, String(32)),
            literal(now, DateTime(timezone=True)),
        ).where(Affiche.id == affiche_id, visible(now))
        statement = insert_for(self.session, AfficheReceipt).from_select(
            ["affiche_id", "user_code", "comp_code", "read_at"], published
        )
        await self.session.execute(statement.on_conflict_do_nothing())

    async def get(self, affiche_id: int, *, lock: bool = False) -> Affiche | None:
        statement = select(Affiche).where(Affiche.id == affiche_id)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def page_all(
        self, wanted: AfficheFilter, now: datetime, offset: int, limit: int
    ) -> tuple[int, Sequence[Row[Affiche, int]]]:
        """Every announcement (drafts and scheduled ones too), last changed first, each with
        how many users opened it."""
        conditions: list[ColumnElement[bool]] = []
        if wanted.state == "draft":
            conditions.append(Affiche.status == DRAFT)
        elif wanted.state == "scheduled":
            conditions.append(and_(Affiche.status == PUBLISHED, Affiche.published_at > now))
        elif wanted.state == "published":
            conditions.append(visible(now))
        if wanted.keyword:
            conditions.append(Affiche.search_text.contains(wanted.keyword, autoescape=True))
        total = await self.session.scalar(
            select(func.count()).select_from(Affiche).where(*conditions)
        )
        readers = (
            select(func.count())
            .where(AfficheReceipt.affiche_id == Affiche.id)
            .correlate(Affiche)
            .scalar_subquery()
        )
        statement = (
            select(Affiche, readers)
            .where(*conditions)
            .options(*(defer(c, raiseload=True) for c in BODIES))
            .order_by(Affiche.updated_at.desc(), Affiche.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return total or 0, (await self.session.execute(statement)).all()

    async def remove(self, affiche_id: int) -> None:
        await self.session.execute(
            delete(AfficheReceipt).where(AfficheReceipt.affiche_id == affiche_id)
        )
        await self.session.execute(delete(Affiche).where(Affiche.id == affiche_id))

    async def figures(self, affiche_id: int) -> ReceiptFigures:
        statement = select(
            func.count(),
            func.count(func.distinct(AfficheReceipt.comp_code)),
            func.coalesce(func.sum(case((AfficheReceipt.comp_code.is_(None), 1), else_=0)), 0),
            func.min(AfficheReceipt.read_at),
            func.max(AfficheReceipt.read_at),
        ).where(AfficheReceipt.affiche_id == affiche_id)
        readers, companies, without, first, last = (await self.session.execute(statement)).one()
        return ReceiptFigures(int(readers), int(companies), int(without), first, last)

    async def readers_per_day(self, affiche_id: int, boundaries: Sequence[datetime]) -> list[int]:
        """How many users first opened it between each boundary and the next."""
        at = AfficheReceipt.read_at
        columns = [
            func.coalesce(func.sum(case((and_(at >= start, at < end), 1), else_=0)), 0)
            for start, end in pairwise(boundaries)
        ]
        statement = select(*columns).where(
            AfficheReceipt.affiche_id == affiche_id, at >= boundaries[0]
        )
        return [int(count) for count in (await self.session.execute(statement)).one()]
