"""The platform's product catalogue, which the content service owns (its internal route)."""

import logging

from fastapi import FastAPI
from pydantic import TypeAdapter, ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.i18n import Language
from portal_kit.peers import ask_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

PEER = "content"
LIST_PATH = "/internal/product/list"


class Product(WireModel):
    product_code: str
    product_name: str
    summary: str
    icon: str
    sort: int


_PRODUCTS = TypeAdapter(list[Product])


async def list_products(app: FastAPI, language: Language) -> list[Product]:
    """The enabled products in display order, named in ``language``; 503 when content fails."""
    http = peer_or_unavailable(app, PEER)
    answer = await ask_peer(http, LIST_PATH, {}, {"Accept-Language": language})
    if answer.status != 200:
        logger.warning("content %s answered status %s", LIST_PATH, answer.status)
        raise ServiceUnavailable()
    try:
        return _PRODUCTS.validate_python(answer.body)
    except ValidationError as exc:
        logger.warning("content %s answered an unexpected body", LIST_PATH)
        raise ServiceUnavailable() from exc


async def product_name(app: FastAPI, product_code: str, language: Language) -> str | None:
    """The product's name for a notification; ``None`` when content cannot say (the message
    then shows the code: a decision must not fail for want of a name)."""
    try:
        products = await list_products(app, language)
    except ServiceUnavailable:
        return None
    return next((p.product_name for p in products if p.product_code == product_code), None)
