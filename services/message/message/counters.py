"""SQL of the counters: what each company and user was sent, and each reader's state.

These rows are also the locks that keep the counters true under concurrency: sending locks
the tally row before the message gets its id; every change to a reader's receipts locks the
reader's rows first; 'read all' locks the tally rows, then the reader's.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from message.models import WHOLE_COMPANY, MessageReader, MessageTally, MessageType

ALL_TYPES = tuple(sorted(MessageType))


def insert_for(session: AsyncSession, table: Any) -> Any:
    """An INSERT that can say ``ON CONFLICT``, in the session's dialect."""
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    return (postgresql.insert if dialect == "postgresql" else sqlite.insert)(table)


@dataclass(frozen=True, slots=True)
class Sent:
    """Messages of one type sent to the whole company and to the reader alone."""

    company: int = 0
    personal: int = 0

    @property
    def total(self) -> int:
        return self.company + self.personal


@dataclass(frozen=True, slots=True)
class ReaderState:
    read_through_id: int = 0
    done: int = 0
    deleted: int = 0


# The reads of every list and badge, built once with named parameters (comp, user): a call
# only binds values, and SQLAlchemy's cache key of each is computed once. Plain rows of the
# tables' columns, not the mapped classes': these rows are only ever written by statements
# (never through the session's objects), and a statement of mapped attributes costs the ORM's
# compile step on every execution (about 0.1 ms).
_TALLY, _READER = MessageTally.__table__.c, MessageReader.__table__.c
_OF_TALLIES = (
    _TALLY.comp_code == bindparam("comp"),
    _TALLY.user_code.in_([WHOLE_COMPANY, bindparam("user")]),
)
_OF_READER = (
    _READER.comp_code == bindparam("comp"),
    _READER.user_code == bindparam("user"),
)
# Sent to the reader minus read or deleted by them: two primary-key ranges.
UNREAD = select(
    select(func.coalesce(func.sum(_TALLY.sent), 0)).where(*_OF_TALLIES).scalar_subquery()
    - select(func.coalesce(func.sum(_READER.done), 0)).where(*_OF_READER).scalar_subquery()
)
SENT = (
    select(_TALLY.msg_type, _TALLY.user_code, _TALLY.sent)
    .where(*_OF_TALLIES)
    .order_by(_TALLY.user_code, _TALLY.msg_type)
)
SENT_LOCKED = SENT.with_for_update()
READERS = select(_READER.msg_type, _READER.read_through_id, _READER.done, _READER.deleted).where(
    *_OF_READER
)

READERS_LOCKED = READERS.order_by(_READER.msg_type).with_for_update()


class CounterRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def unread(self, comp_code: str, user_code: str) -> int:
        return int(await self.session.scalar(UNREAD, _key(comp_code, user_code)) or 0)

    async def sent(self, comp_code: str, user_code: str, lock: bool = False) -> dict[str, Sent]:
        statement = SENT_LOCKED if lock else SENT
        result: dict[str, Sent] = {}
        for msg_type, scope, sent in await self.session.execute(
            statement, _key(comp_code, user_code)
        ):
            before = result.get(msg_type, Sent())
            if scope == WHOLE_COMPANY:
                result[msg_type] = Sent(sent, before.personal)
            else:
                result[msg_type] = Sent(before.company, sent)
        return result

    async def readers(self, comp_code: str, user_code: str) -> dict[str, ReaderState]:
        rows = await self.session.execute(READERS, _key(comp_code, user_code))
        return {
            msg_type: ReaderState(through, done, deleted)
            for msg_type, through, done, deleted in rows
        }

    async def lock_readers(self, comp_code: str, user_code: str) -> dict[str, ReaderState]:
        """The reader's rows, every type present and locked until the transaction ends."""
        # All types in one statement and one order: two first calls cannot deadlock.
        await self.session.execute(
            insert_for(self.session, MessageReader)
            .values([_new_reader(comp_code, user_code, t) for t in ALL_TYPES])
            .on_conflict_do_nothing()
        )
        rows = await self.session.execute(READERS_LOCKED, _key(comp_code, user_code))
        return {
            msg_type: ReaderState(through, done, deleted)
            for msg_type, through, done, deleted in rows
        }

    async def lock_tallies(
        self, comp_code: str, user_code: str, types: Iterable[str]
    ) -> dict[str, Sent]:
        """Make and lock the company's and the reader's tally rows of ``types``; the counts."""
        rows = [
            {"comp_code": comp_code, "user_code": scope, "msg_type": t, "sent": 0}
            for scope in sorted({WHOLE_COMPANY, user_code})
            for t in sorted(types)
        ]
        await self.session.execute(
            insert_for(self.session, MessageTally).values(rows).on_conflict_do_nothing()
        )
        return await self.sent(comp_code, user_code, lock=True)

    async def count_sent(self, comp_code: str, user_code: str | None, msg_type: str) -> None:
        """One more message of ``msg_type``; locks the tally row until the transaction ends."""
        values = {
            "comp_code": comp_code,
            "user_code": user_code or WHOLE_COMPANY,
            "msg_type": msg_type,
            "sent": 1,
        }
        statement = insert_for(self.session, MessageTally).values(values)
        await self.session.execute(
            statement.on_conflict_do_update(
                index_elements=["comp_code", "user_code", "msg_type"],
                set_={"sent": MessageTally.sent + 1},
            )
        )

    async def add_to_reader(
        self,
        comp_code: str,
        user_code: str,
        done: Mapping[str, int],
        deleted: Mapping[str, int],
    ) -> None:
        for msg_type in sorted(set(done) | set(deleted)):
            await self.session.execute(
                update(MessageReader)
                .where(*_reader_key(comp_code, user_code, msg_type))
                .values(
                    done=MessageReader.done + done.get(msg_type, 0),
                    deleted=MessageReader.deleted + deleted.get(msg_type, 0),
                )
            )

    async def read_through(
        self, comp_code: str, user_code: str, msg_type: str, message_id: int, done: int
    ) -> None:
        await self.session.execute(
            update(MessageReader)
            .where(*_reader_key(comp_code, user_code, msg_type))
            .values(read_through_id=message_id, done=done)
        )


def _key(comp_code: str, user_code: str) -> dict[str, str]:
    return {"comp": comp_code, "user": user_code}


def _new_reader(comp_code: str, user_code: str, msg_type: str) -> dict[str, Any]:
    return {
        "comp_code": comp_code,
        "user_code": user_code,
        "msg_type": msg_type,
        "read_through_id": 0,
        "done": 0,
        "deleted": 0,
    }


def _reader_key(comp_code: str, user_code: str, msg_type: str) -> tuple[Any, ...]:
    return (
        MessageReader.comp_code == comp_code,
        MessageReader.user_code == user_code,
        MessageReader.msg_type == msg_type,
    )
