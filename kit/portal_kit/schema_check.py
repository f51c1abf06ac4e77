"""Readiness: is the service's database at its code's migration head?

A service on a schema its migrations have not reached answers 500 on the calls that touch the
missing tables and columns; it is not ready until ``python -m <service> migrate`` has run.
The code's head is read once per process (it cannot change under it). The database's version
is read at every probe: one single-row read on a pooled connection, every few seconds, and a
database restored from an older backup is then noticed within one probe.
"""

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from alembic.config import Config
from alembic.script import ScriptDirectory
from fastapi import Request
from sqlalchemy import column, inspect, select, table
from sqlalchemy.engine import Connection
from sqlalchemy.sql.expression import ColumnClause

from portal_kit.db import Database
from portal_kit.health import Check, NotReady

# Alembic's version table (its default name, which the services keep).
VERSION_TABLE = "alembic_version"


@dataclass(frozen=True)
class CodeRevisions:
    heads: frozenset[str]
    known: frozenset[str]


@cache
def code_revisions(alembic_ini: Path) -> CodeRevisions:
    """The migration heads and every revision of the service's migrations."""
    script = ScriptDirectory.from_config(Config(str(alembic_ini)))
    return CodeRevisions(
        heads=frozenset(script.get_heads()),
        known=frozenset(revision.revision for revision in script.walk_revisions()),
    )


async def database_revisions(database: Database, schema: str | None) -> frozenset[str]:
    """The revisions the database's version table holds (none on an unmigrated database)."""
    async with database.reader.connect() as connection:
        return await connection.run_sync(_current_heads, schema)


def _current_heads(connection: Connection, schema: str | None) -> frozenset[str]:
    # Read as Alembic's MigrationContext would, without its two log lines at every probe.
    if not inspect(connection).has_table(VERSION_TABLE, schema=schema):
        return frozenset()
    version: ColumnClause[str] = column("version_num")
    versions = table(VERSION_TABLE, version, schema=schema)
    return frozenset(connection.scalars(select(version).select_from(versions)))


def finding(database: frozenset[str], code: CodeRevisions, service: str) -> str | None:
    """None when ``database`` is at the head; a note when it is ahead of this code (still
    ready: a newer release migrated it, and its migrations keep older code working during a
    rollout or a rollback). Raises ``NotReady`` when it is behind."""
    if database == code.heads:
        return None
    head = ", ".join(sorted(code.heads))
    migrate = f"run `python -m {service} migrate`"
    if not database:
        raise NotReady(f"not migrated: no revision applied, code at {head}; {migrate}")
    at = ", ".join(sorted(database))
    if database <= code.known:
        raise NotReady(f"behind: database at {at}, code at {head}; {migrate}")
    return f"ahead: database at {at}, unknown to this code (at {head})"


def schema_check(alembic_ini: Path, service: str, schema: str | None) -> Check:
    """The readiness check of a service whose migrations ``alembic_ini`` configures; its
    version table is in ``schema`` (None: the database's default, as on SQLite)."""
    code = code_revisions(alembic_ini)

    async def at_head(request: Request) -> str | None:
        database = await database_revisions(request.app.state.db, schema)
        return finding(database, code, service)

    return Check(at_head)
