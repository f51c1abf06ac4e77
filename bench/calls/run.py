"""CPU per call of the customer service's costliest calls, the app called in-process.

The customer and content apps run in this process (content as customer's in-process peer, as
the embedded default wires it), on SQLite files or on PostgreSQL and Redis (``--postgres``,
fresh schemas dropped afterwards). Each row is this process's CPU time (``getrusage``: every
thread, aiosqlite's included) over ``--calls`` calls, after a warm-up, divided by the calls.
The first row is the in-process client's own cost on a call the app answers without work
(``/healthz``): subtract it to read the service's share.
"""

import argparse
import asyncio
import os
import resource
import tempfile
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx

from portal_kit.cli import migrate_and_seed
from portal_kit.clock import SystemClock
from portal_kit.layout import load_service_spec
from portal_kit.peers import in_process_peer
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import POSTGRES_URL, REDIS_URL, drop_schema
from portal_kit.tokens import TokenSigner

API = "/web/portal/api"
# DEMO0001's administrator (U0002, EMP0004).
CLAIMS = {
    "user_code": "U0002",
    "session_id": "S-bench",
    "employee_code": "EMP0004",
    "comp_code": "DEMO0001",
    "role": "",
    "biz": "",
}
CALLS = {
    "cust/product/findAllByPermitStatus": {"compCode": "DEMO0001"},
    "res/menu/emp/role/findResAllByToken": {"productCode": "CRM"},
    "cust/employee/info/comp": {"productCode": "CRM"},
    "cust/employee/comps/all": {},
}
WARMUP = 50


def cpu_sec() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def prepare(postgres: bool) -> dict[str, BaseServiceSettings]:
    var_dir = Path(tempfile.mkdtemp(prefix="bench-calls-"))
    tag = uuid.uuid4().hex[:8]
    return {
        name: migrate_and_seed(
            name,
            demo=True,
            mode=RunMode.TEST,
            var_dir=var_dir,
            **(
                {
                    "database_url": POSTGRES_URL,
                    "database_schema": f"{name}_bench_{tag}",
                    "redis_url": REDIS_URL,
                }
                if postgres
                else {}
            ),
        )
        for name in ("customer", "content")
    }


async def measure(settings: dict[str, BaseServiceSettings], calls: int) -> dict[str, float]:
    """µs of CPU per call, by call."""
    apps = {name: load_service_spec(name).create_app(s) for name, s in settings.items()}
    customer, content = apps["customer"], apps["content"]
    key_dir = settings["customer"].token_key_directory
    token = TokenSigner.load_or_create(key_dir, SystemClock(), create=True).issue(**CLAIMS)
    headers = {"Authorization": f"Bearer {token}", "Accept-Language": "zh-CN"}
    figures = {}
    async with (
        customer.router.lifespan_context(customer),
        content.router.lifespan_context(content),
        in_process_peer(content, "content", settings["customer"].service_token) as peer,
        httpx.AsyncClient(
            transport=httpx.ASGITransport(app=customer), base_url="http://customer.bench"
        ) as client,
    ):
        customer.state.peers = {**customer.state.peers, "content": peer}

        async def health() -> None:
            (await client.get("/healthz")).raise_for_status()

        def portal_call(path: str, params: dict[str, str]) -> Callable[[], Awaitable[None]]:
            async def call() -> None:
                envelope = (
                    await client.post(f"{API}/{path}", params=params, headers=headers)
                ).json()
                if envelope["status"] != 200:
                    raise RuntimeError(f"{path}: {envelope}")

            return call

        rows: dict[str, Callable[[], Awaitable[None]]] = {
            "(healthz: the client's own cost)": health
        }
        rows |= {path: portal_call(path, params) for path, params in CALLS.items()}
        for name, call in rows.items():
            for _ in range(WARMUP):
                await call()
            started = cpu_sec()
            for _ in range(calls):
                await call()
            figures[name] = (cpu_sec() - started) / calls * 1e6
    return figures


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.calls", description=__doc__)
    parser.add_argument("--calls", type=int, default=500, help="per row (default: %(default)s)")
    parser.add_argument("--postgres", action="store_true", help="PostgreSQL and Redis")
    args = parser.parse_args(argv)
    settings = prepare(args.postgres)
    try:
        figures = asyncio.run(measure(settings, args.calls))
    finally:
        for each in settings.values():
            drop_schema(each)
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    backend = "PostgreSQL + Redis" if args.postgres else "SQLite + in-process KV"
    print(f"{backend}, {args.calls} calls per row, load average {load}")
    for name, micros in figures.items():
        print(f"  {name:42s} {micros:8.0f} µs CPU per call")
    return 0
