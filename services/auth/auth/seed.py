"""Platform data of the auth service: the security parameters' defaults."""

from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import SecurityParam
from auth.params import SECURITY_PARAMS
from auth.repository import SecurityParamRepository


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add parameters that are missing; values operators changed stay as they are."""
    repository = SecurityParamRepository(session)
    existing = await repository.existing_keys()
    for key, (value, description) in SECURITY_PARAMS.items():
        if key not in existing:
            repository.add(SecurityParam(key=key, value=value, description=description))
