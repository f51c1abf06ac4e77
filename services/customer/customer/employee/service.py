"""Who the caller is in which company, and whether a token may move to another one."""

from collections.abc import Iterable, Sequence
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.identity import aware
from customer.employee.repository import EmployeeRepository, Member, Membership
from customer.employee.schemas import (
    CompanyInfo,
    CompanyListItem,
    CompanyRoleRead,
    EmployeeSwitch,
    EmployeeSwitchRead,
    UserEmployeeRead,
)
from customer.errors import CompanySuspended, NotAnActiveEmployee, RoleNeedsBizCode, SwitchRefused
from customer.models import ACTIVE, DISABLED, Company, CompanyRole, Employee
from customer.repository import ActiveRole, CompanyRoleRepository
from portal_kit.tokens import Identity

# A company role as an entity (calls that write) or as plain values (calls that only read).
R = TypeVar("R", CompanyRole, ActiveRole)

# The enterprise product: its company role is the one a session works as by default.
ENTERPRISE = "EC"


def split_role_code(code: str) -> tuple[str | None, str]:
    """``"EC-E102"`` → ``("EC", "E102")``; an unprefixed ``"E102"`` → ``(None, "E102")``."""
    product, dash, role = code.rpartition("-")
    return (product, role) if dash else (None, code)


def role_codes_in_product(codes: Iterable[str], product_code: str) -> list[str]:
    """The codes that count in ``product_code``: unprefixed ones and those of that product."""
    return [code for code in codes if split_role_code(code)[0] in (None, product_code)]


def granting_roles(codes: Iterable[str], product_code: str) -> set[str]:
    """The plain E-codes whose grants apply in ``product_code``."""
    return {split_role_code(code)[1] for code in role_codes_in_product(codes, product_code)}


def mask_mobile(mobile: str) -> str:
    """Keep the first 3 and last 4 digits (specification §9): ``138****0001``."""
    if len(mobile) <= 7:
        return mobile
    return mobile[:3] + "*" * (len(mobile) - 7) + mobile[-4:]


def _is_active(employee_status: int, company_status: int) -> bool:
    """An employee record the caller can work with: active, in an active company."""
    return employee_status == ACTIVE and company_status == ACTIVE


def _preferred(roles: Iterable[R], current_biz: str = "") -> R | None:
    """The session's current business identity if listed, else the enterprise role first."""
    return min(
        roles,
        key=lambda role: (
            role.comp_biz_code != current_biz,
            role.prod_code != ENTERPRISE,
            role.prod_code,
            role.comp_role,
            role.comp_biz_code,
        ),
        default=None,
    )


def _roles_by_company(roles: Sequence[R]) -> dict[str, list[R]]:
    grouped: dict[str, list[R]] = {}
    for role in roles:
        grouped.setdefault(role.comp_code, []).append(role)
    return grouped


async def _list_items(
    session: AsyncSession,
    identity: Identity,
    rows: Sequence[Membership],
    product_code: str | None,
) -> list[CompanyListItem]:
    comp_codes = [row.comp_code for row in rows]
    roles = await CompanyRoleRepository(session).active_roles_of(comp_codes, product_code)
    by_company = _roles_by_company(roles)
    items = []
    for row in rows:
        role = _preferred(by_company.get(row.comp_code, ()), identity.biz)
        items.append(
            CompanyListItem(
                comp_code=row.comp_code,
                comp_name=row.comp_name,
                status=ACTIVE if _is_active(row.status, row.company_status) else DISABLED,
                employee_code=row.employee_code,
                comp_biz_code=role.comp_biz_code if role else None,
            )
        )
    return items


async def list_companies(
    session: AsyncSession, identity: Identity, product_code: str, *, enabled_only: bool
) -> list[CompanyListItem]:
    """Every company the caller has a record in (only workable ones when ``enabled_only``)."""
    rows = await EmployeeRepository(session).list_memberships(
        identity.user_code, active_employee=enabled_only, active_company=enabled_only
    )
    return await _list_items(session, identity, rows, product_code)


async def switchable_companies(session: AsyncSession, identity: Identity) -> list[CompanyListItem]:
    """The companies where the caller is an active employee, for the company switcher."""
    repository = EmployeeRepository(session)
    rows = await repository.list_memberships(identity.user_code, active_employee=True)
    return await _list_items(session, identity, rows, None)


