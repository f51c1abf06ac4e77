"""The rules of the help page: published guides grouped by module, searched by keyword, in
the reader's language (editors write them in the console)."""

from sqlalchemy.ext.asyncio import AsyncSession

from content.guides.repository import GuideModuleRepository, HelpGuideRepository
from content.guides.schemas import GuideModuleRead, GuideQuery, GuideRead
from portal_kit.i18n import Language

SORT_STEP = 10


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
