from collections.abc import Collection, Sequence

from sqlalchemy import Row, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from customer.models import Resource, RoleResource

_PARENT = aliased(Resource)
# Built once, the values bound at execution (see ``customer.employee.repository``).
_GRANTED = (
    select(Resource, _PARENT.res_uri)
    .outerjoin(_PARENT, _PARENT.id == Resource.parent_id)
    .where(
        Resource.prod_code == bindparam("prod_code"),
        Resource.id.in_(
            select(RoleResource.resource_id).where(
                RoleResource.role_code.in_(bindparam("role_codes", expanding=True))
            )
        ),
    )
    .order_by(Resource.sort, Resource.res_uri)
)


class ResourceRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_granted(
        self, prod_code: str, role_codes: Collection[str]
    ) -> Sequence[Row[Resource, str | None]]:
        """The product's resources any of ``role_codes`` grants, with the parent's URI."""
        if not role_codes:
            return []
        values = {"prod_code": prod_code, "role_codes": list(role_codes)}
        return (await self.session.execute(_GRANTED, values)).all()

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
