"""The console's in-site message calls (``/ops/message/*``): content editors and operations
administrators send; auditors read the record too."""

from fastapi import APIRouter, Request

from message.affiche.console_schemas import MessagePreviewBody, PreviewRead
from message.broadcast import service
from message.broadcast.schemas import BatchRow, BroadcastSend
from message.clients.customer import customer_client
from message.deps import MessageReader, MessageSender, SessionDep
from message.html import render
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page, PageQuery

router = APIRouter(prefix="/ops/message", tags=["console: messages"])


@router.post("/send")
async def send(
    request: Request, session: SessionDep, operator: MessageSender, body: BroadcastSend
) -> Envelope[BatchRow]:
    """Send a system message to one company, every active company holding a company role,
    or every active company; answers the record of it (how many companies received it)."""
    return ok(await service.send(session, customer_client(request.app), operator, body))


@router.post("/sent")
async def sent(
    session: SessionDep, operator: MessageReader, query: PageQuery | None = None
) -> Envelope[Page[BatchRow]]:
    """The messages operators sent, newest first."""
    return ok(await service.sent(session, query or PageQuery()))


@router.post("/preview")
async def preview(operator: MessageReader, body: MessagePreviewBody) -> Envelope[PreviewRead]:
    """The cleaned HTML a text becomes, for the editor's live preview (announcements and
    messages)."""
    return ok(PreviewRead(html=render(body.format, body.content)))
