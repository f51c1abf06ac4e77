from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, Field

from content.writing import Format, Source
from portal_kit.envelope import WireModel
from portal_kit.wire_fields import RowId


class ProductRead(WireModel):
    product_code: str
    product_name: str
    summary: str
    icon: str
    sort: int


def _utc(value: datetime) -> datetime:
    # SQLite hands back naive datetimes; every stored time is UTC.
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


# A stored time as the wire shows it: always with its offset.
UtcDatetime = Annotated[datetime, AfterValidator(_utc)]
# A file's public token, as ``third/file/store`` and ``ops/file/upload`` hand them out.
FileToken = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")]


class IdBody(WireModel):
    """The console names a row by its id."""

    id: RowId


class PreviewBody(WireModel):
    """A text being written, to be shown as readers will see it."""

    format: Format = "markdown"
    content: Source


class PreviewRead(WireModel):
    # The cleaned HTML, exactly as it would be stored.
    html: str
