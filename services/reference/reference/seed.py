"""Platform data of the reference service: administrative divisions and dictionaries."""

from sqlalchemy.ext.asyncio import AsyncSession

from reference.dicts.data import DICTIONARIES
from reference.dicts.repository import DictRepository
from reference.divisions import latest_divisions
from reference.models import DictEntry
from reference.repository import DivisionRepository

SORT_STEP = 10


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add the divisions and dictionary entries that are missing (the same for demo and
    production); entries already present stay as operators edited them."""
    repository = DivisionRepository(session)
    existing = await repository.existing_codes()
    repository.add_all(division for division in latest_divisions() if division.code not in existing)
    await _seed_dictionaries(session)


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
