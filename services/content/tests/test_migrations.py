"""Migration 0005 on a database holding news, guides and files written before the console."""

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from content.config import ALEMBIC_INI, Settings
from portal_kit.db import create_engine, schema_on_path
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import backend_settings, drop_schema

ARTICLE = (
    "INSERT INTO article (title, category_code, summary, content, search_text, status, "
    "published_at) VALUES ('平台上线', 'platform', 's', '<p>旧文</p>', '平台上线 s 旧文', "
    "'published', '2026-01-01 00:00:00+00:00')"
)
GUIDE = (
    "INSERT INTO help_guide (module_code, title, content, search_text, sort) "
    "VALUES ('signin', '登录', '<p>步骤</p>', '登录 步骤', 10)"
)


@pytest.fixture
def fresh(backend: str, tmp_path: Path) -> Iterator[BaseServiceSettings]:
    settings = backend_settings(Settings, backend, tmp_path, tmp_path / "keys")
    try:
        yield settings
    finally:
        drop_schema(settings)


def run(settings: BaseServiceSettings, *statements: str) -> list[Any]:
    async def go() -> list[Any]:
        engine = create_engine(settings.sqlalchemy_url, settings.database_schema)
        try:
            async with engine.begin() as connection:
                await schema_on_path(connection, settings.database_schema)
                rows: list[Any] = []
                for statement in statements:
                    result = await connection.execute(text(statement))
                    rows = list(result.all()) if result.returns_rows else []
                return rows
        finally:
            await engine.dispose()

    return asyncio.run(go())


def downgrade(settings: BaseServiceSettings, revision: str) -> None:
    config = Config(str(ALEMBIC_INI))
    config.attributes["settings"] = settings
    command.downgrade(config, revision)


class TestConsoleContentMigration:
    def test_existing_html_becomes_the_source_and_guides_stay_published(
        self, fresh: BaseServiceSettings
    ) -> None:
        upgrade(ALEMBIC_INI, fresh, "0004")
        run(
            fresh,
            "INSERT INTO article_category (code, name_zh, name_en, sort) "
            "VALUES ('platform', '平台动态', 'Platform news', 10)",
            "INSERT INTO guide_module (code, name, sort) VALUES ('signin', '登录', 10)",
            ARTICLE,
            GUIDE,
        )

        upgrade(ALEMBIC_INI, fresh)

        assert run(fresh, "SELECT source_format, source, title_en, status FROM article") == [
            ("html", "<p>旧文</p>", None, "published")
        ]
        assert run(fresh, "SELECT source_format, source, status FROM help_guide") == [
            ("html", "<p>步骤</p>", "published")
        ]
        assert run(fresh, "SELECT name_en FROM guide_module") == [(None,)]

    def test_files_may_be_public_and_nothing_else(self, fresh: BaseServiceSettings) -> None:
        upgrade(ALEMBIC_INI, fresh)
        insert = (
            "INSERT INTO stored_file (file_token, sha256, name, content_type, size, "
            "owner_user_code, scope) VALUES ('{token}', 'h', 'a.png', 'image/png', 1, "
            "'operator:OP1', '{scope}')"
        )

        run(fresh, insert.format(token="t1", scope="public"))

        with pytest.raises(IntegrityError):
            run(fresh, insert.format(token="t2", scope="everyone"))

    def test_goes_back_to_the_old_shape(self, fresh: BaseServiceSettings) -> None:
        upgrade(ALEMBIC_INI, fresh)
        run(
            fresh,
            "INSERT INTO article_category (code, name_zh, name_en, sort) "
            "VALUES ('platform', '平台动态', 'Platform news', 10)",
            "INSERT INTO article (title, category_code, summary, source_format, source, "
            "content, search_text, status) VALUES ('草稿', 'platform', '', 'markdown', '# x', "
            "'<h1>x</h1>', 'x', 'draft')",
        )

        downgrade(fresh, "0004")

        assert run(fresh, "SELECT count(*) FROM article WHERE published_at IS NOT NULL") == [(1,)]
        run(fresh, ARTICLE)
        assert run(fresh, "SELECT count(*) FROM article") == [(2,)]
