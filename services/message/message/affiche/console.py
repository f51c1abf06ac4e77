"""The console's announcement calls: content editors write, auditors read (``/ops/affiche``)."""

from fastapi import APIRouter

from message.affiche import editing, reading
from message.affiche.console_schemas import (
    AfficheConsoleDetail,
    AfficheConsoleQuery,
    AfficheConsoleRow,
    AffichePublishAt,
    AfficheReceipts,
    AfficheUpdate,
    AfficheWrite,
)
from message.deps import ContentEditor, ContentReader, SessionDep
from message.schemas import IdQuery
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/affiche", tags=["console: announcements"])


@router.post("/list")
async def affiche_list(
    session: SessionDep, operator: ContentReader, query: AfficheConsoleQuery | None = None
) -> Envelope[Page[AfficheConsoleRow]]:
    """Every announcement (drafts and scheduled ones too), last changed first."""
    return ok(await reading.list_page(session, query or AfficheConsoleQuery(), operator.at))


@router.post("/detail")
async def affiche_detail(
    session: SessionDep, operator: ContentReader, body: IdQuery
) -> Envelope[AfficheConsoleDetail]:
    """One announcement: its sources as written and the cleaned HTML readers get."""
    return ok(await reading.detail(session, body.id, operator.at))


@router.post("/create")
async def affiche_create(
    session: SessionDep, operator: ContentEditor, body: AfficheWrite
) -> Envelope[AfficheConsoleDetail]:
    """A new draft announcement."""
    return ok(await editing.create(session, operator, body))


@router.post("/update")
async def affiche_update(
    session: SessionDep, operator: ContentEditor, body: AfficheUpdate
) -> Envelope[AfficheConsoleDetail]:
    """New texts; a published announcement shows them at once."""
    return ok(await editing.update(session, operator, body))


@router.post("/publish")
async def affiche_publish(
    session: SessionDep, operator: ContentEditor, body: AffichePublishAt
) -> Envelope[AfficheConsoleDetail]:
    """Publish now, or schedule with a later ``publishAt``."""
    return ok(await editing.publish(session, operator, body))


@router.post("/unpublish")
async def affiche_unpublish(
    session: SessionDep, operator: ContentEditor, body: IdQuery
) -> Envelope[AfficheConsoleDetail]:
    """Back to a draft: readers no longer see it."""
    return ok(await editing.unpublish(session, operator, body.id))


@router.post("/delete")
async def affiche_delete(
    session: SessionDep, operator: ContentEditor, body: IdQuery
) -> Envelope[None]:
    """Delete an announcement and its receipts for good (the audit log keeps what it was)."""
    await editing.delete(session, operator, body.id)
    return ok(None)


@router.post("/receipts")
async def affiche_receipts(
    session: SessionDep, operator: ContentReader, body: IdQuery
) -> Envelope[AfficheReceipts]:
    """Read receipts in figures: readers, their companies, first and last read, per day."""
    return ok(await reading.receipts(session, body.id, operator.at))
