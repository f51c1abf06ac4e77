"""SQL of announcements and their read receipts."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import DateTime, Row, and_, func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession

from message.counters import insert_for
from message.models import Affiche, AfficheReceipt


class AfficheRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, affiche: Affiche) -> None:
        self.session.add(affiche)

    async def has_any(self) -> bool:
        return await self.session.scalar(select(Affiche.id).limit(1)) is not None

    async def count_published(self, now: datetime) -> int:
        statement = select(func.count()).where(Affiche.published_at <= now)
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
            .where(Affiche.published_at <= now)
            .order_by(Affiche.published_at.desc(), Affiche.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return (await self.session.execute(statement)).all()

    async def published(self, affiche_id: int, now: datetime) -> Affiche | None:
        statement = select(Affiche).where(Affiche.id == affiche_id, Affiche.published_at <= now)
        return await self.session.scalar(statement)

    async def add_receipt(self, affiche_id: int, user_code: str, now: datetime) -> None:
        """A receipt if the announcement is published and this is the first opening."""
        published = select(Affiche.id, literal(user_code), literal(now, DateTime(timezone=True)))
        published = published.where(Affiche.id == affiche_id, Affiche.published_at <= now)
        statement = insert_for(self.session, AfficheReceipt).from_select(
            ["affiche_id", "user_code", "read_at"], published
        )
        await self.session.execute(statement.on_conflict_do_nothing())
