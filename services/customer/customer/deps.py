from typing import Annotated

from fastapi import Query

from portal_kit.deps import KVDep, LanguageDep, SessionDep
from portal_kit.identity import CurrentIdentity

# The ``productCode`` query parameter of the specification's calls.
ProductCode = Annotated[str, Query(alias="productCode", min_length=1, max_length=32)]

__all__ = ["CurrentIdentity", "KVDep", "LanguageDep", "ProductCode", "SessionDep"]
