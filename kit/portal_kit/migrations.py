"""Alembic glue: each service's ``migrations/env.py`` calls ``run_migrations``.

On PostgreSQL a service's tables and its ``alembic_version`` live in its own schema; on
SQLite the file is the service's alone, so no schema is needed. Every migration of a run
happens in one transaction, which sets the schema as its search_path (``SET LOCAL``): the
hand-written SQL of the migrations names tables, functions and triggers without a schema,
and a setting of the transaction holds through PgBouncer's transaction pooling, where one
of the connection would not.
"""

import asyncio
from collections.abc import Callable
from pathlib import Path

from alembic import command, context
from alembic.config import Config
from sqlalchemy import MetaData, text
from sqlalchemy.engine import Connection

from portal_kit.db import PoolOptions, create_engine, is_sqlite, schema_on_path
from portal_kit.settings import BaseServiceSettings


def upgrade(alembic_ini: Path, settings: BaseServiceSettings, revision: str = "head") -> None:
    """Migrate the database ``settings`` point at. Call from synchronous code only."""
    config = Config(str(alembic_ini))
    config.attributes["settings"] = settings
    command.upgrade(config, revision)


def run_migrations(metadata: MetaData, settings_factory: Callable[[], BaseServiceSettings]) -> None:
    settings: BaseServiceSettings = context.config.attributes.get("settings") or settings_factory()
    url, schema = settings.sqlalchemy_url, settings.database_schema
    sqlite = is_sqlite(url)
    if context.is_offline_mode():
        context.configure(
            url=url,
            target_metadata=metadata,
            literal_binds=True,
            version_table_schema=None if sqlite else schema,
        )
        with context.begin_transaction():
            context.run_migrations()
        return
    asyncio.run(_run_online(url, schema, settings.database_pool, metadata, sqlite))


async def _run_online(
    url: str, schema: str, pool: PoolOptions, metadata: MetaData, sqlite: bool
) -> None:
    engine = create_engine(url, schema, pool)
    try:
        async with engine.begin() as connection:
            if not sqlite:
                # The schema is a plain identifier (the settings refuse any other).
                await connection.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{schema}"'))
                await schema_on_path(connection, schema)
            await connection.run_sync(_configure_and_run, metadata, schema, sqlite)
    finally:
        await engine.dispose()


def _configure_and_run(
    connection: Connection, metadata: MetaData, schema: str, sqlite: bool
) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        version_table_schema=None if sqlite else schema,
        render_as_batch=sqlite,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()
