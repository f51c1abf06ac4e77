from collections.abc import Collection, Sequence

from sqlalchemy import Row, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from customer.models import Resource, RoleResource


class ResourceRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_granted(
        self, prod_code: str, role_codes: Collection[str]
    ) -> Sequence[Row[Resource, str | None]]:
        """The product's resources any of ``role_codes`` grants, with the parent's URI."""
        if not role_codes:
            return []
        parent = aliased(Resource)
        granted = select(RoleResource.resource_id).where(RoleResource.role_code.in_(role_codes))
        statement = (
            select(Resource, parent.res_uri)
            .outerjoin(parent, parent.id == Resource.parent_id)
            .where(Resource.prod_code == prod_code, Resource.id.in_(granted))
            .order_by(Resource.sort, Resource.res_uri)
        )
        return (await self.session.execute(statement)).all()

    async def ids_by_uri(self, prod_code: str) -> dict[str, int]:
        statement = select(Resource.res_uri, Resource.id).where(Resource.prod_code == prod_code)
        return dict((await self.session.execute(statement)).all())

    async def add(self, resource: Resource) -> int:
        """Insert now: children and grants need the id."""
        self.session.add(resource)
        await self.session.flush()
        return resource.id

    def grant(self, role_code: str, resource_id: int) -> None:
        self.session.add(RoleResource(role_code=role_code, resource_id=resource_id))
