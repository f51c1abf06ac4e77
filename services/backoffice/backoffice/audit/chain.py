"""The audit log's chain: appending one entry at a time, and checking every link.

Appending takes the chain's head row first (an UPDATE: the row lock on PostgreSQL, the write
lock on SQLite), so concurrent appends queue up and each links to the one before. An entry
already in the log (the same ``entryId`` delivered again) is not appended twice.
"""

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.models import AuditHead, AuditLogEntry
from portal_kit.audit import GENESIS_HASH, AuditEntry, canonical_text, link_hash

HEAD_ID = 1
VERIFY_BATCH = 1000


def _json_or_none(value: dict[str, object] | None) -> str | None:
    if value is None:
        return None
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


async def append(db: AsyncSession, entry: AuditEntry) -> AuditLogEntry | None:
    """Append ``entry`` in ``db``'s transaction; ``None`` when the log already holds it."""
    moved = await db.execute(
        update(AuditHead)
        .where(AuditHead.id == HEAD_ID)
        .values(sequence=AuditHead.sequence + 1)
        .returning(AuditHead.sequence, AuditHead.hash)
    )
    sequence, previous_hash = moved.one()
    known = await db.scalar(
        select(AuditLogEntry.sequence).where(AuditLogEntry.entry_id == entry.entry_id)
    )
    if known is not None:
        # Give the number back: the head is locked by this transaction, so nobody took it.
        await db.execute(
            update(AuditHead).where(AuditHead.id == HEAD_ID).values(sequence=sequence - 1)
        )
        return None
    canonical = canonical_text(sequence, entry)
    digest = link_hash(previous_hash, canonical)
    row = AuditLogEntry(
        sequence=sequence,
        entry_id=entry.entry_id,
        at=entry.at,
        source=entry.source,
        operator_code=entry.operator_code,
        operator_name=entry.operator_name,
        via=entry.via,
        token_id=entry.token_id,
        ip=entry.ip,
        user_agent=entry.user_agent,
        request_id=entry.request_id,
        action=entry.action,
        target_type=entry.target_type,
        target_id=entry.target_id,
        summary=entry.summary,
        before=_json_or_none(entry.before),
        after=_json_or_none(entry.after),
        canonical=canonical,
        previous_hash=previous_hash,
        hash=digest,
    )
    db.add(row)
    await db.execute(update(AuditHead).where(AuditHead.id == HEAD_ID).values(hash=digest))
    await db.flush()
    return row


def entry_of(row: AuditLogEntry) -> AuditEntry:
    """The entry as its columns hold it (which the canonical text must match)."""
    return AuditEntry(
        entry_id=row.entry_id,
        at=row.at,
        source=row.source,
        operator_code=row.operator_code,
        operator_name=row.operator_name,
        via=row.via,
        token_id=row.token_id,
        ip=row.ip,
        user_agent=row.user_agent,
        request_id=row.request_id,
        action=row.action,
        target_type=row.target_type,
        target_id=row.target_id,
        summary=row.summary,
        before=json.loads(row.before) if row.before is not None else None,
        after=json.loads(row.after) if row.after is not None else None,
    )


@dataclass(frozen=True, slots=True)
class ChainCheck:
    """What checking the chain found: the first broken link, if any."""

    entries: int
    head_sequence: int
    head_hash: str
    broken_at: int | None = None
    reason: str = ""

    @property
    def intact(self) -> bool:
        return self.broken_at is None


def check_link(row: AuditLogEntry, expected_sequence: int, previous_hash: str) -> str:
    """Why ``row`` does not continue the chain after ``previous_hash`` ("" when it does)."""
    if row.sequence != expected_sequence:
        return f"entry {expected_sequence} is missing"
    if row.previous_hash != previous_hash:
        return "it does not link to the entry before it"
    if link_hash(previous_hash, row.canonical) != row.hash:
        return "its hash does not match its text"
    if canonical_text(row.sequence, entry_of(row)) != row.canonical:
        return "its fields differ from the text its hash covers"
    return ""


async def _rows(db: AsyncSession) -> AsyncIterator[AuditLogEntry]:
    after = 0
    while True:
        batch = (
            await db.scalars(
                select(AuditLogEntry)
                .where(AuditLogEntry.sequence > after)
                .order_by(AuditLogEntry.sequence)
                .limit(VERIFY_BATCH)
            )
        ).all()
        if not batch:
            return
        for row in batch:
            yield row
        after = batch[-1].sequence


async def verify(db: AsyncSession) -> ChainCheck:
    """Walk the whole chain from its first entry to the head."""
    head = await db.get_one(AuditHead, HEAD_ID)
    previous_hash, expected, count = GENESIS_HASH, 1, 0
    async for row in _rows(db):
        reason = check_link(row, expected, previous_hash)
        if reason:
            return ChainCheck(count, head.sequence, head.hash, expected, reason)
        previous_hash, expected, count = row.hash, expected + 1, count + 1
    if count != head.sequence or previous_hash != head.hash:
        return ChainCheck(
            count, head.sequence, head.hash, count + 1, "the log ends before its recorded head"
        )
    return ChainCheck(count, head.sequence, head.hash)
