from fastapi import APIRouter, Depends, Request, Response

from content import service
from content.deps import LanguageDep
from content.schemas import ProductRead
from portal_kit.deps import ReadingSessionDep
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.rendered_answers import answers_of

router = APIRouter(prefix=PORTAL_API, tags=["products"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


# A rendered envelope (portal_kit.rendered_answers); the model still describes it in the OpenAPI.
@router.post("/product/list", response_model=Envelope[list[ProductRead]])
async def product_list(request: Request, language: LanguageDep) -> Response:
    """The platform's products in display order."""
    return await answers_of(request.app).answer(
        request.app,
        ("products", language),
        lambda session: service.list_products(session, language),
    )


# Read afresh: customer keeps its own copy and forgets it when content announces a change
# (``product.changed``), so it must then get what the database holds, not a minute-old copy.
@internal_router.post("/product/list")
async def internal_product_list(
    session: ReadingSessionDep, language: LanguageDep
) -> Envelope[list[ProductRead]]:
    """For peers (customer's product permits): the enabled products in display order, named
    in the language the call asks for."""
    return ok(await service.list_products(session, language))
