from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import cache

from sqlalchemy import Select, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import ACTIVE, Company, CompanyRole, DictEntry


class DictRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_by_types(self, dict_types: Sequence[str]) -> Sequence[DictEntry]:
        statement = (
            select(DictEntry)
            .where(DictEntry.dict_type.in_(dict_types))
            .order_by(DictEntry.dict_type, DictEntry.sort)
        )
        return (await self.session.scalars(statement)).all()

    async def existing_keys(self) -> set[tuple[str, str]]:
        rows = await self.session.execute(select(DictEntry.dict_type, DictEntry.code))
        return {(dict_type, code) for dict_type, code in rows}

    def add(self, entry: DictEntry) -> None:
        self.session.add(entry)


class CompanyRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(Company.comp_code))).all())

    def add(self, company: Company) -> None:
        self.session.add(company)


@cache
def _active_roles(in_product: bool) -> Select[CompanyRole]:
    # Built once (see ``customer.employee.repository``), the codes bound at execution.
    statement = select(CompanyRole).where(
        CompanyRole.comp_code.in_(bindparam("comp_codes", expanding=True)),
        CompanyRole.status == ACTIVE,
    )
    if in_product:
        statement = statement.where(CompanyRole.prod_code == bindparam("prod_code"))
    return statement.order_by(
        CompanyRole.comp_code,
        CompanyRole.prod_code,
        CompanyRole.comp_role,
        CompanyRole.comp_biz_code,
    )


_ROLE = CompanyRole.__table__.c
# The same read as columns (see ``customer.employee.repository``), for calls that only read.
_ACTIVE_ROLE_ROWS = (
    select(_ROLE.comp_code, _ROLE.prod_code, _ROLE.comp_role, _ROLE.comp_biz_code)
    .where(_ROLE.comp_code.in_(bindparam("comp_codes", expanding=True)), _ROLE.status == ACTIVE)
    .order_by(_ROLE.comp_code, _ROLE.prod_code, _ROLE.comp_role, _ROLE.comp_biz_code)
)
# One company, the usual case: an expanding list is rendered into the SQL at every execution.
_ACTIVE_ROLE_ROWS_OF_ONE = (
    select(_ROLE.comp_code, _ROLE.prod_code, _ROLE.comp_role, _ROLE.comp_biz_code)
    .where(_ROLE.comp_code == bindparam("comp_code"), _ROLE.status == ACTIVE)
    .order_by(_ROLE.prod_code, _ROLE.comp_role, _ROLE.comp_biz_code)
)


@dataclass(frozen=True, slots=True)
class ActiveRole:
    """A company's active role in a product, as a page reads it."""

    comp_code: str
    prod_code: str
    comp_role: str
    comp_biz_code: str


class CompanyRoleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_active_of(
        self, comp_codes: Collection[str], prod_code: str | None = None
    ) -> Sequence[CompanyRole]:
        """The active roles of these companies (in one product, when given)."""
        if not comp_codes:
            return []
        statement = _active_roles(prod_code is not None)
        values = {"comp_codes": list(comp_codes), "prod_code": prod_code}
        return (await self.session.scalars(statement, values)).all()

    async def active_roles_of(
        self, comp_codes: Collection[str], prod_code: str | None = None
    ) -> list[ActiveRole]:
        """``list_active_of`` as plain values, for calls that only read (a plain statement
        flushes nothing first)."""
        if not comp_codes:
            return []
        if len(comp_codes) == 1:
            (comp_code,) = comp_codes
            rows = await self.session.execute(_ACTIVE_ROLE_ROWS_OF_ONE, {"comp_code": comp_code})
        else:
            rows = await self.session.execute(_ACTIVE_ROLE_ROWS, {"comp_codes": list(comp_codes)})
        return [ActiveRole(*row) for row in rows if prod_code in (None, row[1])]

    async def get_active(
        self, comp_code: str, comp_role: str, comp_biz_code: str
    ) -> CompanyRole | None:
        statement = select(CompanyRole).where(
            CompanyRole.comp_biz_code == comp_biz_code,
            CompanyRole.comp_code == comp_code,
            CompanyRole.comp_role == comp_role,
            CompanyRole.status == ACTIVE,
        )
        return (await self.session.scalars(statement)).one_or_none()

    async def existing_biz_codes(self) -> set[str]:
        return set((await self.session.scalars(select(CompanyRole.comp_biz_code))).all())

    def add(self, role: CompanyRole) -> None:
        self.session.add(role)
