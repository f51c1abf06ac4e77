from fastapi import APIRouter, Depends, Request, Response

from content import service
from content.deps import LanguageDep
from content.schemas import ProductRead
from portal_kit.envelope import PORTAL_API, Envelope
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.rendered_answers import answers_of

router = APIRouter(prefix=PORTAL_API, tags=["products"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


# Both answer a rendered envelope (content.answers); the model still describes it in the OpenAPI.
@router.post("/product/list", response_model=Envelope[list[ProductRead]])
async def product_list(request: Request, language: LanguageDep) -> Response:
    """The platform's products in display order."""
    return await answers_of(request.app).answer(
        request.app,
        ("products", language),
        lambda session: service.list_products(session, language),
    )


@internal_router.post("/product/list", response_model=Envelope[list[ProductRead]])
async def internal_product_list(request: Request, language: LanguageDep) -> Response:
    """For peers (customer's product permits): the enabled products in display order, named
    in the language the call asks for."""
    return await answers_of(request.app).answer(
        request.app,
        ("products", language),
        lambda session: service.list_products(session, language),
    )
