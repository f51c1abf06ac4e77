"""Sealing purposes of the registration's secrets (one per column, see portal_kit.sealed)."""

from portal_kit.sealed import Sealer

LEGAL_REP_ID = "customer.registration.legal_rep_id_number"
REAL_NAME_ID = "customer.registration.real_name_id_number"
INVITE_CODE = "customer.registration.invite_code"


def reseal(sealer: Sealer, sealed: str, from_purpose: str, to_purpose: str) -> str:
    """A value sealed for one column, sealed again for another (approval copies ID numbers
    into the company's tables, whose purposes differ)."""
    return sealer.seal(sealer.open(sealed, from_purpose), to_purpose)
