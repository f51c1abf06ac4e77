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


class SecurityParamUpdate(WireModel):
    key: Annotated[str, Field(min_length=1, max_length=64)]
    value: int
