from sqlalchemy.ext.asyncio import AsyncSession

from customer.employee.service import current_employee_with_roles, granting_roles
from customer.resource.catalogue import EVERY_EMPLOYEE
from customer.resource.repository import ResourceRepository
from customer.resource.schemas import ResourceRead
from portal_kit.i18n import Language
from portal_kit.tokens import Identity


async def granted_resources(
    session: AsyncSession, identity: Identity, product_code: str, language: Language
) -> list[ResourceRead]:
    """The resources of ``product_code`` that the caller's employee roles there grant, and
    those every employee has."""
    _, _, codes = await current_employee_with_roles(session, identity)
    roles = granting_roles(codes, product_code) | {EVERY_EMPLOYEE}
    rows = await ResourceRepository(session).list_granted(product_code, roles)
    english = language == "en"
    return [
        ResourceRead(
            res_uri=resource.res_uri,
            name=resource.name_en if english else resource.name_zh,
            parent=parent_uri,
            sort=resource.sort,
            icon=resource.icon,
        )
        for resource, parent_uri in rows
    ]
