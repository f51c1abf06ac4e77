from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.clients.content import OwnedFile
from customer.models import CompanyRole
from customer.permit.models import Permit, PermitAudit, PermitDocument

# Built once, the company bound at execution (see ``customer.employee.repository``).
_OF_COMPANY = select(Permit).where(Permit.comp_code == bindparam("comp_code"))
# What the product centre shows of each permit, as columns: entities cost more to load than
# the statement to run, and that call changes nothing.
_PERMIT = Permit.__table__.c
_STATES_OF_COMPANY = select(
    _PERMIT.prod_code, _PERMIT.status, _PERMIT.reason, _PERMIT.updated_at
).where(_PERMIT.comp_code == bindparam("comp_code"))


@dataclass(frozen=True, slots=True)
class PermitState:
    prod_code: str
    status: int
    reason: str | None
    updated_at: datetime


class PermitRepository:
    """Permits, their documents and audit trail; company reads always name the company."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_of_company(self, comp_code: str) -> Sequence[Permit]:
        return (await self.session.scalars(_OF_COMPANY, {"comp_code": comp_code})).all()

    async def states_of(self, comp_code: str) -> list[PermitState]:
        """The company's permits as the product centre shows them."""
        rows = await self.session.execute(_STATES_OF_COMPANY, {"comp_code": comp_code})
        return [PermitState(*row) for row in rows]

    async def get(self, comp_code: str, prod_code: str, *, lock: bool = False) -> Permit | None:
        """The company's permit for the product; ``lock`` holds it until the transaction ends
        (PostgreSQL; SQLite writes are serial anyway), so two changes cannot interleave."""
        statement = select(Permit).where(
            Permit.comp_code == comp_code, Permit.prod_code == prod_code
        )
        if lock:
            statement = statement.with_for_update()
        return await self.session.scalar(statement)

    async def documents_of(self, permit_ids: Collection[int]) -> dict[int, list[PermitDocument]]:
        if not permit_ids:
            return {}
        statement = (
            select(PermitDocument)
            .where(PermitDocument.permit_id.in_(permit_ids))
            .order_by(PermitDocument.permit_id, PermitDocument.document_type)
        )
        grouped: dict[int, list[PermitDocument]] = {}
        for document in await self.session.scalars(statement):
            grouped.setdefault(document.permit_id, []).append(document)
        return grouped

    async def replace_documents(self, permit_id: int, files: Mapping[str, OwnedFile]) -> None:
        """The application's documents become ``files`` (type → the file content checked)."""
        await self.session.execute(
            delete(PermitDocument).where(PermitDocument.permit_id == permit_id)
        )
        self.session.add_all(
            PermitDocument(
                permit_id=permit_id,
                document_type=kind,
                file_token=file.file_token,
                file_name=file.file_name[:255],
                content_type=file.content_type[:64],
            )
            for kind, file in files.items()
        )

    async def audit_of(self, permit_id: int, after_status: int | None) -> Sequence[PermitAudit]:
        statement = select(PermitAudit).where(PermitAudit.permit_id == permit_id)
        if after_status is not None:
            statement = statement.where(PermitAudit.after_status == after_status)
        statement = statement.order_by(PermitAudit.created_at.desc(), PermitAudit.id.desc())
        return (await self.session.scalars(statement)).all()

    async def add(self, permit: Permit) -> None:
        self.session.add(permit)
        await self.session.flush()

    def record(self, entry: PermitAudit) -> None:
        self.session.add(entry)

    async def existing_keys(self) -> set[tuple[str, str]]:
        """(company, product) pairs that have a permit."""
        rows = await self.session.execute(select(Permit.comp_code, Permit.prod_code))
        return {(comp_code, prod_code) for comp_code, prod_code in rows}

    async def company_role(self, comp_biz_code: str) -> CompanyRole | None:
        """The company role with this business code, whatever its company or status."""
        return await self.session.get(CompanyRole, comp_biz_code)
