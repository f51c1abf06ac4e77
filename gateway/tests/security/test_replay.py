"""Replay (issue 9, item 2): one sealed protected request sent 20 times at once is accepted
exactly once; the 19 copies get HTTP 400 and reach no service. In-process on both backends,
and through the two gateway processes of distributed mode, 10 copies each."""

import asyncio
import secrets
from collections import Counter
from typing import Any

import httpx
from fastapi import FastAPI

from portal_client.protection import Protected

from .. import test_journey as journey
from ..distributed import DistributedPortal
from .cast import API, cast_of

COPIES = 20
COMPANIES = f"{API}/cust/employee/comps/all"
INVITE = f"{API}/invitation/create"


def sealed(client: httpx.AsyncClient, path: str, token: str, **options: Any) -> httpx.Request:
    """The request as a page seals it once: one nonce, one timestamp, one signature."""
    request = client.build_request(
        "POST", path, headers={"Authorization": f"Bearer {token}"}, **options
    )
    request.read()
    page: Protected = client.auth  # type: ignore[assignment]
    return page.seal(request)


async def send_copies(
    clients: list[httpx.AsyncClient], request: httpx.Request
) -> list[httpx.Response]:
    """``COPIES`` identical copies of ``request``, spread over ``clients``, all at once."""
    copies = [
        clients[number % len(clients)].build_request(
            request.method,
            request.url.raw_path.decode(),
            headers=request.headers,
            content=request.content,
        )
        for number in range(COPIES)
    ]
    return await asyncio.gather(
        *(
            clients[number % len(clients)].send(copy, auth=None)
            for number, copy in enumerate(copies)
        )
    )


def tally(responses: list[httpx.Response]) -> Counter[str]:
    """'accepted' (HTTP 200, envelope ok), else the HTTP status."""
    return Counter(
        "accepted" if r.status_code == 200 and r.json()["ok"] else str(r.status_code)
        for r in responses
    )


def invitation(contact: str) -> dict[str, str]:
    return {
        "compName": "重放测试企业",
        "contactName": "联系人",
        "mobile": contact,
        "compRole": "C102",
    }


async def invited(client: httpx.AsyncClient, token: str, contact: str) -> int:
    """How many of the company's invitations went to ``contact`` (listed masked)."""
    listed = await client.post(
        f"{API}/invitation/list",
        json={"pageSize": 100},
        headers={"Authorization": f"Bearer {token}"},
    )
    masked = contact[:3] + "****" + contact[-4:]
    return sum(row["mobile"] == masked for row in listed.json()["body"]["items"])


async def test_twenty_copies_in_process_are_accepted_once(gateway_app: FastAPI) -> None:
    async with cast_of(gateway_app) as cast:
        admin = cast.actors["administrator"]
        client = admin.client

        read = await send_copies([client], sealed(client, COMPANIES, admin.token))
        contact = cast.new_mobile()
        create = sealed(client, INVITE, admin.token, json=invitation(contact))
        written = await send_copies([client], create)

        assert tally(read) == {"accepted": 1, "400": COPIES - 1}
        assert tally(written) == {"accepted": 1, "400": COPIES - 1}
        assert await invited(client, admin.token, contact) == 1
    print(f"replay in process: {COPIES} copies, {tally(read)}; a write: {tally(written)}")


async def test_twenty_copies_through_two_gateway_processes_are_accepted_once(
    distributed: DistributedPortal,
) -> None:
    pages = [
        httpx.AsyncClient(base_url=url, auth=Protected(), timeout=30)
        for url in distributed.gateway_urls
    ]
    try:
        signed_in = await journey.sign_in(pages[0], "13800000002")
        token = signed_in["accessToken"]
        # The gateways share the transport key: only the nonce, in the shared Redis, refuses.
        read = await send_copies(pages, sealed(pages[0], COMPANIES, token))
        contact = "199" + f"{secrets.randbelow(10**8):08d}"
        written = await send_copies(
            pages, sealed(pages[0], INVITE, token, json=invitation(contact))
        )

        assert tally(read) == {"accepted": 1, "400": COPIES - 1}
        assert tally(written) == {"accepted": 1, "400": COPIES - 1}
        assert await invited(pages[1], token, contact) == 1
    finally:
        for page in pages:
            await page.aclose()
    print(f"replay over two gateways: {tally(read)}; a write: {tally(written)}")
