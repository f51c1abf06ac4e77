"""The product catalogue each customer process keeps of content's: what a company sees is
what content says, without asking it at every call, and a change of the catalogue or of a
permit shows at the next call once content has announced it."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import delete

from content.models import Product
from content.seed import seed as seed_content
from customer.permit.products import catalogue_of, catalogue_watcher
from portal_kit.events import Watcher
from portal_kit.testing import relay_staged_events

from .conftest import Headers
from .permit_support import FIND_ALL, apply_for, call, decide

pytestmark = pytest.mark.usefixtures("demo")

PRODUCTS = ["EC", "CRM", "CREDIT", "BILL", "LC", "DEPOSIT", "INVOICE", "QUOTA", "SIGN"]


def codes(envelope: dict[str, Any]) -> list[str]:
    assert envelope["status"] == 200, envelope
    return [item["productCode"] for item in envelope["body"]]


@pytest.fixture
async def watcher(service_app: FastAPI) -> Watcher:
    """The customer's watcher of content's events, placed before the first call (as at
    start-up); the test polls it instead of a background task."""
    found = catalogue_watcher(service_app, service_app.state.kv)
    await found.setup()
    return found


async def remove_product(content_app: FastAPI, code: str) -> None:
    """As before a release that brings the product: content does not have it yet."""
    async with content_app.state.db.sessionmaker() as session:
        await session.execute(delete(Product).where(Product.code == code))
        await session.commit()


async def release(content_app: FastAPI) -> None:
    """The release's start-up: content's seed adds the missing product, and its relay
    publishes the change once committed."""
    async with content_app.state.db.sessionmaker() as session:
        await seed_content(session, demo=False)
        await session.commit()
    await relay_staged_events(content_app)


class TestProductCatalogue:
    async def test_an_added_product_shows_at_the_next_call_after_contents_event(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        watcher: Watcher,
    ) -> None:
        await remove_product(content_peer, "SIGN")
        before = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")

        await release(content_peer)
        await watcher.poll()
        after = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")

        assert codes(before) == PRODUCTS[:-1]
        assert codes(after) == PRODUCTS
        sign = after["body"][-1]
        assert (sign["productName"], sign["permitStatus"], sign["canApply"]) == (
            "E-signatures",
            None,
            True,
        )

    @pytest.mark.usefixtures("content_peer")
    async def test_the_kept_catalogue_answers_as_content_itself(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        async def both_languages() -> list[dict[str, Any]]:
            return [
                await call(client, FIND_ALL, signed_in("EMP0004", language), compCode="DEMO0001")
                for language in ("en", "zh-CN")
            ]

        fresh = await both_languages()
        kept = await both_languages()
        catalogue_of(service_app).forget()
        fresh_again = await both_languages()

        assert [codes(envelope) for envelope in fresh] == [PRODUCTS, PRODUCTS]
        assert fresh[0]["body"][0]["productName"] == "Enterprise"
        assert fresh[1]["body"][0]["productName"] == "企业服务"
        assert kept == fresh
        assert fresh_again == fresh

    async def test_an_operators_decision_shows_at_the_next_call(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        service_app: FastAPI,
    ) -> None:
        await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")
        await apply_for(client, signed_in, content_peer)
        applied = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")

        await decide(client, service_app, "DEMO0001", "INVOICE", True)
        decided = await call(client, FIND_ALL, signed_in("EMP0004"), compCode="DEMO0001")

        def invoice(envelope: dict[str, Any]) -> tuple[int | None, bool]:
            item = next(p for p in envelope["body"] if p["productCode"] == "INVOICE")
            return item["permitStatus"], item["opened"]

        assert invoice(applied) == (10, False)
        assert invoice(decided) == (80, True)
