"""A burst of calls far larger than the KV connection pool: every call waits for a connection
and is answered, none is told the service is unavailable. Both backends, real concurrency
(one task per call into the running app)."""

import asyncio
import secrets
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from portal_client.protection import Protected

API = "/api/web/portal/api"
BURST = 300
POOL_SIZE = 5
# Each address may draw captchaIpPerMinute (30) captchas a minute (the limit's window runs on
# from earlier runs on Redis): a few draws from each of many addresses stay well under it.
ADDRESSES = 100


@pytest.fixture
def shared_settings() -> dict[str, Any]:
    """The gateway and every service with a KV pool of a few connections."""
    return {"kv_pool_size": POOL_SIZE}


@pytest.fixture
async def browsers(gateway_app: FastAPI) -> AsyncIterator[list[httpx.AsyncClient]]:
    """Browsers at addresses of their own (a documentation range no other test uses)."""
    async with AsyncExitStack() as stack:
        clients = []
        for n in range(ADDRESSES):
            transport = httpx.ASGITransport(app=gateway_app, client=(f"198.18.7.{n + 1}", 50000))
            client = httpx.AsyncClient(
                transport=transport, base_url="http://portal.test", auth=Protected()
            )
            clients.append(await stack.enter_async_context(client))
        yield clients


async def draw_captcha(client: httpx.AsyncClient, browser_id: str) -> dict[str, Any]:
    response = await client.post(f"{API}/login/user/verify/code", params={"browserID": browser_id})
    envelope: dict[str, Any] = response.json()
    return envelope


class TestBurstLargerThanTheKVPool:
    async def test_every_captcha_draw_waits_for_a_connection_and_is_answered(
        self, browsers: list[httpx.AsyncClient]
    ) -> None:
        # Browsers of this run alone: Redis keeps the outbox of earlier runs.
        run = secrets.token_hex(4)
        draws = {f"burst-{run}-{n:04d}": browsers[n % ADDRESSES] for n in range(BURST)}

        envelopes = await asyncio.gather(
            *(draw_captcha(client, browser_id) for browser_id, client in draws.items())
        )

        statuses = Counter(envelope["status"] for envelope in envelopes)
        print(
            f"\nBurst of {BURST} captcha draws at once, KV pool of {POOL_SIZE} connections "
            f"per process: {statuses[200]} answered 200, {statuses[503]} answered 503"
        )
        assert statuses == {200: BURST}, [e["msg"] for e in envelopes if not e["ok"]][:3]
        assert all(envelope["body"]["image"].startswith("data:image/png") for envelope in envelopes)
        # Every draw was stored: each browser has its one captcha in the dev outbox.
        page = browsers[0]
        for browser_id in draws:
            outbox = (await page.get("/api/dev/outbox", params={"to": browser_id})).json()
            assert [item["kind"] for item in outbox["body"]] == ["captcha"]
