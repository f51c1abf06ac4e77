"""Operators' actions, recorded in the same transaction as the change they made.

A service acting for an operator calls ``record`` with what changed. The entry travels as an
``audit.recorded`` event through the service's outbox (``portal_kit.event_outbox``) to the back
office, which appends it to the operator audit log: nothing is recorded for a change that rolled
back, and nothing committed goes unrecorded.

The log is a hash chain: each entry's hash covers its canonical text and the previous entry's
hash, so changing, removing or reordering any entry breaks every later link. ``canonical_text``
and ``link_hash`` are the one definition of both, used by the back office to append and by
``portalctl audit verify`` to check the chain on its own.
"""

import hashlib
import json
import uuid
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import Field
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.envelope import WireModel
from portal_kit.event_outbox import stage
from portal_kit.operators import OperatorContext

AUDIT_RECORDED = "audit.recorded"
GENESIS_HASH = "0" * 64
SUMMARY_LENGTH = 500


class AuditEntry(WireModel):
    """One operator action: who, when, from where, what, and the state before and after.

    ``before``/``after`` hold what the operator saw and changed, never a secret: personal ID
    numbers appear masked, and an unmasking records which field was shown, not its value.
    """

    # Bounded as the log stores them: an entry that cannot be stored fails the action that
    # records it, never its delivery to the log (which would lose it).
    # Drawn by the service that acted: the log takes each entry once, however often delivered.
    entry_id: Annotated[str, Field(min_length=1, max_length=32)]
    at: datetime
    source: Annotated[str, Field(max_length=32)]
    operator_code: Annotated[str, Field(max_length=32)]
    operator_name: Annotated[str, Field(max_length=64)]
    via: Annotated[str, Field(max_length=16)]
    token_id: Annotated[str, Field(max_length=32)]
    ip: Annotated[str, Field(max_length=45)]
    user_agent: Annotated[str, Field(max_length=255)]
    request_id: Annotated[str, Field(max_length=64)]
    action: Annotated[str, Field(min_length=1, max_length=64)]
    target_type: Annotated[str, Field(max_length=32)]
    target_id: Annotated[str, Field(max_length=64)]
    summary: Annotated[str, Field(max_length=SUMMARY_LENGTH)] = ""
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None


def audit_entry(
    operator: OperatorContext,
    action: str,
    target_type: str,
    target_id: str,
    *,
    summary: str = "",
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
) -> AuditEntry:
    identity = operator.identity
    return AuditEntry(
        entry_id=uuid.uuid4().hex,
        at=operator.at,
        source=operator.service,
        operator_code=identity.operator_code,
        operator_name=identity.name,
        via=identity.via.value,
        token_id=identity.token_id,
        ip=operator.ip,
        user_agent=operator.user_agent,
        request_id=operator.request_id,
        action=action,
        target_type=target_type,
        target_id=target_id,
        summary=summary[:SUMMARY_LENGTH],
        before=before,
        after=after,
    )


async def record(
    db: AsyncSession,
    operator: OperatorContext,
    action: str,
    target_type: str,
    target_id: str,
    *,
    summary: str = "",
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
) -> AuditEntry:
    """Stage the entry in ``db``'s transaction; it reaches the log once that commits.

    ``action`` is ``<target type>.<verb>`` (``registration.recommend``, ``user.disable``);
    ``before``/``after`` are JSON objects (``model_dump(mode="json")``), or ``None``.
    """
    entry = audit_entry(
        operator, action, target_type, target_id, summary=summary, before=before, after=after
    )
    await stage(db, AUDIT_RECORDED, entry.model_dump(mode="json", by_alias=True))
    return entry


def canonical_time(moment: datetime) -> str:
    """One spelling of an instant: UTC, microseconds, ``Z``. A time without a zone is UTC (as
    SQLite gives back what the portal, which keeps every time in UTC, stored)."""
    aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    return aware.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def canonical_text(sequence: int, entry: AuditEntry) -> str:
    """The text an entry's hash covers: its position and every field, as compact JSON with
    sorted keys (the same bytes whichever database stored it)."""
    fields = entry.model_dump(mode="json", by_alias=True)
    fields["at"] = canonical_time(entry.at)
    fields["sequence"] = sequence
    return json.dumps(fields, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def link_hash(previous_hash: str, canonical: str) -> str:
    """The hash chaining an entry to the one before it (``GENESIS_HASH`` before the first)."""
    return hashlib.sha256(f"{previous_hash}\n{canonical}".encode()).hexdigest()
