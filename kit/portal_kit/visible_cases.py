"""What every service's tests of ``Visible`` fields share: the characters they hide in a
name, the answer they expect, a name that must still pass, and the rows that must not move."""

from typing import Any

from fastapi import FastAPI
from sqlalchemy import MetaData, select

# A right-to-left override, a zero-width space, a left-to-right isolate, a byte order mark.
FORMAT_CHARACTERS = ("\u202e", "\u200b", "\u2066", "\ufeff")
# Chinese, blanks, a hyphen, an apostrophe, an emoji and an emoji sequence (its joiner kept).
VISIBLE_NAME = "王 O'Brien-李 🚀 👩\u200d💻"


def case_id(value: object) -> str:
    """A test id naming the call and the field, not the whole body."""
    return value if isinstance(value, str) else "body"


def hidden_in(value: str, character: str) -> str:
    """``value`` with ``character`` in its middle, where a reader would not suspect it."""
    middle = len(value) // 2
    return value[:middle] + character + value[middle:]


def refusal(field: str, character: str) -> str:
    """The envelope's ``msg`` (English) for ``field`` holding ``character``."""
    return (
        f"{field} contains an invisible formatting character (U+{ord(character):04X}); "
        "please type it again"
    )


def tainted(body: dict[str, Any], field: str, character: str) -> dict[str, Any]:
    """A copy of ``body`` with ``character`` hidden in the text at the dotted wire path
    ``field`` (``voucher.name``)."""
    *parents, last = field.split(".")
    copy = dict(body)
    inner = copy
    for parent in parents:
        inner[parent] = dict(inner[parent])
        inner = inner[parent]
    inner[last] = hidden_in(inner[last], character)
    return copy


async def every_row(app: FastAPI, metadata: MetaData) -> dict[str, list[str]]:
    """Every row of every table of ``metadata``, as text: the same before and after a call
    shows the call changed nothing."""
    snapshot: dict[str, list[str]] = {}
    async with app.state.db.sessionmaker() as session:
        for table in metadata.sorted_tables:
            rows = (await session.execute(select(table))).all()
            snapshot[table.name] = sorted(repr(tuple(row)) for row in rows)
    return snapshot
