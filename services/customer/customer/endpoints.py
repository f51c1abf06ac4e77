from fastapi import APIRouter

from customer import service
from customer.deps import CurrentIdentity, LanguageDep, SessionDep
from customer.schemas import AccountDicts
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["account"])


@router.post("/company/custAccount/list/dict")
async def account_dicts(
    session: SessionDep, language: LanguageDep, identity: CurrentIdentity
) -> Envelope[AccountDicts]:
    """The company-role and employee-role dictionaries of the account centre (signed in)."""
    return ok(await service.account_dicts(session, language))
