from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import defer

from content.models import GuideModule, HelpGuide

PUBLISHED = "published"
DRAFT = "draft"
# A list never needs them; touching one by mistake raises instead of a query per row.
BODIES = (
    HelpGuide.content,
    HelpGuide.content_en,
    HelpGuide.source,
    HelpGuide.source_en,
    HelpGuide.search_text,
)


@dataclass(frozen=True)
class GuideFilter:
    """What the console's guide list asks for; ``keyword`` already case-folded."""

    module: str | None
    state: str | None
    keyword: str | None


class GuideModuleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_all(self) -> Sequence[GuideModule]:
        statement = select(GuideModule).order_by(GuideModule.sort, GuideModule.code)
        return (await self.session.scalars(statement)).all()

    async def page(self, offset: int, limit: int) -> tuple[int, Sequence[GuideModule]]:
        total = await self.session.scalar(select(func.count()).select_from(GuideModule))
        statement = (
            select(GuideModule)
            .order_by(GuideModule.sort, GuideModule.code)
            .offset(offset)
            .limit(limit)
        )
        return total or 0, (await self.session.scalars(statement)).all()

    async def guide_counts(self, codes: Sequence[str]) -> dict[str, int]:
        """How many guides (drafts too) each of these modules holds."""
        if not codes:
            return {}
        statement = (
            select(HelpGuide.module_code, func.count())
            .where(HelpGuide.module_code.in_(codes))
            .group_by(HelpGuide.module_code)
        )
        rows = await self.session.execute(statement)
        return {code: int(count) for code, count in rows}

    async def get(self, code: str, *, lock: bool = False) -> GuideModule | None:
        statement = select(GuideModule).where(GuideModule.code == code)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def existing_codes(self) -> list[str]:
        statement = select(GuideModule.code).order_by(GuideModule.sort, GuideModule.code)
        return list((await self.session.scalars(statement)).all())

    async def last_sort(self) -> int:
        return await self.session.scalar(select(func.max(GuideModule.sort))) or 0

    async def add(self, module: GuideModule) -> None:
        self.session.add(module)
        await self.session.flush()

    async def remove(self, code: str) -> None:
        await self.session.execute(delete(GuideModule).where(GuideModule.code == code))


class HelpGuideRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def search_published(
        self, module: str | None, keyword: str | None
    ) -> Sequence[HelpGuide]:
        """Published guides in display order; ``keyword`` must already be case-folded."""
        statement = (
            select(HelpGuide)
            .where(HelpGuide.status == PUBLISHED)
            .order_by(HelpGuide.module_code, HelpGuide.sort, HelpGuide.id)
        )
        if module:
            statement = statement.where(HelpGuide.module_code == module)
        if keyword:
            statement = statement.where(HelpGuide.search_text.contains(keyword, autoescape=True))
        return (await self.session.scalars(statement)).all()

    async def page(
        self, wanted: GuideFilter, offset: int, limit: int
    ) -> tuple[int, Sequence[HelpGuide]]:
        """Every guide (drafts too) in the help page's order: by module, then position."""
        conditions: list[ColumnElement[bool]] = []
        if wanted.module:
            conditions.append(HelpGuide.module_code == wanted.module)
        if wanted.state:
            conditions.append(HelpGuide.status == wanted.state)
        if wanted.keyword:
            conditions.append(HelpGuide.search_text.contains(wanted.keyword, autoescape=True))
        total = await self.session.scalar(
            select(func.count()).select_from(HelpGuide).where(*conditions)
        )
        statement = (
            select(HelpGuide)
            .join(GuideModule, GuideModule.code == HelpGuide.module_code)
            .where(*conditions)
            .options(*(defer(c, raiseload=True) for c in BODIES))
            .order_by(GuideModule.sort, GuideModule.code, HelpGuide.sort, HelpGuide.id)
            .offset(offset)
            .limit(limit)
        )
        return total or 0, (await self.session.scalars(statement)).all()

    async def get(self, guide_id: int, *, lock: bool = False) -> HelpGuide | None:
        statement = select(HelpGuide).where(HelpGuide.id == guide_id)
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def of_module(self, module: str, *, lock: bool = False) -> Sequence[HelpGuide]:
        statement = (
            select(HelpGuide)
            .where(HelpGuide.module_code == module)
            .options(*(defer(c, raiseload=True) for c in BODIES))
            .order_by(HelpGuide.sort, HelpGuide.id)
        )
        if lock:
            statement = statement.with_for_update()
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

    async def remove(self, guide_id: int) -> None:
        await self.session.execute(delete(HelpGuide).where(HelpGuide.id == guide_id))
