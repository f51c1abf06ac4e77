"""The message benchmark (issue 5): 1,000,000 messages for one company in PostgreSQL, then the
latency of the unread badge and of the first list page through the service's ASGI app.

``uv run python -m bench.messages [--messages 1000000] [--samples 500] [--keep]`` from the
repository root. It prints figures and exits 0: it is a benchmark, not a test.
"""

import argparse
import asyncio
import os
import platform
import random
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
import httpx
from fastapi import FastAPI
from sqlalchemy import event
from sqlalchemy.engine import make_url

from message import service
from message.config import ALEMBIC_INI, Settings
from message.main import create_app
from message.models import MessageType
from message.schemas import MessageSend
from portal_kit.clock import SystemClock
from portal_kit.migrations import upgrade
from portal_kit.settings import RunMode
from portal_kit.tokens import TokenSigner

SCHEMA = "message_bench"
COMPANY = "BENCH0001"
# Never opened anything / 'read all' at 90 %, then reads and deletes one by one /
# 'read all' at 100 %, then five new messages.
NEW, ACTIVE, CAUGHT_UP = "U-NEW", "U-ACTIVE", "U-CAUGHT-UP"
OTHERS = tuple(f"U-{n:03d}" for n in range(50))
TYPES = tuple(MessageType)
TYPE_WEIGHTS = (40, 10, 25, 15, 5, 5)
CHUNK = 100_000
COLUMNS = (
    "receive_comp_code",
    "receive_user_code",
    "msg_type",
    "title",
    "title_en",
    "summary",
    "summary_en",
    "content",
    "content_en",
    "created_at",
)
API = "/web/portal/api"
POSTGRES_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
HEADER = "| call | p50 ms | p95 ms | p99 ms | max ms | SQL p50 ms | statements | answer |"


@dataclass
class Seeded:
    """What went in, so the counters the service reads match the rows (as sending keeps them)."""

    sent: Counter[tuple[str, str]] = field(default_factory=Counter)


def _records(start: int, count: int, seeded: Seeded) -> Iterator[tuple[Any, ...]]:
    rng = random.Random(start)  # noqa: S311 (made-up data, not secrets)
    base = datetime(2026, 1, 1, tzinfo=UTC)
    for number in range(start, start + count):
        msg_type = rng.choices(TYPES, TYPE_WEIGHTS)[0]
        roll = rng.random()
        # 1 % to the active reader alone, 1 % to other users alone, the rest to everyone.
        user = ACTIVE if roll < 0.01 else rng.choice(OTHERS) if roll < 0.02 else None
        seeded.sent[(user or "", msg_type)] += 1
        text = f"第{number}号消息：贵司的业务单据已更新，请及时登录平台查看处理结果。"
        english = f"Notice {number}: a business document of your company was updated."
        yield (
            COMPANY,
            user,
            msg_type,
            f"业务通知 {number}",
            f"Business notice {number}",
            text,
            english,
            f"<p>{text}</p>",
            f"<p>{english}</p>",
            base + timedelta(seconds=number),
        )


async def _copy(connection: asyncpg.Connection, start: int, count: int, seeded: Seeded) -> None:
    for offset in range(0, count, CHUNK):
        await connection.copy_records_to_table(
            "message",
            records=_records(start + offset, min(CHUNK, count - offset), seeded),
            columns=COLUMNS,
            schema_name=SCHEMA,
        )


async def _write_tally(connection: asyncpg.Connection, seeded: Seeded) -> None:
    await connection.execute("DELETE FROM message_tally WHERE comp_code = $1", COMPANY)
    await connection.executemany(
        "INSERT INTO message_tally (comp_code, user_code, msg_type, sent) VALUES ($1, $2, $3, $4)",
        [(COMPANY, user, msg_type, sent) for (user, msg_type), sent in seeded.sent.items()],
    )


