"""In-site message calls (signed in, scoped by the token); operators send in the console."""

from typing import Annotated

from fastapi import APIRouter, Query

from message import service
from message.deps import ClockDep, CurrentIdentity, LanguageDep, ReadingSessionDep, SessionDep
from message.schemas import (
    IdQuery,
    IdsQuery,
    MessageDetail,
    MessageListQuery,
    MessagePage,
    ReadAllQuery,
    UnreadQuery,
    UnreadRead,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["messages"])


@router.post("/message/getIsUnreadNumbers")
async def unread_numbers(
    session: ReadingSessionDep, identity: CurrentIdentity, query: Annotated[UnreadQuery, Query()]
) -> Envelope[int]:
    """How many in-site messages of the caller's company the caller has not read."""
    return ok(await service.count_unread(session, identity, query.receive_comp_code))


@router.post("/message/list")
async def message_list(
    session: ReadingSessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    query: MessageListQuery | None = None,
) -> Envelope[MessagePage]:
    """The caller's messages, unread first then newest (pageSize at most 100)."""
    page = query or MessageListQuery()
    return ok(await service.list_page(session, identity, page, language))


@router.post("/message/detail")
async def message_detail(
    session: SessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    clock: ClockDep,
    query: IdQuery,
) -> Envelope[MessageDetail]:
    """One message with its content; opening it marks it read."""
    return ok(await service.detail(session, identity, query.id, language, clock.now()))


@router.post("/message/read")
async def message_read(
    session: SessionDep, identity: CurrentIdentity, clock: ClockDep, query: IdsQuery
) -> Envelope[UnreadRead]:
    """Mark messages read (1 to 100 ids); answers the caller's unread count."""
    unread = await service.mark_read(session, identity, query.ids, clock.now())
    return ok(UnreadRead(unread=unread))


@router.post("/message/readAll")
async def message_read_all(
    session: SessionDep, identity: CurrentIdentity, query: ReadAllQuery | None = None
) -> Envelope[UnreadRead]:
    """Mark every message (of one type, if given) read; answers the caller's unread count."""
    msg_type = query.type if query else None
    return ok(UnreadRead(unread=await service.mark_all_read(session, identity, msg_type)))


@router.post("/message/delete")
async def message_delete(
    session: SessionDep, identity: CurrentIdentity, clock: ClockDep, query: IdsQuery
) -> Envelope[UnreadRead]:
    """Delete messages for the caller only (1 to 100 ids); answers the unread count."""
    unread = await service.delete(session, identity, query.ids, clock.now())
    return ok(UnreadRead(unread=unread))
