"""Wire shapes of the console's security parameters (``/ops/security/*``)."""

from datetime import datetime
from typing import Annotated

from pydantic import Field

from auth.params import Unit
from portal_kit.envelope import WireModel


class SecurityParamRow(WireModel):
    """A parameter, its value and what it may be: one of ``choices``, or ``minimum`` to
    ``maximum`` (both included) when they are set."""

    key: str
    value: int
    default_value: int
    description_en: str
    description_zh: str
    unit: Unit | None
    minimum: int | None
    maximum: int | None
    choices: list[int]
    # The last operator change (null: never changed since it was seeded).
    updated_at: datetime | None
    updated_by: str | None


# Beyond every parameter's range; each key's own range is checked by name (auth/params.py).
MAX_VALUE = 1_000_000


class SecurityParamUpdate(WireModel):
    key: Annotated[str, Field(min_length=1, max_length=64)]
    value: Annotated[int, Field(ge=-MAX_VALUE, le=MAX_VALUE)]
