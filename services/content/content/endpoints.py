from fastapi import APIRouter, Depends

from content import service
from content.deps import LanguageDep, SessionDep
from content.schemas import ProductRead
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["products"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/product/list")
async def product_list(session: SessionDep, language: LanguageDep) -> Envelope[list[ProductRead]]:
    """The platform's products in display order."""
    return ok(await service.list_products(session, language))


@internal_router.post("/product/list")
async def internal_product_list(
    session: SessionDep, language: LanguageDep
) -> Envelope[list[ProductRead]]:
    """For peers (customer's product permits): the enabled products in display order, named
    in the language the call asks for."""
    return ok(await service.list_products(session, language))
