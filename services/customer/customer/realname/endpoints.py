from fastapi import APIRouter

from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from customer.realname import service
from customer.realname.schemas import CompCode, PassRead, ProductCode, UserCode, VoucherRead
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["real-name verification"])


@router.post("/custUser/checkPassByProductCodeCompCodeAndUserCode")
async def check_pass(
    ctx: CompanyDep,
    identity: CurrentIdentity,
    product_code: ProductCode,
    comp_code: CompCode,
    user_code: UserCode,
) -> Envelope[PassRead]:
    """Whether the person passed real-name verification valid in the product."""
    return ok(await service.check_pass(ctx, identity, product_code, comp_code, user_code))


@router.post("/product/getCompPersonalVoucherInfo")
async def voucher(
    ctx: CompanyDep, identity: CurrentIdentity, comp_code: CompCode, user_code: UserCode
) -> Envelope[VoucherRead]:
    """The person's identity on file (latest real-name verification), masked; else 404."""
    return ok(await service.voucher(ctx, identity, comp_code, user_code))
