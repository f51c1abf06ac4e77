"""Wire shapes of the help page (public) and of publishing a guide (internal)."""

from typing import Annotated

from pydantic import Field, StringConstraints

from content.writing import Keyword
from portal_kit.envelope import WireModel
from portal_kit.visible_text import Visible

MODULE_CODE = r"^[A-Za-z][A-Za-z0-9_-]{0,31}$"
MAX_SORT = 1_000_000


class GuideQuery(WireModel):
    module: Annotated[str, StringConstraints(strip_whitespace=True, max_length=32)] | None = None
    keyword: Keyword | None = None


class GuideRead(WireModel):
    id: int
    title: str
    content: str
    sort: int


class GuideModuleRead(WireModel):
    module: str
    module_name: str
    guides: list[GuideRead]


ModuleName = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), Visible
]
ModuleCode = Annotated[str, Field(pattern=MODULE_CODE)]
