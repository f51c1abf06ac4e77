"""SQL of messages and receipts. Every query names the reader's company and user, so another
company's message is simply not found."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    BindParameter,
    Integer,
    Select,
    String,
    Table,
    and_,
    bindparam,
    case,
    func,
    or_,
    select,
    union_all,
    update,
)
from sqlalchemy.ext.asyncio import AsyncSession

from message.counters import insert_for
from message.models import Message, MessageReceipt


@dataclass(frozen=True, slots=True)
class Range:
    """One index range of a reader's messages: a type, to the company or to the reader."""

    msg_type: str
    personal: bool
    read_through_id: int


@dataclass(frozen=True, slots=True)
class Visible:
    """A message the reader may see, and whether they deleted it."""

    message: Message
    deleted: bool


@dataclass(frozen=True, slots=True)
class Listed:
    """What a list row needs; the content stays in the table."""

    id: int
    msg_type: str
    title: str
    title_en: str | None
    summary: str
    summary_en: str | None
    created_at: datetime


LISTED_NAMES = ("id", "msg_type", "title", "title_en", "summary", "summary_en", "created_at")


def _addressed_to(comp_code: str, user_code: str) -> Any:
    return and_(
        Message.receive_comp_code == comp_code,
        or_(Message.receive_user_code.is_(None), Message.receive_user_code == user_code),
    )


def _receipt_of(user_code: str) -> Any:
    return and_(MessageReceipt.message_id == Message.id, MessageReceipt.user_code == user_code)


class MessageRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, message: Message) -> None:
        self.session.add(message)

    async def has_any_for(self, comp_code: str) -> bool:
        statement = select(Message.id).where(Message.receive_comp_code == comp_code).limit(1)
        return await self.session.scalar(statement) is not None

    async def visible(self, comp_code: str, user_code: str, ids: Sequence[int]) -> list[Visible]:
        statement = (
            select(Message, MessageReceipt.deleted_at)
            .outerjoin(MessageReceipt, _receipt_of(user_code))
            .where(Message.id.in_(ids), _addressed_to(comp_code, user_code))
        )
        rows = (await self.session.execute(statement)).all()
        return [Visible(row[0], row[1] is not None) for row in rows]

    async def newest_id(self, comp_code: str, user_code: str, msg_type: str) -> int:
        """The newest message of a type the reader may see (0 if none): two index probes."""
        company, personal = (
            select(func.max(Message.id))
            .where(
                Message.receive_comp_code == comp_code,
                addressee,
                Message.msg_type == msg_type,
            )
            .scalar_subquery()
            for addressee in (
                Message.receive_user_code.is_(None),
                Message.receive_user_code == user_code,
            )
        )
        row = (await self.session.execute(select(company, personal))).one()
        return max(row[0] or 0, row[1] or 0)

    async def add_receipts(
        self,
        user_code: str,
        ids: Sequence[int],
        read_at: datetime | None,
        deleted_at: datetime | None,
    ) -> set[int]:
        """New receipts for the messages without one; the ids that got one."""
        if not ids:
            return set()
        rows = [
            {"message_id": i, "user_code": user_code, "read_at": read_at, "deleted_at": deleted_at}
            for i in sorted(ids)
        ]
        statement = (
            insert_for(self.session, MessageReceipt)
            .values(rows)
            .on_conflict_do_nothing()
            .returning(MessageReceipt.message_id)
        )
        return set((await self.session.scalars(statement)).all())

    async def delete_read(self, user_code: str, ids: Sequence[int], at: datetime) -> set[int]:
        """Mark deleted the messages the reader had read; the ids that changed."""
        if not ids:
            return set()
        statement = (
            update(MessageReceipt)
            .where(
                MessageReceipt.user_code == user_code,
                MessageReceipt.message_id.in_(ids),
                MessageReceipt.deleted_at.is_(None),
            )
            .values(deleted_at=at)
            .returning(MessageReceipt.message_id)
        )
        return set((await self.session.scalars(statement)).all())

    async def page(
        self,
        comp_code: str,
        user_code: str,
        ranges: Sequence[Range],
        unread: bool,
        offset: int,
        limit: int,
    ) -> list[Listed]:
        """Newest first across ``ranges``: the unread messages, or the read, undeleted ones.

        Every part of the query is one backward index walk that stops after
        ``offset + limit`` rows, whatever the number of messages: unread ones walk
        ``ix_message_box`` above the watermark; read ones walk it below the watermark, and the
        reader's own receipts above it. The union of those few rows is sorted once.
        """
        if not ranges:
            return []
        params: dict[str, Any] = {
            "comp": comp_code,
            "user": user_code,
            "skip": offset,
            "take": limit,
            "upto": offset + limit,
        }
        for number, r in enumerate(ranges):
            params[f"type_{number}"] = r.msg_type
            params[f"through_{number}"] = r.read_through_id
        # Below a zero watermark there is nothing to walk.
        shape = tuple((r.personal, r.read_through_id > 0) for r in ranges)
        if unread:
            statement = _page_statement(shape, 0)
        else:
            watermarks = dict(sorted((r.msg_type, r.read_through_id) for r in ranges))
            for number, (msg_type, through) in enumerate(watermarks.items()):
                params[f"read_type_{number}"] = msg_type
                params[f"read_through_{number}"] = through
            params["lowest"] = min(watermarks.values())
            statement = _page_statement(shape, len(watermarks))
        return [Listed(*row) for row in await self.session.execute(statement, params)]


