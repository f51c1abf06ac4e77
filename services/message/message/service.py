from sqlalchemy.ext.asyncio import AsyncSession

from message.errors import OtherCompany
from message.repository import MessageRepository
from portal_kit.tokens import Identity


async def count_unread(session: AsyncSession, identity: Identity, comp_code: str) -> int:
    """The caller's own company only: the code in the request must be the token's company."""
    if comp_code != identity.comp_code:
        raise OtherCompany()
    return await MessageRepository(session).count_unread(comp_code)
