"""The platform's product catalogue, which the content service owns (its internal route).

It changes with a release, hardly ever: each process keeps it per language instead of asking
content at every call. Content publishes ``product.changed`` when its catalogue changes, and
every process forgets its copy on that event (``catalogue_watcher``); the copy also expires
after ``CATALOGUE_TTL_SEC``, for a change the event did not announce (an edit by hand).
"""

import logging
import time
from collections.abc import Callable, Sequence

from fastapi import FastAPI
from pydantic import TypeAdapter, ValidationError
from redis.asyncio import Redis

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.events import Event, Watcher
from portal_kit.i18n import Language
from portal_kit.peers import ask_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

PEER = "content"
LIST_PATH = "/internal/product/list"
# Content's event: its catalogue changed (a product added, renamed, enabled or disabled).
PRODUCT_CHANGED = "product.changed"
CATALOGUE_TTL_SEC = 300.0


class Product(WireModel):
    product_code: str
    product_name: str
    summary: str
    icon: str
    sort: int


_PRODUCTS = TypeAdapter(tuple[Product, ...])


class ProductCatalogue:
    """Content's enabled products per language, as this process last read them."""

    def __init__(
        self, ttl_sec: float = CATALOGUE_TTL_SEC, now: Callable[[], float] = time.monotonic
    ) -> None:
        self.ttl_sec = ttl_sec
        self._now = now
        self._copies: dict[Language, tuple[float, tuple[Product, ...]]] = {}
        # Bumped by ``forget``: a read that began before a change is not kept after it.
        self._generation = 0

    async def products(self, app: FastAPI, language: Language) -> Sequence[Product]:
        copy = self._copies.get(language)
        now = self._now()
        if copy is not None and now - copy[0] < self.ttl_sec:
            return copy[1]
        generation = self._generation
        products = await _fetch(app, language)
        if generation == self._generation:
            self._copies[language] = (now, products)
        return products

    def forget(self, _event: Event | None = None) -> None:
        self._copies.clear()
        self._generation += 1


def catalogue_of(app: FastAPI) -> ProductCatalogue:
    catalogue: ProductCatalogue | None = getattr(app.state, "product_catalogue", None)
    if catalogue is None:
        catalogue = app.state.product_catalogue = ProductCatalogue()
    return catalogue


def catalogue_watcher(app: FastAPI, kv: Redis) -> Watcher:
    """Every process's copy is forgotten when content announces a change."""
    return Watcher(kv, {PRODUCT_CHANGED: catalogue_of(app).forget})


async def _fetch(app: FastAPI, language: Language) -> tuple[Product, ...]:
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


async def list_products(app: FastAPI, language: Language) -> Sequence[Product]:
    """The enabled products in display order, named in ``language``; 503 when content fails."""
    return await catalogue_of(app).products(app, language)


async def product_name(app: FastAPI, product_code: str, language: Language) -> str | None:
    """The product's name for a notification; ``None`` when content cannot say (the message
    then shows the code: a decision must not fail for want of a name)."""
    try:
        products = await list_products(app, language)
    except ServiceUnavailable:
        return None
    return next((p.product_name for p in products if p.product_code == product_code), None)
