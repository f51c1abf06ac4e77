from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator


def as_utc(moment: datetime) -> datetime:
    """A time read back from the database, with its zone: SQLite returns UTC times without one."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


# A time on the wire: always with its zone (UTC), whichever database it came from.
Moment = Annotated[datetime, AfterValidator(as_utc)]
