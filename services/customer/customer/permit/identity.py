"""The applicant's voucher against their verified real-name identity.

A verified identity is never replaced by what an application carries: a voucher whose ID
number differs is refused at submission, and one that came to differ while the application
waited (the person verified meanwhile) is shown beside the verified one and never recorded.
"""

import logging
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.identity import REAL_NAME_ID
from customer.permit.models import VOUCHER_ID, Permit
from customer.realname.models import RealNameVerification
from customer.realname.repository import RealNameRepository
from portal_kit.i18n import Text
from portal_kit.sealed import OpenFailed, Sealer
from portal_kit.validators import for_field, normalise_id_number

logger = logging.getLogger(__name__)

NOT_THE_VERIFIED_IDENTITY = for_field(
    "voucher.idNumber",
    Text(
        "does not match the ID number of your verified real-name identity",
        "与您已通过实名认证的身份证号码不一致",
    ),
)


@dataclass(frozen=True, slots=True)
class VerifiedIdentity:
    record: RealNameVerification
    # The whole number; ``None`` when no live key opens it.
    id_number: str | None

    def matches(self, id_number: str) -> bool | None:
        """Whether ``id_number`` is the verified one (``None``: cannot tell)."""
        if self.id_number is None:
            return None
        return normalise_id_number(self.id_number) == normalise_id_number(id_number)


async def verified_identity(
    db: AsyncSession, sealer: Sealer, comp_code: str, user_code: str
) -> VerifiedIdentity | None:
    record = await RealNameRepository(db).verified_identity(comp_code, user_code)
    if record is None:
        return None
    try:
        number: str | None = sealer.open(record.id_number, REAL_NAME_ID)
    except OpenFailed:
        logger.error("real-name record %s does not open with any live identity key", record.id)
        number = None
    return VerifiedIdentity(record, number)


def voucher_number(sealer: Sealer, permit: Permit) -> str | None:
    """The application's voucher ID number whole; ``None`` when none or unreadable."""
    if permit.voucher_id_number is None:
        return None
    try:
        return sealer.open(permit.voucher_id_number, VOUCHER_ID)
    except OpenFailed:
        logger.error("permit %s: the voucher does not open with any live identity key", permit.id)
        return None


def identity_matches(verified: VerifiedIdentity | None, voucher: str | None) -> bool | None:
    """Whether the voucher is the verified identity; ``None`` when there is nothing to
    compare (no voucher or no verified identity)."""
    if verified is None or voucher is None:
        return None
    return verified.matches(voucher)
