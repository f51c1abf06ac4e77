"""The events a registration decision stages in its transaction (DESIGN §7), published once
that commits; payload fields as the message service's catalogue reads them (camelCase)."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

APPROVED = "company.approved"
REJECTED = "company.rejected"
INVITATION_ACCEPTED = "invitation.accepted"


@dataclass(frozen=True, slots=True)
class PendingEvent:
    type: str
    payload: Mapping[str, Any]
