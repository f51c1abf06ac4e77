from fastapi import APIRouter, Depends, Request, Response

from content.catalogue import catalogue_of
from content.deps import LanguageDep
from content.schemas import ProductRead
from portal_kit.envelope import PORTAL_API, Envelope
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["products"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


# Both answer the catalogue's rendered envelope; the model still describes it in the OpenAPI.
@router.post("/product/list", response_model=Envelope[list[ProductRead]])
async def product_list(request: Request, language: LanguageDep) -> Response:
    """The platform's products in display order."""
    return await catalogue_of(request.app).answer(request.app, language)


@internal_router.post("/product/list", response_model=Envelope[list[ProductRead]])
async def internal_product_list(request: Request, language: LanguageDep) -> Response:
    """For peers (customer's product permits): the enabled products in display order, named
    in the language the call asks for."""
    return await catalogue_of(request.app).answer(request.app, language)
