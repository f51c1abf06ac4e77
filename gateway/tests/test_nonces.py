"""The nonces protected calls use up: once each while they may be replayed, within bounds."""

import httpx
import pytest
from fastapi import FastAPI

from gateway.protection.nonces import LocalNonces, NonceStoreFull
from portal_client.protection import Protected

PRODUCTS = "/api/web/portal/api/product/list"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class TestLocalNonces:
    async def test_a_nonce_is_taken_once(self) -> None:
        nonces = LocalNonces(600, clock=Clock())

        assert await nonces.claim("n-1") is True
        assert await nonces.claim("n-1") is False
        assert await nonces.claim("n-2") is True

    async def test_a_nonce_is_forgotten_once_it_expires(self) -> None:
        clock = Clock()
        nonces = LocalNonces(600, clock=clock)
        await nonces.claim("n-1")

        clock.now += 599
        assert await nonces.claim("n-1") is False
        assert await nonces.ttl("n-1") == 1
        clock.now += 1

        assert await nonces.ttl("n-1") == -2
        assert await nonces.claim("n-1") is True

    async def test_expired_nonces_make_room(self) -> None:
        clock = Clock()
        nonces = LocalNonces(600, capacity=2, clock=clock)
        await nonces.claim("n-1")
        clock.now += 300
        await nonces.claim("n-2")
        clock.now += 300

        assert await nonces.claim("n-3") is True
        assert len(nonces) == 2
        assert await nonces.claim("n-2") is False

    async def test_a_full_set_of_live_nonces_takes_no_more(self) -> None:
        nonces = LocalNonces(600, capacity=2, clock=Clock())
        await nonces.claim("n-1")
        await nonces.claim("n-2")

        with pytest.raises(NonceStoreFull):
            await nonces.claim("n-3")
        # None was dropped to make room: both are still refused as replays.
        assert await nonces.claim("n-1") is False
        assert await nonces.claim("n-2") is False


class TestAtTheGateway:
    async def test_a_full_nonce_set_refuses_new_calls_rather_than_forget(
        self, gateway_app: FastAPI
    ) -> None:
        gateway_app.state.protection.nonces = LocalNonces(600, capacity=1)
        transport = httpx.ASGITransport(app=gateway_app)
        async with httpx.AsyncClient(
            transport=transport, base_url="http://p", auth=Protected()
        ) as page:
            first = await page.post(PRODUCTS, headers={"accept-language": "en"})
            second = await page.post(PRODUCTS, headers={"accept-language": "en"})

        assert first.json()["ok"] is True
        assert second.status_code == 400
        assert second.json()["msg"].startswith("The request could not be verified")
