"""Administrative divisions from the file ``refresh_divisions`` writes, never typed by hand."""

import csv
from collections.abc import Iterator
from pathlib import Path

from reference.models import Division

DATA_DIR = Path(__file__).resolve().parent / "data"
# ``divisions-<year>.csv``: the year of the official list is the revision the rows carry.
FILE_PREFIX = "divisions-"


def _level(code: str) -> int:
    if code.endswith("0000"):
        return 1
    return 2 if code.endswith("00") else 3


def dataset() -> Path:
    [path] = DATA_DIR.glob(f"{FILE_PREFIX}*.csv")
    return path


def latest_divisions() -> Iterator[Division]:
    """Every division of the newest official list with its parent and level.

    A county whose prefecture is no division (counties directly administered by a province,
    the districts of the municipalities) hangs under its province.
    """
    path = dataset()
    revision = path.stem.removeprefix(FILE_PREFIX)
    with path.open(encoding="utf-8", newline="") as table:
        for row in csv.DictReader(table):
            code = row["code"]
            yield Division(
                code=code,
                name=row["name"],
                parent_code=row["parent_code"] or None,
                level=_level(code),
                revision=revision,
            )
