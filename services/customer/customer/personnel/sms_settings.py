"""Which business notifications an employee receives by SMS, as a tree per product."""

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import Employee
from customer.personnel.access import caller
from customer.personnel.errors import EmployeeNotFound, UnknownNoticeCode
from customer.personnel.notices import CATALOGUE, ProductNotices
from customer.personnel.repository import PersonnelRepository
from customer.personnel.schemas import NoticeItem, ProductNode, SmsSubmit, SmsTreeQuery
from customer.repository import CompanyRoleRepository
from portal_kit.errors import RoleRequired
from portal_kit.i18n import Language, Text
from portal_kit.tokens import Identity

OTHERS_SETTINGS = Text(
    "Only the company administrator can see or change another employee's SMS notifications.",
    "仅企业管理员可以查看或修改其他员工的短信通知设置",
)


async def _subject(db: AsyncSession, identity: Identity, employee_code: str | None) -> Employee:
    """The employee whose settings are asked: the caller's own, or (administrators) any of
    the company's."""
    found = await caller(db, identity)
    if employee_code is None or employee_code == found.employee.employee_code:
        return found.employee
    employee = await PersonnelRepository(db).get_in_company(found.comp_code, employee_code)
    if employee is None:
        raise EmployeeNotFound()
    if not found.administrator:
        raise RoleRequired(OTHERS_SETTINGS)
    return employee


async def _products(
    db: AsyncSession, comp_code: str, comp_role: str | None
) -> list[ProductNotices]:
    """The catalogue's products the company holds a role in (that role, when named)."""
    roles = await CompanyRoleRepository(db).list_active_of([comp_code])
    held = {role.prod_code for role in roles if comp_role in (None, role.comp_role)}
    return [product for product in CATALOGUE if product.prod_code in held]


def _tree(
    products: Sequence[ProductNotices], chosen: set[str], language: Language
) -> list[ProductNode]:
    nodes = []
    for product in products:
        items = [
            NoticeItem(
                id=notice.code, label=notice.label.render(language), checked=notice.code in chosen
            )
            for notice in product.notices
        ]
        nodes.append(
            ProductNode(
                id=product.prod_code,
                label=product.label.render(language),
                checked=all(item.checked for item in items),
                children=items,
            )
        )
    return nodes


async def tree(
    db: AsyncSession, identity: Identity, language: Language, query: SmsTreeQuery
) -> list[ProductNode]:
    employee = await _subject(db, identity, query.employee_code)
    products = await _products(db, employee.comp_code, query.comp_role)
    chosen = await PersonnelRepository(db).notice_codes(employee.employee_code)
    return _tree(products, chosen, language)


async def submit(
    db: AsyncSession, identity: Identity, language: Language, request: SmsSubmit
) -> list[ProductNode]:
    """Replace the choice within the shown products; the answer is the tree as now stored."""
    employee = await _subject(db, identity, request.employee_code)
    products = await _products(db, employee.comp_code, request.comp_role)
    available = {notice.code for product in products for notice in product.notices}
    for code in request.notice_codes:
        if code not in available:
            raise UnknownNoticeCode.named(code)
    chosen = set(request.notice_codes)
    await PersonnelRepository(db).replace_notices(employee.employee_code, available, chosen)
    return _tree(products, chosen, language)
