"""Migration 0002 on a database that already has messages under the old company-wide flags."""

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text

from message.config import ALEMBIC_INI, Settings
from portal_kit.db import create_engine, schema_on_path
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import backend_settings, drop_schema

OLD_ROWS = (
    # comp, user, type, content, is_read, deleted
    ("C1", None, "system", "x" * 150, True, False),
    ("C1", None, "system", "short", False, False),
    ("C1", "U1", "permit", "personal", False, False),
    ("C1", None, "system", "deleted for everyone", False, True),
)


@pytest.fixture
def fresh(backend: str, tmp_path: Path) -> Iterator[BaseServiceSettings]:
    settings = backend_settings(Settings, backend, tmp_path, tmp_path / "keys")
    try:
        yield settings
    finally:
        drop_schema(settings)


def run(settings: BaseServiceSettings, *statements: str, **params: Any) -> list[Any]:
    async def go() -> list[Any]:
        engine = create_engine(settings.sqlalchemy_url, settings.database_schema)
        try:
            async with engine.begin() as connection:
                await schema_on_path(connection, settings.database_schema)
                rows: list[Any] = []
                for statement in statements:
                    result = await connection.execute(text(statement), params)
                    rows = list(result.all()) if result.returns_rows else []
                return rows
        finally:
            await engine.dispose()

    return asyncio.run(go())


def downgrade(settings: BaseServiceSettings, revision: str) -> None:
    config = Config(str(ALEMBIC_INI))
    config.attributes["settings"] = settings
    command.downgrade(config, revision)


class TestReadStateMigration:
    def test_keeps_the_messages_counts_them_and_drops_what_was_deleted(
        self, fresh: BaseServiceSettings
    ) -> None:
        upgrade(ALEMBIC_INI, fresh, "0001")
        for comp, user, msg_type, content, is_read, deleted in OLD_ROWS:
            run(
                fresh,
                "INSERT INTO message (receive_comp_code, receive_user_code, msg_type, title, "
                "content, is_read, deleted) VALUES (:c, :u, :t, 'title', :content, :r, :d)",
                c=comp,
                u=user,
                t=msg_type,
                content=content,
                r=is_read,
                d=deleted,
            )

        upgrade(ALEMBIC_INI, fresh)

        messages = run(fresh, "SELECT content, summary FROM message ORDER BY id")
        assert [(c[:5], s) for c, s in messages] == [
            ("xxxxx", "x" * 100),
            ("short", "short"),
            ("perso", "personal"),
        ]
        tally = run(
            fresh, "SELECT comp_code, user_code, msg_type, sent FROM message_tally ORDER BY 2, 3"
        )
        assert [tuple(row) for row in tally] == [("C1", "", "system", 2), ("C1", "U1", "permit", 1)]

    def test_goes_back_to_the_old_shape(self, fresh: BaseServiceSettings) -> None:
        upgrade(ALEMBIC_INI, fresh)

        downgrade(fresh, "0001")

        run(
            fresh,
            "INSERT INTO message (receive_comp_code, msg_type, title, content, is_read, deleted) "
            "VALUES ('C1', 'system', 't', 'c', :r, :d)",
            r=False,
            d=False,
        )
        assert run(fresh, "SELECT count(*) FROM message") == [(1,)]
