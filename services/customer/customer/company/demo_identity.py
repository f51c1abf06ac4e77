"""Demo data that holds sealed ID numbers: written at start-up (dev and test modes), since
sealing needs the identity key, which ``seed`` (given only a database session) does not have.

Like the seed it only adds what is missing: a demo company's details when it has none, a demo
person's real-name record when that person has none in that company.
"""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.company.repository import CompanyDetailRepository
from customer.demo import DEMO_COMPANY_DETAILS, DEMO_REAL_NAMES
from customer.models import Employee
from customer.realname.models import RealNameVerification
from portal_kit.sealed import Sealer


async def fill_demo_identity(session: AsyncSession, sealer: Sealer) -> None:
    companies = await CompanyDetailRepository(session).demo_companies(list(DEMO_COMPANY_DETAILS))
    for company in companies:
        if company.legal_rep_name is not None or company.legal_rep_id_number is not None:
            continue
        name, id_number, province, area, address = DEMO_COMPANY_DETAILS[company.comp_code]
        company.legal_rep_name = name
        company.legal_rep_id_number = sealer.seal(id_number, LEGAL_REP_ID)
        company.province_code = province
        company.area_code = area
        company.address = address

    pairs = select(Employee.comp_code, Employee.user_code)
    employed = {(comp, user) for comp, user in await session.execute(pairs)}
    records = select(RealNameVerification.comp_code, RealNameVerification.user_code)
    verified = {(comp, user) for comp, user in await session.execute(records)}
    for comp_code, user_code, prod_code, name, id_number, method, passed_at in DEMO_REAL_NAMES:
        if (comp_code, user_code) not in employed or (comp_code, user_code) in verified:
            continue
        session.add(
            RealNameVerification(
                comp_code=comp_code,
                user_code=user_code,
                prod_code=prod_code,
                name=name,
                id_number=sealer.seal(id_number, REAL_NAME_ID),
                method=method,
                passed_at=passed_at,
            )
        )
    await session.flush()
