"""The rules of the help page: published guides grouped by module, searched by keyword, in
the reader's language; and what the operator tool publishes."""

from sqlalchemy.ext.asyncio import AsyncSession

from content.guides.repository import PUBLISHED, GuideModuleRepository, HelpGuideRepository
from content.guides.schemas import GuideModuleRead, GuidePublish, GuideQuery, GuideRead
from content.guides.texts import GuideTexts, fill
from content.models import GuideModule, HelpGuide
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Language, Text

SORT_STEP = 10
UNKNOWN_MODULE = Text(
    "module '{code}' does not exist (modules: {codes}); give moduleName to create it",
    "帮助模块'{code}'不存在（现有模块：{codes}）；如需新建请同时提供moduleName",
)


async def find_guides(
    session: AsyncSession, query: GuideQuery, language: Language
) -> list[GuideModuleRead]:
    """Matching published guides grouped by module, modules and guides in display order.

    A module without a matching guide is left out, so an empty answer means "nothing found".
    """
    keyword = query.keyword.casefold() if query.keyword else None
    guides = await HelpGuideRepository(session).search_published(query.module or None, keyword)
    english = language == "en"
    by_module: dict[str, list[GuideRead]] = {}
    for guide in guides:
        in_english = english and guide.title_en is not None
        by_module.setdefault(guide.module_code, []).append(
            GuideRead(
                id=guide.id,
                title=(guide.title_en if in_english else None) or guide.title,
                content=(guide.content_en if in_english else None) or guide.content,
                sort=guide.sort,
            )
        )
    return [
        GuideModuleRead(
            module=module.code,
            module_name=(module.name_en if english else None) or module.name,
            guides=by_module[module.code],
        )
        for module in await GuideModuleRepository(session).list_all()
        if module.code in by_module
    ]


async def publish(session: AsyncSession, body: GuidePublish) -> int:
    """Store an operator tool's guide, published, under an existing module; a new module
    only when ``moduleName`` is given (a typo never makes a second help module)."""
    modules = GuideModuleRepository(session)
    module = await modules.get(body.module)
    if module is None:
        if body.module_name is None:
            codes = ", ".join(await modules.existing_codes()) or "-"
            raise InvalidInput(UNKNOWN_MODULE.format(code=body.module, codes=codes))
        sort = await modules.last_sort() + SORT_STEP
        await modules.add(GuideModule(code=body.module, name=body.module_name, sort=sort))
    guides = HelpGuideRepository(session)
    sort = body.sort if body.sort is not None else await guides.last_sort(body.module) + SORT_STEP
    guide = HelpGuide(module_code=body.module, status=PUBLISHED, sort=sort)
    fill(guide, GuideTexts(title=body.title, format=body.format, content=body.content))
    await guides.add(guide)
    return guide.id
