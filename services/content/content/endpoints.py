from fastapi import APIRouter

from content import service
from content.deps import LanguageDep, SessionDep
from content.schemas import ProductRead
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["products"])


@router.post("/product/list")
async def product_list(session: SessionDep, language: LanguageDep) -> Envelope[list[ProductRead]]:
    """The platform's products in display order."""
    return ok(await service.list_products(session, language))
