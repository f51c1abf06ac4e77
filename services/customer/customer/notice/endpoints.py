from fastapi import APIRouter, Depends

from customer.company.deps import CompanyDep
from customer.notice import service
from customer.notice.schemas import NoticeSend, NoticeSent
from portal_kit.envelope import Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

internal_router = APIRouter(
    prefix=f"{INTERNAL_PREFIX}/notice",
    tags=["internal"],
    dependencies=[Depends(require_service_token)],
)


@internal_router.post("/send")
async def send(ctx: CompanyDep, notice: NoticeSend) -> Envelope[NoticeSent]:
    """For business products: text a notice to the company's active employees who chose it,
    once per ``eventId``."""
    return ok(await service.send(ctx, notice))
