"""Wire shapes of the console's help calls (``/ops/guide/*``, ``/ops/guide-module/*``)."""

from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from content.guides.schemas import MAX_SORT, ModuleCode, ModuleName
from content.schemas import UtcDatetime
from content.writing import Format, Keyword, Source, Title
from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery
from portal_kit.wire_fields import EmptyIsNoFilter, RowId

GuideState = Literal["draft", "published"]
Sort = Annotated[int, Field(ge=0, le=MAX_SORT)]
# Far more than any module holds; a bound keeps one call's work small.
MAX_REORDER = 500


class ModuleWrite(WireModel):
    code: ModuleCode
    name: ModuleName
    name_en: ModuleName | None = None
    # Position on the help page; none places the module last (create) or keeps it (update).
    sort: Sort | None = None


class ModuleCodeBody(WireModel):
    code: ModuleCode


class ModuleRow(WireModel):
    code: str
    name: str
    name_en: str | None
    sort: int
    # Drafts included: a module can be deleted only when this is 0.
    guides: int


class GuideConsoleQuery(PageQuery):
    module: Annotated[
        Annotated[str, StringConstraints(strip_whitespace=True, max_length=32)] | None,
        EmptyIsNoFilter(),
    ] = None
    state: Annotated[GuideState | None, EmptyIsNoFilter()] = None
    keyword: Keyword | None = None


class GuideRow(WireModel):
    id: int
    module: str
    title: str
    title_en: str | None
    state: GuideState
    format: Format
    sort: int
    updated_at: UtcDatetime


class GuideWrite(WireModel):
    """A guide as the operator writes it, under an existing module. An English version is
    optional and whole: ``titleEn`` and ``contentEn`` together."""

    module: ModuleCode
    title: Title
    title_en: Title | None = None
    format: Format = "markdown"
    content: Source
    content_en: Source | None = None
    # Position inside the module; none places it last (create) or keeps it (update).
    sort: Sort | None = None


class GuideUpdate(GuideWrite):
    id: RowId


class GuideDetail(WireModel):
    id: int
    module: str
    title: str
    title_en: str | None
    format: Format
    content: str
    content_en: str | None
    html: str
    html_en: str | None
    state: GuideState
    sort: int
    created_at: UtcDatetime
    updated_at: UtcDatetime


class GuideReorder(WireModel):
    """Every guide of the module, in the new order."""

    module: ModuleCode
    ids: Annotated[list[RowId], Field(min_length=1, max_length=MAX_REORDER)]
