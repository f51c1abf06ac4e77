"""The rules of writing announcements in the console: drafts, publication (now or later),
English. Every change is recorded for the operator audit log in the same transaction."""

from datetime import UTC

from sqlalchemy.ext.asyncio import AsyncSession

from message.affiche.console_schemas import (
    AfficheConsoleDetail,
    AffichePublishAt,
    AfficheUpdate,
    AfficheWrite,
)
from message.affiche.reading import audit_view, detail_of, get_or_404
from message.affiche.repository import DRAFT, PUBLISHED, AfficheRepository
from message.affiche.texts import AfficheTexts, fill
from message.models import Affiche
from portal_kit.audit import record
from portal_kit.errors import Conflict
from portal_kit.i18n import Text
from portal_kit.operators import OperatorContext

TARGET = "affiche"
ALREADY_PUBLISHED = Text(
    "The announcement is already published; unpublish it first to schedule it.",
    "公告已发布，如需定时发布请先撤回",
)
NOT_PUBLISHED = Text("The announcement is not published.", "公告未发布")


def _texts(body: AfficheWrite) -> AfficheTexts:
    return AfficheTexts(
        title=body.title,
        title_en=body.title_en,
        format=body.format,
        content=body.content,
        content_en=body.content_en,
    )


async def create(
    session: AsyncSession, operator: OperatorContext, body: AfficheWrite
) -> AfficheConsoleDetail:
    """A new draft: readers see nothing until it is published."""
    now = operator.at
    affiche = Affiche(status=DRAFT, published_at=None, created_at=now, updated_at=now)
    fill(affiche, _texts(body))
    AfficheRepository(session).add(affiche)
    await session.flush()
    await record(
        session,
        operator,
        "affiche.create",
        TARGET,
        str(affiche.id),
        summary=affiche.title,
        after=audit_view(affiche, now),
    )
    return detail_of(affiche, now)


async def update(
    session: AsyncSession, operator: OperatorContext, body: AfficheUpdate
) -> AfficheConsoleDetail:
    """New texts; a published announcement shows them at once (its receipts stay)."""
    now = operator.at
    affiche = await get_or_404(session, body.id, lock=True)
    before = audit_view(affiche, now)
    fill(affiche, _texts(body))
    affiche.updated_at = now
    await session.flush()
    await record(
        session,
        operator,
        "affiche.update",
        TARGET,
        str(affiche.id),
        summary=affiche.title,
        before=before,
        after=audit_view(affiche, now),
    )
    return detail_of(affiche, now)


async def publish(
    session: AsyncSession, operator: OperatorContext, body: AffichePublishAt
) -> AfficheConsoleDetail:
    """Shown now, or from ``publishAt`` on (scheduled); a scheduled one may be moved."""
    now = operator.at
    affiche = await get_or_404(session, body.id, lock=True)
    before = audit_view(affiche, now)
    if before["state"] == "published":
        raise Conflict(ALREADY_PUBLISHED)
    at = body.publish_at.astimezone(UTC) if body.publish_at else now
    affiche.status = PUBLISHED
    affiche.published_at = max(at, now)
    affiche.updated_at = now
    await session.flush()
    after = audit_view(affiche, now)
    action = "affiche.schedule" if after["state"] == "scheduled" else "affiche.publish"
    await record(
        session,
        operator,
        action,
        TARGET,
        str(affiche.id),
        summary=affiche.title,
        before=before,
        after=after,
    )
    return detail_of(affiche, now)


async def unpublish(
    session: AsyncSession, operator: OperatorContext, affiche_id: int
) -> AfficheConsoleDetail:
    """Back to a draft: readers no longer see it (a scheduled one never will)."""
    now = operator.at
    affiche = await get_or_404(session, affiche_id, lock=True)
    before = audit_view(affiche, now)
    if before["state"] == "draft":
        raise Conflict(NOT_PUBLISHED)
    affiche.status = DRAFT
    affiche.published_at = None
    affiche.updated_at = now
    await session.flush()
    await record(
        session,
        operator,
        "affiche.unpublish",
        TARGET,
        str(affiche.id),
        summary=affiche.title,
        before=before,
        after=audit_view(affiche, now),
    )
    return detail_of(affiche, now)


async def delete(session: AsyncSession, operator: OperatorContext, affiche_id: int) -> None:
    """Gone for good with its receipts; the audit entry keeps what it was."""
    now = operator.at
    affiche = await get_or_404(session, affiche_id, lock=True)
    before = audit_view(affiche, now)
    await AfficheRepository(session).remove(affiche_id)
    await record(
        session,
        operator,
        "affiche.delete",
        TARGET,
        str(affiche_id),
        summary=affiche.title,
        before=before,
    )
