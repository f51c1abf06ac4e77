from typing import Annotated, Any

from pydantic import Field

from backoffice.times import Moment
from portal_kit.envelope import WireModel
from portal_kit.paging import PageQuery

Text64 = Annotated[str, Field(max_length=64)]


class AuditFilter(WireModel):
    """Every filter is optional; ``action`` matches a prefix (``registration.`` for all of a
    kind), ``keyword`` the summary."""

    operator_code: Text64 = ""
    action: Text64 = ""
    target_type: Text64 = ""
    target_id: Text64 = ""
    source: Text64 = ""
    keyword: Text64 = ""
    at_from: Moment | None = None
    at_to: Moment | None = None


class AuditQuery(PageQuery, AuditFilter):
    pass


class AuditRow(WireModel):
    sequence: int
    entry_id: str
    at: Moment
    source: str
    operator_code: str
    operator_name: str
    via: str
    token_id: str
    ip: str
    user_agent: str
    request_id: str
    action: str
    target_type: str
    target_id: str
    summary: str
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    hash: str


class ChainQuery(WireModel):
    after_sequence: Annotated[int, Field(ge=0, le=2**31 - 1)] = 0
    limit: Annotated[int, Field(ge=1, le=1000)] = 1000


class ChainLink(WireModel):
    """What an independent check of the chain needs: the text the hash covers, and the links."""

    sequence: int
    canonical: str
    previous_hash: str
    hash: str


class ChainRead(WireModel):
    links: list[ChainLink]
    head_sequence: int
    head_hash: str


class ChainCheckRead(WireModel):
    intact: bool
    entries: int
    head_sequence: int
    head_hash: str
    broken_at: int | None
    reason: str
