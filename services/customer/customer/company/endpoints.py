from fastapi import APIRouter

from customer.company import service
from customer.company.deps import CompanyDep
from customer.company.schemas import CompanyDetail, CompanyQuery, MyCompany
from customer.deps import CurrentIdentity
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["company information"])


@router.post("/company/info/list")
async def my_companies(ctx: CompanyDep, identity: CurrentIdentity) -> Envelope[list[MyCompany]]:
    """The caller's companies (active ones), each with its roles and the caller's standing."""
    return ok(await service.my_companies(ctx.db, identity))


@router.post("/company/info/detail")
async def company_detail(
    ctx: CompanyDep, identity: CurrentIdentity, query: CompanyQuery
) -> Envelope[CompanyDetail]:
    """A company's registered details, for its active employees; masked personal numbers."""
    return ok(await service.company_detail(ctx.db, ctx.sealer, identity, query.comp_code))
