"""Rules of the in-site messages: who sees what, read state per reader, counters kept true.

A reader is the token's user in the token's company; ids from a request only ever narrow
that down. Unknown, deleted and other people's messages give the same 404.
"""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from message.counters import ALL_TYPES, CounterRepository, ReaderState, Sent
from message.errors import BadIds, MessageNotFound, OtherCompany
from message.models import Message
from message.repository import Listed, MessageRepository, Range
from message.schemas import (
    MAX_IDS,
    MessageDetail,
    MessageListQuery,
    MessagePage,
    MessageRow,
    MessageSend,
)
from message.sending import compose, deliver
from portal_kit.i18n import Language
from portal_kit.tokens import Identity


@dataclass(frozen=True, slots=True)
class Box:
    """A reader's counters per type."""

    sent: dict[str, Sent]
    readers: dict[str, ReaderState]

    def state(self, msg_type: str) -> ReaderState:
        return self.readers.get(msg_type, ReaderState())

    def unread(self, msg_type: str) -> int:
        return self.sent.get(msg_type, Sent()).total - self.state(msg_type).done

    def read(self, msg_type: str) -> int:
        state = self.state(msg_type)
        return state.done - state.deleted


async def count_unread(session: AsyncSession, identity: Identity, comp_code: str) -> int:
    """The caller's own company only: the code in the request must be the token's company."""
    if comp_code != identity.comp_code:
        raise OtherCompany()
    return await _unread(session, identity)


async def _unread(session: AsyncSession, identity: Identity) -> int:
    return await CounterRepository(session).unread(identity.comp_code, identity.user_code)


async def list_page(
    session: AsyncSession, identity: Identity, query: MessageListQuery, language: Language
) -> MessagePage:
    """Unread first, then read; newest first within each. Totals come from the counters."""
    comp, user = identity.comp_code, identity.user_code
    counters = CounterRepository(session)
    box = Box(await counters.sent(comp, user), await counters.readers(comp, user))
    types = [query.type] if query.type else sorted(box.sent)
    sections = [(True, sum(box.unread(t) for t in types)), (False, sum(box.read(t) for t in types))]
    if query.read_status is not None:
        sections = [sections[query.read_status]]
    repository = MessageRepository(session)
    offset, limit = (query.page_num - 1) * query.page_size, query.page_size
    rows: list[MessageRow] = []
    for unread, size in sections:
        if offset >= size:
            offset -= size
            continue
        wanted = min(limit - len(rows), size - offset)
        ranges = _ranges(box, types, unread)
        found = await repository.page(comp, user, ranges, unread, offset, wanted)
        rows.extend(_row(row, unread, language) for row in found)
        offset = 0
        if len(rows) >= limit:
            break
    return MessagePage(total=sum(size for _, size in sections), list=rows)


def _ranges(box: Box, types: Sequence[str], unread: bool) -> list[Range]:
    """The index ranges worth walking: types with messages in the section, and the reader's
    personal range only when something was sent to them alone."""
    ranges = []
    for msg_type in types:
        if (box.unread(msg_type) if unread else box.read(msg_type)) <= 0:
            continue
        sent, through = box.sent.get(msg_type, Sent()), box.state(msg_type).read_through_id
        if sent.company:
            ranges.append(Range(msg_type, False, through))
        if sent.personal:
            ranges.append(Range(msg_type, True, through))
    return ranges


def _row(row: Listed, unread: bool, language: Language) -> MessageRow:
    english = language == "en"
    return MessageRow(
        id=row.id,
        title=(row.title_en if english else None) or row.title,
        summary=(row.summary_en if english else None) or row.summary,
        type=row.msg_type,
        read_status=0 if unread else 1,
        created_at=row.created_at,
    )


async def detail(
    session: AsyncSession, identity: Identity, message_id: int, language: Language, now: datetime
) -> MessageDetail:
    """The whole message; opening it marks it read."""
    readers, [message] = await _lock_and_find(session, identity, [message_id])
    await _mark_read(session, identity, readers, [message], now)
    english = language == "en"
    return MessageDetail(
        id=message.id,
        title=(message.title_en if english else None) or message.title,
        content=(message.content_en if english else None) or message.content,
        type=message.msg_type,
        read_status=1,
        created_at=message.created_at,
    )


