"""The rules of writing help guides in the console: drafts, publication, order, English.

Every change is recorded for the operator audit log in the same transaction, texts as
their length and hash.
"""

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from content.guides import modules
from content.guides.console_schemas import (
    GuideConsoleQuery,
    GuideDetail,
    GuideReorder,
    GuideRow,
    GuideState,
    GuideUpdate,
    GuideWrite,
)
from content.guides.repository import DRAFT, PUBLISHED, GuideFilter, HelpGuideRepository
from content.guides.service import SORT_STEP
from content.guides.texts import GuideTexts, fill
from content.models import HelpGuide
from content.writing import fingerprint
from portal_kit.audit import record
from portal_kit.errors import Conflict, NotFound
from portal_kit.i18n import Text
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page

TARGET = "guide"
UNKNOWN = Text("The help guide does not exist.", "帮助指南不存在")
ALREADY = Text("The help guide is already {state}.", "帮助指南已是{state_zh}状态")
STATE_ZH = {DRAFT: "草稿", PUBLISHED: "发布"}
WRONG_SET = Text(
    "ids must list every guide of the module exactly once",
    "ids须恰好列出该模块下的每一篇指南各一次",
)


def audit_view(guide: HelpGuide) -> dict[str, Any]:
    return {
        "module": guide.module_code,
        "title": guide.title,
        "titleEn": guide.title_en,
        "state": guide.status,
        "sort": guide.sort,
        "format": guide.source_format,
        "content": fingerprint(guide.source),
        "contentEn": fingerprint(guide.source_en),
    }


async def list_page(session: AsyncSession, query: GuideConsoleQuery) -> Page[GuideRow]:
    keyword = query.keyword.casefold() if query.keyword else None
    wanted = GuideFilter(query.module, query.state, keyword)
    total, guides = await HelpGuideRepository(session).page(wanted, query.offset, query.page_size)
    return Page(total=total, rows=[_row(g) for g in guides])


def _row(guide: HelpGuide) -> GuideRow:
    return GuideRow(
        id=guide.id,
        module=guide.module_code,
        title=guide.title,
        title_en=guide.title_en,
        state=_state(guide),
        format=guide.source_format,
        sort=guide.sort,
        updated_at=guide.updated_at,
    )


def _state(guide: HelpGuide) -> GuideState:
    return "published" if guide.status == PUBLISHED else "draft"


def _detail(guide: HelpGuide) -> GuideDetail:
    return GuideDetail(
        id=guide.id,
        module=guide.module_code,
        title=guide.title,
        title_en=guide.title_en,
        format=guide.source_format,
        content=guide.source,
        content_en=guide.source_en,
        html=guide.content,
        html_en=guide.content_en,
        state=_state(guide),
        sort=guide.sort,
        created_at=guide.created_at,
        updated_at=guide.updated_at,
    )


async def _get(session: AsyncSession, guide_id: int, *, lock: bool = False) -> HelpGuide:
    guide = await HelpGuideRepository(session).get(guide_id, lock=lock)
    if guide is None:
        raise NotFound(UNKNOWN)
    return guide


async def detail(session: AsyncSession, guide_id: int) -> GuideDetail:
    return _detail(await _get(session, guide_id))


def _texts(body: GuideWrite) -> GuideTexts:
    return GuideTexts(
        title=body.title,
        title_en=body.title_en,
        format=body.format,
        content=body.content,
        content_en=body.content_en,
    )


async def create(session: AsyncSession, operator: OperatorContext, body: GuideWrite) -> GuideDetail:
    """A new draft guide in an existing module."""
    await modules.get_or_404(session, body.module)
    guides = HelpGuideRepository(session)
    sort = body.sort if body.sort is not None else await guides.last_sort(body.module) + SORT_STEP
    now = operator.at
    guide = HelpGuide(
        module_code=body.module, status=DRAFT, sort=sort, created_at=now, updated_at=now
    )
    fill(guide, _texts(body))
    await guides.add(guide)
    await record(
        session,
        operator,
        "guide.create",
        TARGET,
        str(guide.id),
        summary=guide.title,
        after=audit_view(guide),
    )
    return _detail(guide)


async def update(
    session: AsyncSession, operator: OperatorContext, body: GuideUpdate
) -> GuideDetail:
    """New texts, module or position; a published guide shows them at once."""
    guide = await _get(session, body.id, lock=True)
    before = audit_view(guide)
    if body.module != guide.module_code:
        await modules.get_or_404(session, body.module)
        if body.sort is None:
            guide.sort = await HelpGuideRepository(session).last_sort(body.module) + SORT_STEP
        guide.module_code = body.module
    if body.sort is not None:
        guide.sort = body.sort
    fill(guide, _texts(body))
    guide.updated_at = operator.at
    await session.flush()
    await record(
        session,
        operator,
        "guide.update",
        TARGET,
        str(guide.id),
        summary=guide.title,
        before=before,
        after=audit_view(guide),
    )
    return _detail(guide)


async def set_state(
    session: AsyncSession, operator: OperatorContext, guide_id: int, status: str
) -> GuideDetail:
    """Publish (``published``) or unpublish (``draft``) a guide."""
    guide = await _get(session, guide_id, lock=True)
    if guide.status == status:
        state = "published" if status == PUBLISHED else "a draft"
        raise Conflict(ALREADY.format(state=state, state_zh=STATE_ZH[status]))
    before = audit_view(guide)
    guide.status = status
    guide.updated_at = operator.at
    await session.flush()
    action = "guide.publish" if status == PUBLISHED else "guide.unpublish"
    await record(
        session,
        operator,
        action,
        TARGET,
        str(guide.id),
        summary=guide.title,
        before=before,
        after=audit_view(guide),
    )
    return _detail(guide)


async def delete(session: AsyncSession, operator: OperatorContext, guide_id: int) -> None:
    guide = await _get(session, guide_id, lock=True)
    before = audit_view(guide)
    await HelpGuideRepository(session).remove(guide.id)
    await record(
        session,
        operator,
        "guide.delete",
        TARGET,
        str(guide_id),
        summary=guide.title,
        before=before,
    )


async def reorder(
    session: AsyncSession, operator: OperatorContext, body: GuideReorder
) -> list[GuideRow]:
    """The module's guides take the order of ``ids`` (positions 10, 20, ...)."""
    await modules.get_or_404(session, body.module, lock=True)
    guides = await HelpGuideRepository(session).of_module(body.module, lock=True)
    by_id = {g.id: g for g in guides}
    if len(body.ids) != len(set(body.ids)) or set(body.ids) != set(by_id):
        raise Conflict(WRONG_SET)
    before = [g.id for g in guides]
    for position, guide_id in enumerate(body.ids, start=1):
        by_id[guide_id].sort = position * SORT_STEP
    await session.flush()
    await record(
        session,
        operator,
        "guide.reorder",
        "guide_module",
        body.module,
        summary=body.module,
        before={"ids": before},
        after={"ids": list(body.ids)},
    )
    return [_row(by_id[guide_id]) for guide_id in body.ids]
