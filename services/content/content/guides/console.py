"""The console's help calls: content editors write, auditors read (``/ops/guide/*``,
``/ops/guide-module/*``)."""

from fastapi import APIRouter

from content.deps import ContentEditor, ContentReader, SessionDep
from content.guides import editing, modules
from content.guides.console_schemas import (
    GuideConsoleQuery,
    GuideDetail,
    GuideReorder,
    GuideRow,
    GuideUpdate,
    GuideWrite,
    ModuleCodeBody,
    ModuleRow,
    ModuleWrite,
)
from content.guides.repository import DRAFT, PUBLISHED
from content.schemas import IdBody
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page, PageQuery

router = APIRouter(prefix="/ops/guide", tags=["console: help"])
module_router = APIRouter(prefix="/ops/guide-module", tags=["console: help"])


@module_router.post("/list")
async def module_list(
    session: SessionDep, operator: ContentReader, query: PageQuery | None = None
) -> Envelope[Page[ModuleRow]]:
    """The help modules in display order, with how many guides each holds."""
    return ok(await modules.list_page(session, query or PageQuery()))


@module_router.post("/create")
async def module_create(
    session: SessionDep, operator: ContentEditor, body: ModuleWrite
) -> Envelope[ModuleRow]:
    """A new help module (409 when the code is taken)."""
    return ok(await modules.create(session, operator, body))


@module_router.post("/update")
async def module_update(
    session: SessionDep, operator: ContentEditor, body: ModuleWrite
) -> Envelope[ModuleRow]:
    """Rename a module (both languages) or move it."""
    return ok(await modules.update(session, operator, body))


@module_router.post("/delete")
async def module_delete(
    session: SessionDep, operator: ContentEditor, body: ModuleCodeBody
) -> Envelope[None]:
    """Delete a module that holds no guide (409 otherwise)."""
    await modules.delete(session, operator, body.code)
    return ok(None)


@router.post("/list")
async def guide_list(
    session: SessionDep, operator: ContentReader, query: GuideConsoleQuery | None = None
) -> Envelope[Page[GuideRow]]:
    """Every guide (drafts too) in the help page's order, by module, state and keyword."""
    return ok(await editing.list_page(session, query or GuideConsoleQuery()))


@router.post("/detail")
async def guide_detail(
    session: SessionDep, operator: ContentReader, body: IdBody
) -> Envelope[GuideDetail]:
    """One guide: its sources as written and the cleaned HTML readers get."""
    return ok(await editing.detail(session, body.id))


@router.post("/create")
async def guide_create(
    session: SessionDep, operator: ContentEditor, body: GuideWrite
) -> Envelope[GuideDetail]:
    """A new draft guide in an existing module."""
    return ok(await editing.create(session, operator, body))


@router.post("/update")
async def guide_update(
    session: SessionDep, operator: ContentEditor, body: GuideUpdate
) -> Envelope[GuideDetail]:
    """New texts, module or position; a published guide shows them at once."""
    return ok(await editing.update(session, operator, body))


@router.post("/publish")
async def guide_publish(
    session: SessionDep, operator: ContentEditor, body: IdBody
) -> Envelope[GuideDetail]:
    """Show a guide on the help page."""
    return ok(await editing.set_state(session, operator, body.id, PUBLISHED))


@router.post("/unpublish")
async def guide_unpublish(
    session: SessionDep, operator: ContentEditor, body: IdBody
) -> Envelope[GuideDetail]:
    """Take a guide off the help page (it stays as a draft)."""
    return ok(await editing.set_state(session, operator, body.id, DRAFT))


@router.post("/delete")
async def guide_delete(
    session: SessionDep, operator: ContentEditor, body: IdBody
) -> Envelope[None]:
    """Delete a guide for good (the audit log keeps what it was)."""
    await editing.delete(session, operator, body.id)
    return ok(None)


@router.post("/reorder")
async def guide_reorder(
    session: SessionDep, operator: ContentEditor, body: GuideReorder
) -> Envelope[list[GuideRow]]:
    """Put a module's guides in the order of ``ids`` (every guide of it, once each)."""
    return ok(await editing.reorder(session, operator, body))