async def mark_read(
    session: AsyncSession, identity: Identity, ids: Sequence[int], now: datetime
) -> int:
    readers, messages = await _lock_and_find(session, identity, _checked(ids))
    await _mark_read(session, identity, readers, messages, now)
    return await _unread(session, identity)


async def delete(
    session: AsyncSession, identity: Identity, ids: Sequence[int], now: datetime
) -> int:
    """Gone for the caller only; the company's other users keep it."""
    comp, user = identity.comp_code, identity.user_code
    readers, messages = await _lock_and_find(session, identity, _checked(ids))
    counters = CounterRepository(session)
    repository = MessageRepository(session)
    by_id = {m.id: m for m in messages}
    # Under the reader's lock nobody else writes their receipts: these two sets are exact.
    were_read = await repository.delete_read(user, list(by_id), now)
    new = await repository.add_receipts(user, [i for i in by_id if i not in were_read], None, now)
    deleted = Counter(by_id[i].msg_type for i in were_read | new)
    done = Counter(by_id[i].msg_type for i in new if i > readers[by_id[i].msg_type].read_through_id)
    await counters.add_to_reader(comp, user, done, deleted)
    return await _unread(session, identity)


async def mark_all_read(session: AsyncSession, identity: Identity, msg_type: str | None) -> int:
    """Moves the watermark of each type to its newest message: no row per message."""
    comp, user = identity.comp_code, identity.user_code
    types = [msg_type] if msg_type else list(ALL_TYPES)
    counters = CounterRepository(session)
    # Locked tallies: no message of these types can be sent until this commits, so the
    # newest id and the number sent below describe the same set of messages.
    sent = await counters.lock_tallies(comp, user, types)
    readers = await counters.lock_readers(comp, user)
    repository = MessageRepository(session)
    for t in types:
        newest = await repository.newest_id(comp, user, t)
        if newest > readers[t].read_through_id:
            await counters.read_through(comp, user, t, newest, sent.get(t, Sent()).total)
    return await _unread(session, identity)


async def send(session: AsyncSession, request: MessageSend, now: datetime) -> Message:
    """Store a message (content sanitised) and count it, in the caller's transaction."""
    letter = compose(
        request.title, request.title_en, request.format, request.content, request.content_en
    )
    return await deliver(
        session, request.receive_comp_code, request.receive_user_code, request.type, letter, now
    )


def _checked(ids: Sequence[int]) -> list[int]:
    unique = sorted(set(ids))
    if not 1 <= len(unique) <= MAX_IDS:
        raise BadIds()
    return unique


async def _lock_and_find(
    session: AsyncSession, identity: Identity, ids: list[int]
) -> tuple[dict[str, ReaderState], list[Message]]:
    """Lock the caller's read state, then find their undeleted messages with these ids (404
    unless every id is one). Locking first means no receipt of theirs changes in between,
    and on SQLite the transaction writes first, so it waits for others instead of failing."""
    readers = await CounterRepository(session).lock_readers(identity.comp_code, identity.user_code)
    found = await MessageRepository(session).visible(identity.comp_code, identity.user_code, ids)
    messages = [v.message for v in found if not v.deleted]
    if len(messages) != len(ids):
        raise MessageNotFound()
    return readers, messages


async def _mark_read(
    session: AsyncSession,
    identity: Identity,
    readers: dict[str, ReaderState],
    messages: Sequence[Message],
    now: datetime,
) -> None:
    comp, user = identity.comp_code, identity.user_code
    counters = CounterRepository(session)
    by_id = {m.id: m for m in messages}
    new = await MessageRepository(session).add_receipts(user, list(by_id), now, None)
    done = Counter(by_id[i].msg_type for i in new if i > readers[by_id[i].msg_type].read_through_id)
    await counters.add_to_reader(comp, user, done, {})
