"""The rules of help guides: grouped by module, searched by keyword, cleaned on write."""

from sqlalchemy.ext.asyncio import AsyncSession

from content.guides.repository import GuideModuleRepository, HelpGuideRepository
from content.guides.schemas import GuideModuleRead, GuidePublish, GuideQuery, GuideRead
from content.models import GuideModule, HelpGuide
from content.sanitise import search_text
from content.writing import clean_content

SORT_STEP = 10


async def find_guides(session: AsyncSession, query: GuideQuery) -> list[GuideModuleRead]:
    """Matching guides grouped by module, modules and guides in display order.

    A module without a matching guide is left out, so an empty answer means "nothing found".
    """
    keyword = query.keyword.casefold() if query.keyword else None
    guides = await HelpGuideRepository(session).search(query.module or None, keyword)
    by_module: dict[str, list[GuideRead]] = {}
    for guide in guides:
        by_module.setdefault(guide.module_code, []).append(
            GuideRead(id=guide.id, title=guide.title, content=guide.content, sort=guide.sort)
        )
    return [
        GuideModuleRead(module=module.code, module_name=module.name, guides=by_module[module.code])
        for module in await GuideModuleRepository(session).list_all()
        if module.code in by_module
    ]


async def publish(session: AsyncSession, body: GuidePublish) -> int:
    """Store an operator's guide (HTML cleaned); a new module is created, a known one renamed."""
    content = clean_content(body.content)
    modules = GuideModuleRepository(session)
    module = await modules.get(body.module)
    if module is None:
        sort = await modules.last_sort() + SORT_STEP
        await modules.add(GuideModule(code=body.module, name=body.module_name, sort=sort))
    else:
        module.name = body.module_name
    guides = HelpGuideRepository(session)
    sort = body.sort if body.sort is not None else await guides.last_sort(body.module) + SORT_STEP
    guide = HelpGuide(
        module_code=body.module,
        title=body.title,
        content=content.html,
        search_text=search_text(body.title, content.text),
        sort=sort,
    )
    await guides.add(guide)
    return guide.id
