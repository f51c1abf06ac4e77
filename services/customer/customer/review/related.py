"""A company's applications in every queue: the history a case is read against."""

from datetime import UTC, datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.change.models import AdminChangeApplication
from customer.company.identity import aware
from customer.models import Company
from customer.permit.models import Permit
from customer.registration.models import Registration
from customer.review.models import ADMIN_CHANGE, PERMIT, REGISTRATION
from customer.review.schemas import RelatedApplication

# Sorts applications never submitted after every submitted one (newest first).
NEVER = datetime.min.replace(tzinfo=UTC)


async def company_applications(
    db: AsyncSession, comp_code: str, *, leave_out: tuple[str, int] | None = None
) -> list[RelatedApplication]:
    """The company's registration, permits and changes of administrator, newest first;
    nothing when the company does not exist (yet). ``leave_out``: (queue, id) of the case
    being read."""
    if await db.get(Company, comp_code) is None:
        return []
    found: list[RelatedApplication] = []
    registrations = await db.scalars(
        select(Registration).where(Registration.comp_code == comp_code)
    )
    for r in registrations:
        found.append(_related(REGISTRATION, r.id, r.status, None, r.submitted_at, r.decided_at))
    for p in await db.scalars(select(Permit).where(Permit.comp_code == comp_code)):
        found.append(_related(PERMIT, p.id, p.status, p.prod_code, p.submitted_at, p.decided_at))
    changes = await db.scalars(
        select(AdminChangeApplication).where(AdminChangeApplication.comp_code == comp_code)
    )
    for c in changes:
        found.append(_related(ADMIN_CHANGE, c.id, c.status, None, c.submitted_at, c.decided_at))
    kept = [a for a in found if leave_out is None or (a.queue, a.id) != leave_out]
    return sorted(kept, key=lambda a: a.submitted_at or NEVER, reverse=True)


def _related(
    queue: str,
    case_id: int,
    status: str | int,
    product_code: str | None,
    submitted: datetime | None,
    decided: datetime | None,
) -> RelatedApplication:
    return RelatedApplication.model_validate(
        {
            "queue": queue,
            "id": case_id,
            "status": status,
            "product_code": product_code,
            "submitted_at": aware(submitted) if submitted else None,
            "decided_at": aware(decided) if decided else None,
        }
    )