class Caller:
    """Signed-in calls through the app in-process, timing each call and the SQL inside it."""

    def __init__(self, app: FastAPI, signer: TokenSigner) -> None:
        transport = httpx.ASGITransport(app=app)
        self.client = httpx.AsyncClient(transport=transport, base_url="http://message")
        self.app = app
        self.signer = signer
        self.sql_seconds = 0.0
        self.statements = 0
        self._started = 0.0
        self._headers: dict[str, dict[str, str]] = {}
        engine = app.state.db.engine.sync_engine
        event.listen(engine, "before_cursor_execute", self._before)
        event.listen(engine, "after_cursor_execute", self._after)

    def _before(self, *args: Any) -> None:
        self._started = time.perf_counter()

    def _after(self, *args: Any) -> None:
        self.sql_seconds += time.perf_counter() - self._started
        self.statements += 1

    def headers(self, user: str) -> dict[str, str]:
        # One token per reader for the whole run, as a browser keeps its token.
        if user not in self._headers:
            token = self.signer.issue(
                user_code=user,
                session_id="bench",
                employee_code=user,
                comp_code=COMPANY,
                role="",
                biz="",
            )
            self._headers[user] = {"Authorization": f"Bearer {token}", "Accept-Language": "zh-CN"}
        return self._headers[user]

    async def call(self, user: str, name: str, body: Any = None, **params: str) -> Any:
        response = await self.client.post(
            f"{API}/{name}", headers=self.headers(user), json=body, params=params
        )
        envelope = response.json()
        if envelope["status"] != 200:
            raise RuntimeError(f"{name}: {envelope}")
        return envelope["body"]

    async def send(self, title: str) -> None:
        """A new message for the company, through the service's sending rules (as the
        platform's events send them), in a transaction of its own."""
        request = {"receiveCompCode": COMPANY, "type": "system", "title": title, "content": title}
        async with self.app.state.db.transaction() as session:
            await service.send(session, MessageSend.model_validate(request), SystemClock().now())


@dataclass(frozen=True)
class Case:
    name: str
    user: str
    call: str
    body: Any = None
    params: dict[str, str] = field(default_factory=dict)


UNREAD = "message/getIsUnreadNumbers"
LIST = "message/list"
CASES = (
    Case("unread count, new reader", NEW, UNREAD, params={"receiveCompCode": COMPANY}),
    Case("unread count, active reader", ACTIVE, UNREAD, params={"receiveCompCode": COMPANY}),
    Case("list page 1 (10), new reader", NEW, LIST, {}),
    Case("list page 1 (10), active reader", ACTIVE, LIST, {}),
    Case("list page 1 (10), caught-up reader", CAUGHT_UP, LIST, {}),
    Case("list page 1 (100), active reader", ACTIVE, LIST, {"pageSize": 100}),
    Case("list read only, page 1, active", ACTIVE, LIST, {"readStatus": 1}),
    Case("list unread permit, page 1, active", ACTIVE, LIST, {"readStatus": 0, "type": "permit"}),
)


async def _measure(caller: Caller, case: Case, samples: int, warmup: int) -> str:
    for _ in range(warmup):
        await caller.call(case.user, case.call, case.body, **case.params)
    times, sql = [], []
    statements = caller.statements
    answer: Any = None
    for _ in range(samples):
        caller.sql_seconds = 0.0
        started = time.perf_counter()
        answer = await caller.call(case.user, case.call, case.body, **case.params)
        times.append((time.perf_counter() - started) * 1000)
        sql.append(caller.sql_seconds * 1000)
    shown = (
        answer
        if isinstance(answer, int)
        else f"total {answer['total']:,}, {len(answer['list'])} rows"
    )
    q = statistics.quantiles(times, n=100, method="inclusive")
    return (
        f"| {case.name} | {statistics.median(times):.2f} | {q[94]:.2f} | {q[98]:.2f} | "
        f"{max(times):.2f} | {statistics.median(sql):.2f} | "
        f"{(caller.statements - statements) / samples:.0f} | {shown} |"
    )


async def _ids(
    connection: asyncpg.Connection, above: bool, watermark: int, count: int
) -> list[int]:
    """Random ids of the active reader's messages above (or at and below) ``watermark``."""
    rows = await connection.fetch(
        "SELECT id FROM message WHERE receive_comp_code = $1 "
        "AND (receive_user_code IS NULL OR receive_user_code = $2) "
        "AND (CASE WHEN $3 THEN id > $4 ELSE id <= $4 END) ORDER BY random() LIMIT $5",
        COMPANY,
        ACTIVE,
        above,
        watermark,
        count,
    )
    return [row["id"] for row in rows]


