"""Platform data (role dictionaries, menu resources) and demo data of the customer service.

Seeding only adds what is missing: rows already present stay as operators edited them, and
grants and employee roles are written only with the resource or employee they belong to, so
a revoked one is not brought back.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from customer.demo import (
    DEMO_COMPANIES,
    DEMO_COMPANY_ROLES,
    DEMO_DISABLED_EMPLOYEES,
    DEMO_EMPLOYEES,
)
from customer.employee.repository import EmployeeRepository
from customer.models import ACTIVE, DISABLED, Company, CompanyRole, DictEntry, Employee, Resource
from customer.permit.demo import seed_demo_permits
from customer.repository import CompanyRepository, CompanyRoleRepository, DictRepository
from customer.resource.catalogue import PLATFORM_RESOURCES, ROLE_GRANTS
from customer.resource.repository import ResourceRepository
from customer.service import COMP_ROLE, EMPLOYEE_ROLE

# Specification §1 and §6.
ROLE_DICTIONARIES: dict[str, tuple[tuple[str, str, str], ...]] = {
    COMP_ROLE: (
        ("C101", "核心企业", "Core enterprise"),
        ("C102", "供应商", "Supplier"),
        ("C103", "投资机构", "Investment institution"),
        ("C104", "资金方", "Funder"),
        ("C105", "增信机构", "Credit enhancement institution"),
        ("C106", "会员单位", "Member unit"),
    ),
    EMPLOYEE_ROLE: (
        ("E101", "管理员", "Administrator"),
        ("E102", "经办人", "Handler"),
        ("E103", "复核人", "Reviewer"),
        ("E105", "查询", "Query"),
        ("E106", "放款初审", "Loan first review"),
        ("E107", "放款复审", "Loan second review"),
        ("E108", "财务付款", "Finance payment"),
        ("E109", "财务管理", "Finance management"),
        ("E110", "风控初审", "Risk first review"),
        ("E111", "风控复审", "Risk second review"),
    ),
}


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add missing dictionary entries and resources, and the demo data when ``demo``."""
    await _seed_dictionaries(session)
    await _seed_resources(session)
    if demo:
        await _seed_demo(session)


async def _seed_dictionaries(session: AsyncSession) -> None:
    dictionaries = DictRepository(session)
    existing = await dictionaries.existing_keys()
    for dict_type, entries in ROLE_DICTIONARIES.items():
        for sort, (code, label_zh, label_en) in enumerate(entries, start=1):
            if (dict_type, code) not in existing:
                dictionaries.add(
                    DictEntry(
                        dict_type=dict_type,
                        code=code,
                        label_zh=label_zh,
                        label_en=label_en,
                        sort=sort,
                    )
                )


async def _seed_resources(session: AsyncSession) -> None:
    resources = ResourceRepository(session)
    for prod_code, entries in PLATFORM_RESOURCES.items():
        ids = await resources.ids_by_uri(prod_code)
        added: set[str] = set()
        for entry in entries:
            if entry.res_uri in ids:
                continue
            ids[entry.res_uri] = await resources.add(
                Resource(
                    prod_code=prod_code,
                    res_uri=entry.res_uri,
                    name_zh=entry.name_zh,
                    name_en=entry.name_en,
                    parent_id=ids[entry.parent] if entry.parent else None,
                    sort=entry.sort,
                    icon=entry.icon,
                )
            )
            added.add(entry.res_uri)
        for role_code, uris in ROLE_GRANTS.get(prod_code, {}).items():
            for uri in sorted(uris & added):
                resources.grant(role_code, ids[uri])


async def _seed_demo(session: AsyncSession) -> None:
    companies = CompanyRepository(session)
    known = await companies.existing_codes()
    for comp_code, comp_name, credit_code in DEMO_COMPANIES:
        if comp_code not in known:
            companies.add(
                Company(comp_code=comp_code, comp_name=comp_name, credit_code=credit_code)
            )

    roles = CompanyRoleRepository(session)
    known = await roles.existing_biz_codes()
    for comp_biz_code, comp_code, prod_code, comp_role in DEMO_COMPANY_ROLES:
        if comp_biz_code not in known:
            roles.add(
                CompanyRole(
                    comp_biz_code=comp_biz_code,
                    comp_code=comp_code,
                    prod_code=prod_code,
                    comp_role=comp_role,
                )
            )

    employees = EmployeeRepository(session)
    known = await employees.existing_codes()
    memberships = await employees.existing_memberships()
    for code, comp_code, user_code, name, mobile, root_manager, role_codes in DEMO_EMPLOYEES:
        if code in known or (comp_code, user_code) in memberships:
            continue
        employee = Employee(
            employee_code=code,
            comp_code=comp_code,
            user_code=user_code,
            name=name,
            mobile=mobile,
            root_manager=root_manager,
            status=DISABLED if code in DEMO_DISABLED_EMPLOYEES else ACTIVE,
        )
        employees.add(employee, role_codes)
    await seed_demo_permits(session)