async def current_employee(session: AsyncSession, identity: Identity) -> tuple[Employee, Company]:
    """The token's employee record, if it is still the caller's and still active."""
    row = await EmployeeRepository(session).get_of_user(identity.user_code, identity.employee_code)
    if (
        row is None
        or row[1].comp_code != identity.comp_code
        or not _is_active(row[0].status, row[1].status)
    ):
        raise NotAnActiveEmployee()
    return row


async def current_employee_with_roles(
    session: AsyncSession, identity: Identity
) -> tuple[Employee, Company, list[str]]:
    """``current_employee`` and its role codes (sorted)."""
    found = await EmployeeRepository(session).get_of_user_with_roles(
        identity.user_code, identity.employee_code
    )
    if found is None:
        raise NotAnActiveEmployee()
    employee, company, _ = found
    if company.comp_code != identity.comp_code or not _is_active(employee.status, company.status):
        raise NotAnActiveEmployee()
    return found


async def current_member(session: AsyncSession, identity: Identity) -> Member:
    """``current_employee_with_roles`` as plain values, for calls that only read."""
    member = await EmployeeRepository(session).get_member(
        identity.user_code, identity.employee_code
    )
    if (
        member is None
        or member.comp_code != identity.comp_code
        or not _is_active(member.status, member.company_status)
    ):
        raise NotAnActiveEmployee()
    return member


async def company_info(session: AsyncSession, identity: Identity, product_code: str) -> CompanyInfo:
    member = await current_member(session, identity)
    roles = await CompanyRoleRepository(session).active_roles_of([member.comp_code])
    return CompanyInfo(
        comp_code=member.comp_code,
        comp_name=member.comp_name,
        comp_role=[
            CompanyRoleRead(
                prod_code=role.prod_code, comp_role=role.comp_role, comp_biz_code=role.comp_biz_code
            )
            for role in roles
        ],
        user_name=member.name,
        mobile=mask_mobile(member.mobile),
        root_manager=member.root_manager,
        employee_role=role_codes_in_product(member.role_codes, product_code),
    )


async def is_customer_user(session: AsyncSession, identity: Identity) -> bool:
    """The token's employee is active; before a company is chosen, any active record counts."""
    if not identity.employee_code:
        return await EmployeeRepository(session).has_active_employment(identity.user_code)
    try:
        await current_employee(session, identity)
    except NotAnActiveEmployee:
        return False
    return True


async def switch(session: AsyncSession, request: EmployeeSwitch) -> EmployeeSwitchRead:
    """The identity a new token may carry, or ``SwitchRefused``."""
    if (request.comp_role_code is None) != (request.comp_biz_code is None):
        raise RoleNeedsBizCode()
    row = await EmployeeRepository(session).get_of_user(request.user_code, request.employee_code)
    if row is not None and row[0].status == ACTIVE and row[1].status != ACTIVE:
        raise CompanySuspended(row[1])
    if row is None or not _is_active(row[0].status, row[1].status):
        raise SwitchRefused()
    employee, company = row
    roles = CompanyRoleRepository(session)
    if request.comp_role_code is not None and request.comp_biz_code is not None:
        role = await roles.get_active(
            company.comp_code, request.comp_role_code, request.comp_biz_code
        )
        if role is None:
            raise SwitchRefused()
    else:
        role = _preferred(await roles.list_active_of([company.comp_code]))
    return EmployeeSwitchRead(
        employee_code=employee.employee_code,
        comp_code=company.comp_code,
        comp_role=role.comp_role if role else "",
        comp_biz_code=role.comp_biz_code if role else "",
    )


async def sign_in_choices(
    session: AsyncSession, user_code: str, *, include_suspended: bool = False
) -> list[UserEmployeeRead]:
    """The user's active employee records in active companies, each with its default role;
    with ``include_suspended``, those in suspended companies too, flagged, after them."""
    rows = await EmployeeRepository(session).list_of_user(
        user_code, active_employee=True, active_company=not include_suspended
    )
    roles = await CompanyRoleRepository(session).list_active_of([c.comp_code for _, c in rows])
    by_company = _roles_by_company(roles)
    choices = []
    for employee, company in rows:
        role = _preferred(by_company.get(company.comp_code, ()))
        suspended = company.status != ACTIVE
        choices.append(
            UserEmployeeRead(
                employee_code=employee.employee_code,
                comp_code=company.comp_code,
                comp_name=company.comp_name,
                comp_role=role.comp_role if role else "",
                comp_biz_code=role.comp_biz_code if role else "",
                suspended=suspended,
                suspended_at=aware(company.suspended_at) if company.suspended_at else None,
                suspend_reason=company.suspend_reason if suspended else None,
            )
        )
    return sorted(choices, key=lambda choice: choice.suspended)
