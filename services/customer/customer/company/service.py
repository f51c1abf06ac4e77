"""The caller's companies and a company's registered details."""

from collections.abc import Iterable

from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.identity import LEGAL_REP_ID, masked_id
from customer.company.repository import CompanyDetailRepository
from customer.company.schemas import CompanyDetail, MyCompany
from customer.employee.repository import EmployeeRepository
from customer.employee.schemas import CompanyRoleRead
from customer.employee.service import ENTERPRISE
from customer.models import ACTIVE, DISABLED, CompanyRole
from customer.repository import CompanyRoleRepository
from portal_kit.errors import NotFound
from portal_kit.i18n import Text
from portal_kit.masking import mask_mobile
from portal_kit.sealed import Sealer
from portal_kit.tokens import Identity

# One answer for a company that does not exist and one the caller does not work in.
COMPANY_NOT_FOUND = Text("The company does not exist.", "企业不存在")


def _default_biz(roles: Iterable[CompanyRole], current_biz: str) -> str | None:
    """The session's business identity when listed, else the enterprise product's first."""
    chosen = min(
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
    return chosen.comp_biz_code if chosen else None


async def my_companies(session: AsyncSession, identity: Identity) -> list[MyCompany]:
    """Every employee record of the caller in an active company, with the company's roles."""
    rows = await EmployeeRepository(session).list_of_user(identity.user_code, active_company=True)
    roles = await CompanyRoleRepository(session).list_active_of([c.comp_code for _, c in rows])
    by_company: dict[str, list[CompanyRole]] = {}
    for role in roles:
        by_company.setdefault(role.comp_code, []).append(role)
    items = []
    for employee, company in rows:
        own = by_company.get(company.comp_code, [])
        current = company.comp_code == identity.comp_code
        items.append(
            MyCompany(
                comp_code=company.comp_code,
                comp_name=company.comp_name,
                status=ACTIVE if employee.status == ACTIVE else DISABLED,
                employee_code=employee.employee_code,
                comp_biz_code=_default_biz(own, identity.biz if current else ""),
                roles=[CompanyRoleRead.model_validate(role) for role in own],
                root_manager=employee.root_manager,
                current=current,
            )
        )
    return items


async def company_detail(
    session: AsyncSession, sealer: Sealer, identity: Identity, comp_code: str
) -> CompanyDetail:
    """The details of a company the caller is an active employee of; any other is 404."""
    repository = CompanyDetailRepository(session)
    row = await repository.active_membership(identity.user_code, comp_code)
    if row is None:
        raise NotFound(COMPANY_NOT_FOUND)
    company = row[1]
    admins = await repository.root_managers(comp_code)
    admin = admins[0] if admins else None
    return CompanyDetail(
        comp_code=company.comp_code,
        comp_name=company.comp_name,
        credit_code=company.credit_code,
        legal_rep_name=company.legal_rep_name,
        legal_rep_id_number=masked_id(sealer, company.legal_rep_id_number, LEGAL_REP_ID),
        province_code=company.province_code,
        area_code=company.area_code,
        address=company.address,
        licence_file_token=company.licence_file_token,
        admin_name=admin.name if admin else None,
        admin_mobile=mask_mobile(admin.mobile) if admin else None,
    )
