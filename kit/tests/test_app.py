"""The kit's app factory, database session and error handling, on both backends."""

import logging
import socket
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated

import httpx
import pytest
from fastapi import APIRouter, FastAPI, Query
from pydantic import Field
from pydantic_settings import SettingsConfigDict
from redis.exceptions import ResponseError
from sqlalchemy import String, func, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.app import create_service_app
from portal_kit.body_limit import MAX_BODY_BYTES
from portal_kit.db import Database
from portal_kit.deps import KVDep, SessionDep
from portal_kit.envelope import Envelope, WireModel, ok
from portal_kit.errors import NotFound, unavailable_backend
from portal_kit.i18n import Text
from portal_kit.kv import create_kv
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.testing import POSTGRES_URL, REDIS_URL


class KitSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="KITTEST_", extra="ignore")

    service_name: str = "kittest"


class Base(DeclarativeBase):
    pass


class Note(Base):
    __tablename__ = "note"

    id: Mapped[int] = mapped_column(primary_key=True)
    body: Mapped[str] = mapped_column(String(20), unique=True)


class NoteCreate(WireModel):
    note_body: str = Field(min_length=2, max_length=20)


router = APIRouter()


@router.post("/note")
async def add_note(session: SessionDep, note: NoteCreate) -> Envelope[int]:
    row = Note(body=note.note_body)
    session.add(row)
    await session.flush()
    return ok(row.id)


@router.post("/note/unflushed")
async def add_unflushed(session: SessionDep, note: NoteCreate) -> Envelope[str]:
    # Nothing reaches the database before the commit that follows the endpoint.
    session.add(Note(body=note.note_body))
    return ok("saved")


@router.post("/note/then-fail")
async def add_then_fail(session: SessionDep, note: NoteCreate) -> Envelope[int]:
    session.add(Note(body=note.note_body))
    await session.flush()
    raise NotFound(Text("Nothing here: {what}", "没有：{what}").format(what=note.note_body))


@router.post("/note/count")
async def count(session: SessionDep) -> Envelope[int]:
    return ok(int(await session.scalar(select(func.count()).select_from(Note)) or 0))


@router.post("/boom")
async def boom(page: Annotated[int, Query(ge=1)] = 1) -> Envelope[int]:
    raise RuntimeError("unexpected")


