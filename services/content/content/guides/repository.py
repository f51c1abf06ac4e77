from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from content.models import GuideModule, HelpGuide


class GuideModuleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_all(self) -> Sequence[GuideModule]:
        statement = select(GuideModule).order_by(GuideModule.sort, GuideModule.code)
        return (await self.session.scalars(statement)).all()

    async def get(self, code: str) -> GuideModule | None:
        return await self.session.get(GuideModule, code)

    async def last_sort(self) -> int:
        return await self.session.scalar(select(func.max(GuideModule.sort))) or 0

    async def add(self, module: GuideModule) -> None:
        self.session.add(module)
        await self.session.flush()


class HelpGuideRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def search(self, module: str | None, keyword: str | None) -> Sequence[HelpGuide]:
        """Guides in display order; ``keyword`` must already be case-folded."""
        statement = select(HelpGuide).order_by(HelpGuide.module_code, HelpGuide.sort, HelpGuide.id)
        if module:
            statement = statement.where(HelpGuide.module_code == module)
        if keyword:
            statement = statement.where(HelpGuide.search_text.contains(keyword, autoescape=True))
        return (await self.session.scalars(statement)).all()

    async def last_sort(self, module: str) -> int:
        statement = select(func.max(HelpGuide.sort)).where(HelpGuide.module_code == module)
        return await self.session.scalar(statement) or 0

    async def existing_keys(self) -> set[tuple[str, str]]:
        rows = await self.session.execute(select(HelpGuide.module_code, HelpGuide.title))
        return {(module, title) for module, title in rows}

    async def add(self, guide: HelpGuide) -> None:
        self.session.add(guide)
        await self.session.flush()
