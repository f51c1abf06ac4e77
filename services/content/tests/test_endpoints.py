import httpx
from fastapi import FastAPI
from sqlalchemy import update

from content.models import Product
from portal_kit.clock import ManualClock
from portal_kit.rendered_answers import MAX_AGE

PRODUCT_LIST = "/web/portal/api/product/list"


class TestProductList:
    async def test_lists_the_platform_products_in_display_order(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.post(PRODUCT_LIST)

        assert response.status_code == 200
        envelope = response.json()
        assert envelope["ok"] is True
        assert envelope["status"] == 200
        codes = [product["productCode"] for product in envelope["body"]]
        assert codes[:2] == ["EC", "CRM"]
        assert {"CREDIT", "BILL", "LC", "DEPOSIT", "INVOICE", "QUOTA", "SIGN"} <= set(codes)

    async def test_names_follow_the_callers_language(self, client: httpx.AsyncClient) -> None:
        english = await client.post(PRODUCT_LIST, headers={"Accept-Language": "en-US,en;q=0.9"})
        chinese = await client.post(PRODUCT_LIST, headers={"Accept-Language": "zh-CN"})

        assert english.json()["body"][1]["productName"] == "Account centre"
        assert chinese.json()["body"][1]["productName"] == "账户中心"

    async def test_a_disabled_product_is_not_listed(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(Product).where(Product.code == "SIGN").values(enabled=False)
            )
            await session.commit()

        codes = [p["productCode"] for p in (await client.post(PRODUCT_LIST)).json()["body"]]

        assert "SIGN" not in codes

    async def test_an_edit_after_a_first_answer_shows_within_a_minute(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        before = [p["productCode"] for p in (await client.post(PRODUCT_LIST)).json()["body"]]
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(Product).where(Product.code == "SIGN").values(enabled=False)
            )
            await session.commit()
        clock.advance(seconds=MAX_AGE.total_seconds() + 1)

        after = [p["productCode"] for p in (await client.post(PRODUCT_LIST)).json()["body"]]

        assert "SIGN" in before
        assert after == [code for code in before if code != "SIGN"]


class TestProbes:
    async def test_ready_when_database_at_its_migrations_head_and_kv_answer(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.get("/readyz")

        assert response.status_code == 200
        assert response.json()["checks"] == {"database": "ok", "schema": "ok", "kv": "ok"}
