from fastapi import FastAPI, Response
from sqlalchemy.ext.asyncio import AsyncSession

from customer.employee.service import current_member, granting_roles
from customer.resource.catalogue import EVERY_EMPLOYEE
from customer.resource.repository import ResourceRepository
from customer.resource.schemas import ResourceRead
from portal_kit.i18n import Language
from portal_kit.rendered_answers import answers_of
from portal_kit.tokens import Identity


async def granted_resources(
    app: FastAPI, session: AsyncSession, identity: Identity, product_code: str, language: Language
) -> Response:
    """The resources of ``product_code`` that the caller's employee roles there grant, and
    those every employee has.

    The caller's standing and roles are read at every call; the menu those roles grant is
    platform seed data, so it is kept rendered by product, roles and language.
    """
    member = await current_member(session, identity)
    roles = tuple(sorted(granting_roles(member.role_codes, product_code) | {EVERY_EMPLOYEE}))

    async def read(menu_session: AsyncSession) -> list[ResourceRead]:
        return await _granted(menu_session, product_code, roles, language)

    key = ("menu", product_code, roles, language)
    return await answers_of(app).answer(app, key, read, session)


async def _granted(
    session: AsyncSession, product_code: str, roles: tuple[str, ...], language: Language
) -> list[ResourceRead]:
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
