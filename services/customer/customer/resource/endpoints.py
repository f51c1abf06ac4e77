from fastapi import APIRouter, Request, Response

from customer.deps import CurrentIdentity, LanguageDep, ProductCode, ReadingSessionDep
from customer.resource import service
from customer.resource.schemas import ResourceRead
from portal_kit.envelope import PORTAL_API, Envelope

router = APIRouter(prefix=PORTAL_API, tags=["menus and permissions"])


# A rendered envelope (portal_kit.rendered_answers); the model still describes it in the OpenAPI.
@router.post("/res/menu/emp/role/findResAllByToken", response_model=Envelope[list[ResourceRead]])
async def find_resources(
    request: Request,
    session: ReadingSessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    product_code: ProductCode,
) -> Response:
    """The menu entries and routes the caller's employee roles grant in the product."""
    return await service.granted_resources(request.app, session, identity, product_code, language)
