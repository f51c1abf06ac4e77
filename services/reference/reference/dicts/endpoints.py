from typing import Annotated

from fastapi import APIRouter, Body, Query, Request, Response

from portal_kit.envelope import PORTAL_API, Envelope
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text
from portal_kit.rendered_answers import answers_of
from reference.deps import LanguageDep
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


# A rendered envelope (reference.answers); the model still describes it in the OpenAPI.
@router.post("/reg/user/listDict", response_model=Envelope[list[DictEntryRead]])
async def list_dict(
    request: Request,
    language: LanguageDep,
    query: Annotated[DictQuery, Query()],
    body: Annotated[DictQuery | None, Body()] = None,
) -> Response:
    """Dictionary entries (company and employee roles, status colours, check and document
    types, industries); ``dictType`` in the query or the body narrows to one."""
    dict_type = requested_type(query, body)
    return await answers_of(request.app).answer(
        request.app,
        ("dict", language, dict_type),
        lambda session: service.list_entries(session, language, dict_type),
    )
