"""Platform data (role dictionaries) and demo data (companies) of the customer service."""

from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import Company, DictEntry
from customer.repository import CompanyRepository, DictRepository
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

# Demo companies; the message service's demo messages are addressed to these codes.
DEMO_COMPANIES = (
    ("DEMO0001", "上海示范核心企业集团有限公司", "91310000MA1FL4T85D"),
    ("DEMO0002", "苏州示范精密制造有限公司", "91320500MA1MXK2Q3B"),
    ("DEMO0003", "示范商业保理（深圳）有限公司", "91440300MA5FQ8N76X"),
)


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add missing dictionary entries, and the demo companies when ``demo``."""
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
    if not demo:
        return
    companies = CompanyRepository(session)
    known = await companies.existing_codes()
    for comp_code, comp_name, credit_code in DEMO_COMPANIES:
        if comp_code not in known:
            companies.add(
                Company(comp_code=comp_code, comp_name=comp_name, credit_code=credit_code)
            )
