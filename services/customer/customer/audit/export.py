"""The audit log as CSV, for a spreadsheet: UTF-8 with a byte-order mark (Excel reads it as
UTF-8 then), a header in the reader's language, and no cell a spreadsheet would run as a
formula (names and details are typed by people)."""

import csv
import io
from collections.abc import Sequence

from customer.audit.kinds import LABELS
from customer.audit.models import CompanyAuditEntry
from customer.audit.service import audit_row
from portal_kit.i18n import Language, Text
from portal_kit.validators import CHINA_TIME

HEADER = (
    Text(en="Time", zh="时间"),
    Text(en="Operator", zh="操作人"),
    Text(en="Mobile", zh="手机号"),
    Text(en="Kind", zh="操作类型"),
    Text(en="Description", zh="操作内容"),
    Text(en="Subject", zh="操作对象"),
)
# A cell starting with one of these is read as a formula by Excel, LibreOffice and Sheets.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
BOM = "\ufeff"
# The specification's date-time format, in China time as the screens show it.
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"
FILE_NAME = "audit-log.csv"


def neutralised(value: str) -> str:
    """``value`` shown as text by a spreadsheet: a leading apostrophe before a formula start."""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


def _cells(entry: CompanyAuditEntry, language: Language) -> list[str]:
    row = audit_row(entry, language)
    label = LABELS.get(row.kind)
    return [
        neutralised(value)
        for value in (
            row.at.astimezone(CHINA_TIME).strftime(TIME_FORMAT),
            row.actor_name,
            row.actor_mobile,
            label.render(language) if label else row.kind,
            row.text,
            row.subject_name or row.subject_code,
        )
    ]


def to_csv(entries: Sequence[CompanyAuditEntry], language: Language) -> bytes:
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([title.render(language) for title in HEADER])
    for entry in entries:
        writer.writerow(_cells(entry, language))
    return buffer.getvalue().encode("utf-8")
