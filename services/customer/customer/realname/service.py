"""Real-name verification on file: whether a person passed, and their identity, masked."""

from customer.company.deps import CompanyContext
from customer.company.identity import REAL_NAME_ID, aware, masked_id
from customer.personnel.access import caller
from customer.realname.repository import RealNameRepository
from customer.realname.schemas import PassRead, VoucherRead
from portal_kit.errors import NotFound, RoleRequired
from portal_kit.i18n import Text
from portal_kit.tokens import Identity

# One answer for another company, a person not in the company and no record: nothing leaks.
NO_RECORD = Text(
    "No real-name verification is on file for this person.", "未查询到该人员的实名认证信息"
)
ONLY_ADMINISTRATOR = Text(
    "Only the company administrator can look up a colleague's real-name verification.",
    "仅企业管理员可以查询其他人员的实名认证信息",
)


async def _person(ctx: CompanyContext, identity: Identity, comp_code: str, user_code: str) -> None:
    """Refuse unless the caller may see ``user_code``'s records in ``comp_code``: the session's
    own company only; themselves, or (administrators) anybody employed there."""
    if comp_code != identity.comp_code:
        raise NotFound(NO_RECORD)
    found = await caller(ctx.db, identity)
    if user_code == found.employee.user_code:
        return
    if not found.administrator:
        raise RoleRequired(ONLY_ADMINISTRATOR)
    if not await RealNameRepository(ctx.db).is_employed(comp_code, user_code):
        raise NotFound(NO_RECORD)


async def check_pass(
    ctx: CompanyContext, identity: Identity, product_code: str, comp_code: str, user_code: str
) -> PassRead:
    await _person(ctx, identity, comp_code, user_code)
    passed_at = await RealNameRepository(ctx.db).last_pass_in_product(
        comp_code, user_code, product_code
    )
    if passed_at is None:
        return PassRead(passed=False)
    return PassRead(passed=True, passed_at=aware(passed_at))


async def voucher(
    ctx: CompanyContext, identity: Identity, comp_code: str, user_code: str
) -> VoucherRead:
    await _person(ctx, identity, comp_code, user_code)
    record = await RealNameRepository(ctx.db).latest(comp_code, user_code)
    if record is None:
        raise NotFound(NO_RECORD)
    return VoucherRead(
        name=record.name,
        id_number=masked_id(ctx.sealer, record.id_number, REAL_NAME_ID),
        method=record.method,
        prod_code=record.prod_code,
        passed_at=aware(record.passed_at),
    )