async def _act(caller: Caller, name: str, ids: Sequence[int]) -> None:
    # The web app sends at most 100 ids per call.
    for start in range(0, len(ids), 100):
        await caller.call(ACTIVE, name, {"ids": list(ids[start : start + 100])})


async def run(args: argparse.Namespace) -> None:
    url = make_url(args.postgres_url)
    dsn = url.set(drivername="postgresql").render_as_string(hide_password=False)
    first = args.messages * 9 // 10
    # Unqualified names below mean the benchmark's schema.
    connection = await asyncpg.connect(dsn, server_settings={"search_path": SCHEMA})
    try:
        with tempfile.TemporaryDirectory(prefix="bench-messages-") as temp:
            settings = Settings(
                mode=RunMode.TEST,
                var_dir=Path(temp),
                database_url=args.postgres_url,
                database_schema=SCHEMA,
                consume_events=False,
            )
            seeded = Seeded()
            started = time.perf_counter()
            await connection.execute(f'DROP SCHEMA IF EXISTS "{SCHEMA}" CASCADE')
            await asyncio.to_thread(upgrade, ALEMBIC_INI, settings)
            # Loading first and indexing after is several times faster than row by row.
            await connection.execute("DROP INDEX ix_message_box")
            await _copy(connection, 0, first, seeded)
            await connection.execute(
                "CREATE INDEX ix_message_box ON message "
                "(receive_comp_code, receive_user_code, msg_type, id)"
            )
            await _write_tally(connection, seeded)
            await connection.execute("ANALYZE message")
            print(f"loaded and indexed {first:,} messages in {time.perf_counter() - started:.1f} s")

            app = create_app(settings)
            async with app.router.lifespan_context(app):
                signer = TokenSigner.load_or_create(
                    settings.token_key_directory, SystemClock(), create=True
                )
                caller = Caller(app, signer)
                await caller.call(ACTIVE, "message/readAll")
                started = time.perf_counter()
                await _copy(connection, first, args.messages - first, seeded)
                await _write_tally(connection, seeded)
                print(
                    f"loaded {args.messages - first:,} more into the index in "
                    f"{time.perf_counter() - started:.1f} s"
                )
                started = time.perf_counter()
                await _act(caller, "message/read", await _ids(connection, True, first, 2000))
                await _act(caller, "message/delete", await _ids(connection, False, first, 250))
                await _act(caller, "message/delete", await _ids(connection, True, first, 250))
                await caller.call(CAUGHT_UP, "message/readAll")
                for number in range(5):
                    await caller.send(f"新消息 {number}")
                print(
                    "reader activity (read all, 2,000 reads, 500 deletes, 5 sends) in "
                    f"{time.perf_counter() - started:.1f} s"
                )
                await connection.execute("ANALYZE message_receipt")
                total = await connection.fetchval("SELECT count(*) FROM message")
                print(
                    f"\n{total:,} messages for {COMPANY}; {args.samples} calls per row after "
                    f"{args.warmup} warm-up calls, one at a time, in-process (ASGI)\n"
                )
                print(HEADER)
                print("|---|---:|---:|---:|---:|---:|---:|---|")
                for case in CASES:
                    print(await _measure(caller, case, args.samples, args.warmup), flush=True)
                await caller.client.aclose()
    finally:
        if not args.keep:
            await connection.execute(f'DROP SCHEMA IF EXISTS "{SCHEMA}" CASCADE')
        await connection.close()


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.messages")
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--samples", type=int, default=500)
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get("MESSAGE_BENCH_POSTGRES_URL", POSTGRES_URL),
        help="SQLAlchemy URL of the database; the schema message_bench is made and dropped",
    )
    parser.add_argument("--keep", action="store_true", help="keep the schema for inspection")
    args = parser.parse_args(argv)
    print(f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} cores")
    asyncio.run(run(args))
    return 0
