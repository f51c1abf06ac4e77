from sqlalchemy.ext.asyncio import AsyncSession

from content.repository import ProductRepository
from content.schemas import ProductRead
from portal_kit.i18n import Language


async def list_products(session: AsyncSession, language: Language) -> list[ProductRead]:
    """The enabled products in display order, named in the caller's language."""
    products = await ProductRepository(session).list_enabled()
    english = language == "en"
    return [
        ProductRead(
            product_code=product.code,
            product_name=product.name_en if english else product.name_zh,
            summary=product.summary_en if english else product.summary_zh,
            icon=product.icon,
            sort=product.sort,
        )
        for product in products
    ]