MESSAGE = cast(Table, Message.__table__)
RECEIPT = cast(Table, MessageReceipt.__table__)


@lru_cache(maxsize=512)
def _page_statement(
    shape: tuple[tuple[bool, bool], ...], receipt_types: int
) -> Select[*tuple[Any, ...]]:
    """The page query of one shape, values bound at execution; ``receipt_types`` 0 means the
    unread messages, otherwise the read ones of that many types.

    Built once per shape: composing a union of a dozen selects costs more Python time than
    PostgreSQL needs to answer it.
    """
    m, r = MESSAGE.c, RECEIPT.c
    columns = [m[name] for name in LISTED_NAMES]
    joined = MESSAGE.outerjoin(
        RECEIPT, and_(r.message_id == m.id, r.user_code == bindparam("user"))
    )
    parts = []
    for number, (own, has_watermark) in enumerate(shape):
        through = bindparam(f"through_{number}", type_=Integer)
        if receipt_types:
            if not has_watermark:
                continue
            state = and_(m.id <= through, r.deleted_at.is_(None))
        else:
            state = and_(m.id > through, r.message_id.is_(None))
        addressee = (
            m.receive_user_code == bindparam("user") if own else m.receive_user_code.is_(None)
        )
        parts.append(
            select(*columns)
            .select_from(joined)
            .where(
                m.receive_comp_code == bindparam("comp"),
                addressee,
                m.msg_type == bindparam(f"type_{number}"),
                state,
            )
            .order_by(m.id.desc())
            .limit(bindparam("upto"))
        )
    if receipt_types:
        parts.append(_read_above_watermarks(receipt_types))
    if len(parts) == 1:
        return parts[0].offset(bindparam("skip"))
    merged = union_all(*(part.subquery().select() for part in parts)).subquery()
    return (
        select(merged)
        .order_by(merged.c.id.desc())
        .offset(bindparam("skip"))
        .limit(bindparam("take"))
    )


def _read_above_watermarks(types: int) -> Select[*tuple[Any, ...]]:
    """Messages read one by one above their type's watermark: a walk of the reader's own
    receipts (``ix_message_receipt_user``), never of the company's messages."""
    m, r = MESSAGE.c, RECEIPT.c
    names: list[BindParameter[str]] = [
        bindparam(f"read_type_{n}", type_=String) for n in range(types)
    ]
    watermark = case(
        *(
            (m.msg_type == names[n], bindparam(f"read_through_{n}", type_=Integer))
            for n in range(types)
        )
    )
    return (
        select(*(m[name] for name in LISTED_NAMES))
        .select_from(RECEIPT.join(MESSAGE, m.id == r.message_id))
        .where(
            r.user_code == bindparam("user"),
            r.message_id > bindparam("lowest", type_=Integer),
            r.deleted_at.is_(None),
            m.receive_comp_code == bindparam("comp"),
            m.msg_type.in_(names),
            m.id > watermark,
        )
        .order_by(r.message_id.desc())
        .limit(bindparam("upto"))
    )
