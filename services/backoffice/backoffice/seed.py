"""Platform data of the back office: none (operators are made by people); demo operators in
dev and test modes."""

from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.demo import seed_demo_operators


async def seed(db: AsyncSession, demo: bool) -> None:
    if demo:
        await seed_demo_operators(db)
