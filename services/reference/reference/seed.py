"""Platform data of the reference service: administrative divisions and dictionaries."""

from sqlalchemy.ext.asyncio import AsyncSession

from reference.dicts.data import DICTIONARIES
from reference.dicts.repository import DictRepository
from reference.divisions import latest_divisions
from reference.models import DictEntry
from reference.repository import DivisionRepository

SORT_STEP = 10


async def seed(session: AsyncSession, demo: bool) -> None:
    """Bring the divisions to the newest official list and add the dictionary entries that
    are missing (the same for demo and production); dictionary entries already present stay
    as operators edited them."""
    await sync_divisions(session)
    await _seed_dictionaries(session)


async def sync_divisions(session: AsyncSession) -> None:
    """The divisions become exactly the newest official list: new ones are added, renamed or
    moved ones updated and retired ones (e.g. 莱芜市, merged into 济南市) removed, so the
    address picker never offers a division that no longer exists. Divisions are no operator
    data: nothing edited is lost. Addresses already stored keep their codes and names."""
    repository = DivisionRepository(session)
    stored = await repository.all_by_code()
    current = {division.code: division for division in latest_divisions()}
    await repository.delete_codes(code for code in stored if code not in current)
    for code, division in current.items():
        row = stored.get(code)
        if row is None:
            repository.add_all([division])
        elif (row.name, row.parent_code, row.level, row.revision) != (
            division.name,
            division.parent_code,
            division.level,
            division.revision,
        ):
            row.name, row.parent_code = division.name, division.parent_code
            row.level, row.revision = division.level, division.revision


async def _seed_dictionaries(session: AsyncSession) -> None:
    repository = DictRepository(session)
    existing = await repository.existing_keys()
    repository.add_all(
        DictEntry(
            dict_type=dict_type,
            code=entry.code,
            label_zh=entry.label_zh,
            label_en=entry.label_en,
            sort=sort * SORT_STEP,
            colour=entry.colour,
        )
        for dict_type, entries in DICTIONARIES.items()
        for sort, entry in enumerate(entries, start=1)
        if (dict_type, entry.code) not in existing
    )
