"""Platform data of the reference service: the administrative divisions."""

from sqlalchemy.ext.asyncio import AsyncSession

from reference.divisions import latest_divisions
from reference.repository import DivisionRepository


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add the divisions that are missing (the dataset is the same for demo and production)."""
    repository = DivisionRepository(session)
    existing = await repository.existing_codes()
    repository.add_all(division for division in latest_divisions() if division.code not in existing)
