"""Identity fields shown whole to a reviewer or approver: each showing is audited, naming the
field, never the value."""

import logging

from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.audit import record
from portal_kit.operators import OperatorContext
from portal_kit.sealed import OpenFailed, Sealer

logger = logging.getLogger(__name__)


def unsealed(sealer: Sealer, sealed: str | None, purpose: str) -> str | None:
    """The whole value; ``None`` when there is none or no live key opens it."""
    if sealed is None:
        return None
    try:
        return sealer.open(sealed, purpose)
    except OpenFailed:
        logger.error("a sealed %s value does not open with any live identity key", purpose)
        return None


async def record_unmask(
    db: AsyncSession, operator: OperatorContext, target_type: str, case_id: int, field: str
) -> None:
    await record(
        db,
        operator,
        f"{target_type}.unmask",
        target_type,
        str(case_id),
        summary=f"showed {field} whole",
        after={"field": field},
    )
