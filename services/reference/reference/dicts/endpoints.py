from typing import Annotated

from fastapi import APIRouter, Body, Query

from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text
from reference.deps import LanguageDep, SessionDep
from reference.dicts import service
from reference.dicts.schemas import DictEntryRead, DictQuery

router = APIRouter(prefix=PORTAL_API, tags=["dictionaries"])

TWO_TYPES = Text(
    "dictType must be the same in the query and the body", "dictType在查询参数和请求体中必须一致"
)


def requested_type(query: DictQuery, body: DictQuery | None) -> str | None:
    """The specification lists no payload: a query parameter, a body, or neither is fine."""
    from_body = body.dict_type if body is not None else None
    if query.dict_type and from_body and query.dict_type != from_body:
        raise InvalidInput(TWO_TYPES)
    return query.dict_type or from_body


@router.post("/reg/user/listDict")
async def list_dict(
    session: SessionDep,
    language: LanguageDep,
    query: Annotated[DictQuery, Query()],
    body: Annotated[DictQuery | None, Body()] = None,
) -> Envelope[list[DictEntryRead]]:
    """Dictionary entries (company and employee roles, status colours, check and document
    types, industries); ``dictType`` in the query or the body narrows to one."""
    return ok(await service.list_entries(session, language, requested_type(query, body)))
