"""One shape for paged lists: ``pageNum``/``pageSize`` in, ``{rows, total}`` out.

The console's lists (and any new list call) use it; a list's own filters and sort fields are
declared by subclassing ``PageQuery`` in the service that owns the list.
"""

from typing import Annotated, Generic, TypeVar

from pydantic import Field

from portal_kit.envelope import WireModel

MAX_PAGE_SIZE = 100
# Far beyond any real list; keeps the offset inside the database's integers.
MAX_PAGE_NUM = 1_000_000

Row = TypeVar("Row")


class PageQuery(WireModel):
    page_num: Annotated[int, Field(ge=1, le=MAX_PAGE_NUM)] = 1
    page_size: Annotated[int, Field(ge=1, le=MAX_PAGE_SIZE)] = 20

    @property
    def offset(self) -> int:
        return (self.page_num - 1) * self.page_size


class Page(WireModel, Generic[Row]):
    """One page of a list, and how many rows the whole list has."""

    rows: list[Row]
    total: int