def closed_port() -> int:
    """A loopback port nothing listens on: connecting to it is refused at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@router.post("/database-down")
async def database_down() -> Envelope[None]:
    database = Database(f"postgresql+asyncpg://postgres@127.0.0.1:{closed_port()}/x", "kit")
    try:
        await database.ping()
    finally:
        await database.dispose()
    return ok(None)


@router.post("/kv-down")
async def kv_down() -> Envelope[str | None]:
    kv = create_kv(f"redis://127.0.0.1:{closed_port()}/0")
    try:
        return ok(await kv.get("anything"))
    finally:
        await kv.aclose()


@router.post("/kv-read")
async def kv_read(kv: KVDep) -> Envelope[str | None]:
    return ok(await kv.get("kit:anything"))


@router.post("/missing-table")
async def missing_table(session: SessionDep) -> Envelope[None]:
    await session.execute(text("SELECT * FROM no_such_table"))
    return ok(None)


@router.post("/kv-refuses")
async def kv_refuses() -> Envelope[None]:
    raise ResponseError("WRONGTYPE Operation against a key holding the wrong kind of value")


@router.post("/missing-file")
def missing_file() -> Envelope[str]:
    return ok(Path("/nonexistent/portal/file").read_text())


@pytest.fixture
async def app(backend: str, tmp_path: Path) -> AsyncIterator[FastAPI]:
    if backend == "embedded":
        settings = KitSettings(mode=RunMode.TEST, var_dir=tmp_path)
    else:
        settings = KitSettings(
            mode=RunMode.TEST,
            database_url=POSTGRES_URL,
            # Unique across xdist workers: pytest cuts a long test's folder name to the same
            # prefix for each of its parameters, and every worker counts its folders from 0.
            database_schema=f"kittest_{uuid.uuid4().hex[:10]}",
            redis_url=REDIS_URL,
        )
    app = create_service_app(settings, [router])
    async with app.router.lifespan_context(app):
        engine = app.state.db.engine
        async with engine.begin() as connection:
            if backend != "embedded":
                await connection.execute(text(f'CREATE SCHEMA "{settings.database_schema}"'))
            await connection.run_sync(Base.metadata.create_all)
        try:
            yield app
        finally:
            if backend != "embedded":
                async with engine.begin() as connection:
                    await connection.execute(
                        text(f'DROP SCHEMA "{settings.database_schema}" CASCADE')
                    )


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://kit.test") as client:
        yield client


class TestOneTransactionPerRequest:
    async def test_a_successful_request_commits(self, client: httpx.AsyncClient) -> None:
        assert (await client.post("/note", json={"noteBody": "first"})).json()["body"] == 1

        assert (await client.post("/note/count")).json()["body"] == 1

    async def test_a_failed_request_changes_nothing(self, client: httpx.AsyncClient) -> None:
        envelope = (
            await client.post(
                "/note/then-fail", json={"noteBody": "lost"}, headers={"Accept-Language": "en"}
            )
        ).json()

        assert envelope == {"ok": False, "status": 404, "msg": "Nothing here: lost", "body": None}
        assert (await client.post("/note/count")).json()["body"] == 0

    async def test_a_duplicate_is_a_409_conflict(self, client: httpx.AsyncClient) -> None:
        await client.post("/note", json={"noteBody": "same"})

        envelope = (await client.post("/note", json={"noteBody": "same"})).json()

        assert envelope["status"] == 409
        assert (await client.post("/note/count")).json()["body"] == 1

    async def test_a_conflict_found_at_commit_is_reported_not_answered_as_success(
        self, client: httpx.AsyncClient
    ) -> None:
        await client.post("/note", json={"noteBody": "twice"})

        envelope = (await client.post("/note/unflushed", json={"noteBody": "twice"})).json()

        assert envelope["status"] == 409
        assert envelope["ok"] is False


class TestEnvelopeErrors:
    async def test_a_broken_rule_names_the_wire_field(self, client: httpx.AsyncClient) -> None:
        envelope = (
            await client.post("/note", json={"noteBody": "x"}, headers={"Accept-Language": "en"})
        ).json()

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "noteBody must have at least 2 characters",
            "body": None,
        }

    async def test_malformed_json_is_a_400(self, client: httpx.AsyncClient) -> None:
        response = await client.post(
            "/note", content=b"{not json", headers={"Content-Type": "application/json"}
        )

        assert response.status_code == 200
        assert response.json()["status"] == 400

    async def test_a_body_that_cannot_be_decoded_is_a_400_in_the_envelope(
        self, client: httpx.AsyncClient
    ) -> None:
        # Found by fuzzing: FastAPI's own HTTP 400 reached the caller, whom the web client
        # tells nothing (it drops answers other than HTTP 200).
        response = await client.post(
            "/note",
            content=b"\x00" * 13,
            headers={"Content-Type": "application/json", "Accept-Language": "en"},
        )

        assert response.status_code == 200
        assert response.json() == {
            "ok": False,
            "status": 400,
            "msg": "the request body is not valid JSON",
            "body": None,
        }

    async def test_an_unexpected_error_is_a_500_envelope_without_details(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.post("/boom")

        assert response.status_code == 200
        assert response.json() == {
            "ok": False,
            "status": 500,
            "msg": "系统繁忙，请稍后再试",
            "body": None,
        }

    async def test_an_unknown_path_keeps_http_404(self, client: httpx.AsyncClient) -> None:
        response = await client.post("/nowhere")

        assert response.status_code == 404
        assert response.json()["status"] == 404


class TestTextTheDatabaseCannotStore:
    """Found by fuzzing: a NUL character or a lone surrogate reached the database, which failed
    the call with status 500 (PostgreSQL stores no NUL; UTF-8 has no lone surrogate)."""

    @pytest.mark.parametrize(
        ("body", "field"),
        [
            (rb'{"noteBody": "ab\u0000c"}', "noteBody"),
            (rb'{"noteBody": "ab\ud800"}', "noteBody"),
            (rb'{"noteBody": "fine", "memo": {"lines": ["ok", "\u0000"]}}', "memo.lines.1"),
        ],
    )
    async def test_is_refused_naming_the_field_and_nothing_is_written(
        self, client: httpx.AsyncClient, body: bytes, field: str
    ) -> None:
        envelope = (
            await client.post(
                "/note",
                content=body,
                headers={"Content-Type": "application/json", "Accept-Language": "en"},
            )
        ).json()

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": f"{field} contains characters that are not allowed",
            "body": None,
        }
        assert (await client.post("/note/count")).json()["body"] == 0

    async def test_in_a_query_value_is_refused_naming_the_parameter(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = (
            await client.post("/note/count?filter=a%00b", headers={"Accept-Language": "en"})
        ).json()

        assert envelope["status"] == 400
        assert envelope["msg"] == "filter contains characters that are not allowed"

    async def test_escaped_text_that_is_storable_is_kept(self, client: httpx.AsyncClient) -> None:
        # A surrogate pair is one character (😀); a backslash before u0000 is no NUL.
        for body in (rb'{"noteBody": "hi \ud83d\ude00"}', rb'{"noteBody": "a\\u0000"}'):
            envelope = (
                await client.post(
                    "/note", content=body, headers={"Content-Type": "application/json"}
                )
            ).json()
            assert envelope["ok"] is True, envelope

        assert (await client.post("/note/count")).json()["body"] == 2


class TestUnavailableBackends:
    @pytest.mark.parametrize("path", ["/database-down", "/kv-down"])
    async def test_a_database_or_kv_that_cannot_be_reached_is_a_503_to_try_again(
        self, client: httpx.AsyncClient, path: str
    ) -> None:
        response = await client.post(path, headers={"Accept-Language": "en"})

        assert response.status_code == 200
        assert response.json() == {
            "ok": False,
            "status": 503,
            "msg": "The service is temporarily unavailable; please try again later.",
            "body": None,
        }

    async def test_a_kv_pool_busy_longer_than_its_wait_is_a_503_to_try_again(
        self, backend: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
    ) -> None:
        settings = KitSettings(
            mode=RunMode.TEST,
            var_dir=tmp_path,
            redis_url=None if backend == "embedded" else REDIS_URL,
            kv_pool_size=1,
            kv_pool_wait_sec=0.05,
        )
        app = create_service_app(settings, [router])
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(transport=transport, base_url="http://kit.test") as client,
        ):
            pool = app.state.kv.connection_pool
            # Another call holds the only connection for longer than the wait.
            held = await pool.get_connection()
            with caplog.at_level(logging.WARNING, logger="portal_kit.errors"):
                busy = await client.post("/kv-read", headers={"Accept-Language": "en"})
            await pool.release(held)
            freed = await client.post("/kv-read")

        assert busy.json() == {
            "ok": False,
            "status": 503,
            "msg": "The service is temporarily unavailable; please try again later.",
            "body": None,
        }
        # One warning line, as for a KV that cannot be reached; no traceback of a 500.
        assert [record.levelname for record in caplog.records] == ["WARNING"]
        assert caplog.records[0].getMessage().startswith("KV unavailable on /kv-read: ")
        assert freed.json()["ok"] is True

    @pytest.mark.parametrize("path", ["/missing-table", "/kv-refuses", "/missing-file"])
    async def test_other_database_kv_and_system_errors_stay_500(
        self, client: httpx.AsyncClient, path: str
    ) -> None:
        response = await client.post(path)

        assert response.status_code == 200
        assert response.json()["status"] == 500

    @pytest.mark.parametrize(
        ("sqlstate", "invalidated", "backend"),
        [
            ("57P01", False, "database"),  # terminating connection due to administrator command
            ("57P03", False, "database"),  # the database system is starting up
            ("08006", False, "database"),  # connection failure
            ("53300", False, "database"),  # too many connections
            (None, True, "database"),  # the driver found the connection closed
            ("42P01", False, None),  # undefined table: a bug, not an outage
            ("23505", False, None),  # unique violation
        ],
    )
    def test_database_errors_are_told_apart_by_sqlstate(
        self, sqlstate: str | None, invalidated: bool, backend: str | None
    ) -> None:
        class DriverError(Exception):
            pass

        orig = DriverError("driver says no")
        orig.sqlstate = sqlstate  # type: ignore[attr-defined]
        error = DBAPIError("SELECT 1", None, orig, connection_invalidated=invalidated)

        assert unavailable_backend(error) == backend


TOO_LARGE = {"ok": False, "status": 413, "msg": "The request is too large.", "body": None}


class TestBodyLimit:
    """A service caps bodies as the gateway does, whoever calls it (in distributed mode it
    listens on a port of its own)."""

    async def test_a_body_longer_than_declared_is_refused_and_nothing_is_written(
        self, client: httpx.AsyncClient
    ) -> None:
        async def body() -> AsyncIterator[bytes]:
            yield b'{"noteBody": "kept"}'
            yield b" " * MAX_BODY_BYTES

        response = await client.post(
            "/note",
            content=body(),
            headers={
                "Content-Type": "application/json",
                "Content-Length": "20",
                "Accept-Language": "en",
            },
        )

        assert response.status_code == 413
        assert response.json() == TOO_LARGE
        assert (await client.post("/note/count")).json()["body"] == 0

    async def test_a_declared_length_over_the_cap_is_refused(
        self, client: httpx.AsyncClient
    ) -> None:
        response = await client.post(
            "/note",
            content=b'{"noteBody": "kept"}',
            headers={
                "Content-Type": "application/json",
                "Content-Length": str(MAX_BODY_BYTES + 1),
                "Accept-Language": "en",
            },
        )

        assert response.status_code == 413
        assert response.json() == TOO_LARGE
        assert (await client.post("/note/count")).json()["body"] == 0

    async def test_a_get_takes_no_body(self, client: httpx.AsyncClient) -> None:
        response = await client.request(
            "GET", "/readyz", content=b"x", headers={"Accept-Language": "en"}
        )

        assert response.status_code == 413
        assert response.json() == TOO_LARGE


class TestProbes:
    async def test_ready_reports_database_and_kv(self, client: httpx.AsyncClient) -> None:
        response = await client.get("/readyz")

        assert response.status_code == 200
        assert response.json() == {"status": "ready", "checks": {"database": "ok", "kv": "ok"}}

    async def test_not_ready_when_the_database_is_gone(
        self, app: FastAPI, client: httpx.AsyncClient
    ) -> None:
        async def broken_ping() -> None:
            raise ConnectionError("database down")

        app.state.db.ping = broken_ping
        response = await client.get("/readyz")

        assert response.status_code == 503
        assert response.json()["checks"]["database"] == "unavailable"
