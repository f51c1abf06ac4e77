from datetime import datetime
from typing import Annotated

from fastapi import Query

from portal_kit.envelope import WireModel

CompCode = Annotated[str, Query(alias="compCode", min_length=1, max_length=32)]
UserCode = Annotated[str, Query(alias="userCode", min_length=1, max_length=32)]
ProductCode = Annotated[str, Query(alias="productCode", min_length=1, max_length=32)]


class PassRead(WireModel):
    """Whether the person passed real-name verification valid in the product."""

    passed: bool
    passed_at: datetime | None = None


class VoucherRead(WireModel):
    """The person's identity on file, from their latest real-name verification."""

    name: str
    # Masked: first 6 and last 4 characters.
    id_number: str | None
    method: str
    # Null: valid in every product.
    prod_code: str | None
    passed_at: datetime
