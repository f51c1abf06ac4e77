from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from content.models import Product


class ProductRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_enabled(self) -> Sequence[Product]:
        statement = select(Product).where(Product.enabled).order_by(Product.sort, Product.code)
        return (await self.session.scalars(statement)).all()

    async def existing_codes(self) -> set[str]:
        return set((await self.session.scalars(select(Product.code))).all())

    def add(self, product: Product) -> None:
        self.session.add(product)
