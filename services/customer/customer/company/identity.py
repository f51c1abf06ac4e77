"""Sealed ID numbers of this service: their purposes, and how they are shown (masked)."""

import logging
from datetime import UTC, datetime

from portal_kit.masking import mask_id_number
from portal_kit.sealed import OpenFailed, Sealer

logger = logging.getLogger(__name__)

# Sealing purposes, one per column: a value copied into another column does not open.
LEGAL_REP_ID = "customer.company.legal_rep_id_number"
ADMIN_CHANGE_ID = "customer.admin_change.id_number"
REAL_NAME_ID = "customer.real_name_verification.id_number"


def masked_id(sealer: Sealer, sealed: str | None, purpose: str) -> str | None:
    """First 6 and last 4 characters of a sealed ID number; ``None`` when there is none.

    A value no live key opens (a retired key, a damaged row) is logged and shown as missing:
    one unreadable number must not take the whole screen down.
    """
    if sealed is None:
        return None
    try:
        return mask_id_number(sealer.open(sealed, purpose))
    except OpenFailed:
        logger.error("a sealed %s value does not open with any live identity key", purpose)
        return None


def aware(moment: datetime) -> datetime:
    """SQLite hands times back without their zone; they are all stored as UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
