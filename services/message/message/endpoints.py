from typing import Annotated

from fastapi import APIRouter, Query

from message import service
from message.deps import CurrentIdentity, SessionDep
from message.schemas import UnreadQuery
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["messages"])


@router.post("/message/getIsUnreadNumbers")
async def unread_numbers(
    session: SessionDep, identity: CurrentIdentity, query: Annotated[UnreadQuery, Query()]
) -> Envelope[int]:
    """How many in-site messages of the caller's company are unread."""
    return ok(await service.count_unread(session, identity, query.receive_comp_code))
