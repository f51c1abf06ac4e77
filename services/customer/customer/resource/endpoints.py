from fastapi import APIRouter

from customer.deps import CurrentIdentity, LanguageDep, ProductCode, ReadingSessionDep
from customer.resource import service
from customer.resource.schemas import ResourceRead
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["menus and permissions"])


@router.post("/res/menu/emp/role/findResAllByToken")
async def find_resources(
    session: ReadingSessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    product_code: ProductCode,
) -> Envelope[list[ResourceRead]]:
    """The menu entries and routes the caller's employee roles grant in the product."""
    return ok(await service.granted_resources(session, identity, product_code, language))
