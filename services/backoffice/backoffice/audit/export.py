"""The audit log as CSV, for a spreadsheet: UTF-8 with a byte-order mark (Excel reads it as
UTF-8 then), and no cell a spreadsheet would run as a formula."""

import csv
import io
import json
from collections.abc import Sequence

from backoffice.models import AuditLogEntry
from portal_kit.audit import canonical_time

COLUMNS = (
    "sequence",
    "at",
    "operator_code",
    "operator_name",
    "via",
    "token_id",
    "ip",
    "source",
    "action",
    "target_type",
    "target_id",
    "summary",
    "before",
    "after",
    "hash",
)
# A cell starting with one of these is read as a formula by Excel, LibreOffice and Sheets.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
BOM = "\ufeff"


def neutralised(value: str) -> str:
    """``value`` shown as text by a spreadsheet: a leading apostrophe before a formula start."""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


def _cells(row: AuditLogEntry) -> list[str]:
    values = {
        "sequence": str(row.sequence),
        "at": canonical_time(row.at),
        "operator_code": row.operator_code,
        "operator_name": row.operator_name,
        "via": row.via,
        "token_id": row.token_id,
        "ip": row.ip,
        "source": row.source,
        "action": row.action,
        "target_type": row.target_type,
        "target_id": row.target_id,
        "summary": row.summary,
        "before": row.before or "",
        "after": row.after or "",
        "hash": row.hash,
    }
    return [neutralised(values[column]) for column in COLUMNS]


def to_csv(rows: Sequence[AuditLogEntry]) -> bytes:
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for row in rows:
        writer.writerow(_cells(row))
    return buffer.getvalue().encode("utf-8")


def filters_text(filters: dict[str, object]) -> str:
    """The filters of an export, for its own audit entry."""
    given = {name: value for name, value in filters.items() if value not in ("", None)}
    return json.dumps(given, ensure_ascii=False, default=str, sort_keys=True)
