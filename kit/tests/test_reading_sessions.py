"""Reading sessions on SQLite: committed rows, never a write, and no thread per connection."""

import asyncio
import threading
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from sqlalchemy import Integer, String, select, text
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import Database, make_metadata


class Base(DeclarativeBase):
    metadata = make_metadata()


class Note(Base):
    __tablename__ = "note"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    body: Mapped[str] = mapped_column(String(40))


@pytest.fixture
async def database(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'notes.db'}", "kit")
    async with database.engine.begin() as connection:
        await connection.run_sync(Base.metadata.create_all)
    async with database.transaction() as session:
        session.add(Note(body="committed"))
    try:
        yield database
    finally:
        await database.dispose()


def sqlite_threads() -> set[threading.Thread]:
    return {each for each in threading.enumerate() if "_connection_worker_thread" in each.name}


async def bodies(database: Database) -> list[str]:
    async with database.reading() as session:
        return list((await session.scalars(select(Note.body).order_by(Note.id))).all())


async def test_a_reading_session_sees_what_was_committed(database: Database) -> None:
    assert await bodies(database) == ["committed"]


async def test_reading_starts_no_thread(database: Database) -> None:
    before = sqlite_threads()

    for _ in range(3):
        await bodies(database)

    assert sqlite_threads() == before


async def test_a_read_does_not_wait_for_a_writer_holding_the_lock(database: Database) -> None:
    # The writer's transaction needs this loop to finish: a read that waited for its lock on
    # the loop's thread would never see it end.
    async with database.transaction() as writer:
        writer.add(Note(body="not yet committed"))
        await writer.flush()

        seen = await asyncio.wait_for(bodies(database), timeout=10)

    assert seen == ["committed"]
    assert await bodies(database) == ["committed", "not yet committed"]


async def test_a_reading_session_refuses_to_write(database: Database) -> None:
    async with database.reading() as session:
        session.add(Note(body="written by a reader"))
        with pytest.raises(RuntimeError, match="a reading session does not write"):
            await session.flush()
        session.expunge_all()
        with pytest.raises(OperationalError, match="readonly database"):
            await session.execute(text("INSERT INTO note (body) VALUES ('raw write')"))

    assert await bodies(database) == ["committed"]
