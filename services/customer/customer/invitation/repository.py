from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, Row, and_, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from customer.invitation.models import EXPIRED, PENDING, CompanyLink, Invitation
from customer.models import Company


def _status_is(status: str, now: datetime) -> ColumnElement[bool]:
    """'pending' is stored; so is 'expired' for a replaced invitation, and otherwise the
    expiry tells a pending invitation from an expired one."""
    if status == PENDING:
        return and_(Invitation.status == PENDING, Invitation.expires_at > now)
    if status == EXPIRED:
        return or_(
            Invitation.status == EXPIRED,
            and_(Invitation.status == PENDING, Invitation.expires_at <= now),
        )
    return Invitation.status == status


class InvitationRepository:
    """Invitations; every read by id is scoped by the inviting company."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(
        self, comp_code: str, status: str | None, now: datetime, offset: int, limit: int
    ) -> tuple[int, Sequence[Invitation]]:
        statement = select(Invitation).where(Invitation.inviter_comp_code == comp_code)
        if status is not None:
            statement = statement.where(_status_is(status, now))
        total = await self.session.scalar(select(func.count()).select_from(statement.subquery()))
        rows = await self.session.scalars(
            statement.order_by(Invitation.created_at.desc(), Invitation.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return total or 0, rows.all()

    async def get_of_company(self, comp_code: str, invitation_id: int) -> Invitation | None:
        statement = (
            select(Invitation)
            .where(Invitation.id == invitation_id, Invitation.inviter_comp_code == comp_code)
            .with_for_update()
        )
        return await self.session.scalar(statement)

    async def pending_to(self, comp_code: str, mobile: str, now: datetime) -> bool:
        """Whether the company already has a live invitation out to this mobile."""
        statement = select(Invitation.id).where(
            Invitation.inviter_comp_code == comp_code,
            Invitation.mobile == mobile,
            _status_is(PENDING, now),
        )
        return (await self.session.scalar(statement.limit(1))) is not None

    async def retire_expired_to(self, comp_code: str, mobile: str, now: datetime) -> None:
        """Store 'expired' on the company's expired invitation to this mobile, which a new one
        replaces (the unique index allows one stored as pending)."""
        await self.session.execute(
            update(Invitation)
            .where(
                Invitation.inviter_comp_code == comp_code,
                Invitation.mobile == mobile,
                Invitation.status == PENDING,
                Invitation.expires_at <= now,
            )
            .values(status=EXPIRED)
            .execution_options(synchronize_session=False)
        )

    async def by_code_hash(
        self, code_hash: str, *, lock: bool = False
    ) -> Row[Invitation, Company] | None:
        """The invitation with that code, and its inviting company (the invitation locked until
        the transaction ends, when ``lock``: it is about to be accepted)."""
        statement = (
            select(Invitation, Company)
            .join(Company, Company.comp_code == Invitation.inviter_comp_code)
            .where(Invitation.code_hash == code_hash)
        )
        if lock:
            statement = statement.with_for_update(of=Invitation)
        return (await self.session.execute(statement)).one_or_none()

    async def link_exists(self, inviter_comp_code: str, invitee_comp_code: str) -> bool:
        statement = select(CompanyLink.id).where(
            CompanyLink.inviter_comp_code == inviter_comp_code,
            CompanyLink.invitee_comp_code == invitee_comp_code,
        )
        return (await self.session.scalar(statement)) is not None

    async def add(self, row: Invitation | CompanyLink) -> None:
        self.session.add(row)
        await self.session.flush()
