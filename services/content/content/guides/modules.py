"""The console's help modules: chosen from this list when writing a guide, never made on
the side; a module is deleted only when it holds no guide."""

from sqlalchemy.ext.asyncio import AsyncSession

from content.guides.console_schemas import ModuleRow, ModuleWrite
from content.guides.repository import GuideModuleRepository
from content.guides.service import SORT_STEP
from content.models import GuideModule
from portal_kit.audit import record
from portal_kit.errors import Conflict, NotFound
from portal_kit.i18n import Text
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page, PageQuery

TARGET = "guide_module"
UNKNOWN = Text("The help module does not exist.", "帮助模块不存在")
TAKEN = Text("A help module with this code already exists.", "该帮助模块编码已存在")
NOT_EMPTY = Text(
    "The help module still holds {count} guide(s); move or delete them first.",
    "该帮助模块下还有{count}篇指南，请先移走或删除",
)


def _view(module: GuideModule) -> dict[str, object]:
    return {"name": module.name, "nameEn": module.name_en, "sort": module.sort}


async def list_page(session: AsyncSession, query: PageQuery) -> Page[ModuleRow]:
    repository = GuideModuleRepository(session)
    total, modules = await repository.page(query.offset, query.page_size)
    counts = await repository.guide_counts([m.code for m in modules])
    return Page(
        total=total,
        rows=[_row(m, counts.get(m.code, 0)) for m in modules],
    )


async def get_or_404(session: AsyncSession, code: str, *, lock: bool = False) -> GuideModule:
    module = await GuideModuleRepository(session).get(code, lock=lock)
    if module is None:
        raise NotFound(UNKNOWN)
    return module


def _row(module: GuideModule, guides: int) -> ModuleRow:
    return ModuleRow(
        code=module.code, name=module.name, name_en=module.name_en, sort=module.sort, guides=guides
    )


async def create(session: AsyncSession, operator: OperatorContext, body: ModuleWrite) -> ModuleRow:
    repository = GuideModuleRepository(session)
    if await repository.get(body.code) is not None:
        raise Conflict(TAKEN)
    sort = body.sort if body.sort is not None else await repository.last_sort() + SORT_STEP
    module = GuideModule(code=body.code, name=body.name, name_en=body.name_en, sort=sort)
    await repository.add(module)
    await record(
        session,
        operator,
        "guide_module.create",
        TARGET,
        module.code,
        summary=module.name,
        after=_view(module),
    )
    return _row(module, 0)


async def update(session: AsyncSession, operator: OperatorContext, body: ModuleWrite) -> ModuleRow:
    module = await get_or_404(session, body.code, lock=True)
    before = _view(module)
    module.name = body.name
    module.name_en = body.name_en
    if body.sort is not None:
        module.sort = body.sort
    await session.flush()
    await record(
        session,
        operator,
        "guide_module.update",
        TARGET,
        module.code,
        summary=module.name,
        before=before,
        after=_view(module),
    )
    counts = await GuideModuleRepository(session).guide_counts([module.code])
    return _row(module, counts.get(module.code, 0))


async def delete(session: AsyncSession, operator: OperatorContext, code: str) -> None:
    repository = GuideModuleRepository(session)
    module = await get_or_404(session, code, lock=True)
    count = (await repository.guide_counts([code])).get(code, 0)
    if count:
        raise Conflict(NOT_EMPTY.format(count=count))
    before = _view(module)
    await repository.remove(code)
    await record(
        session, operator, "guide_module.delete", TARGET, code, summary=module.name, before=before
    )
