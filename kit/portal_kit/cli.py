"""The command line every service shares: ``python -m <service> migrate|seed|serve``."""

import argparse
import asyncio
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

import uvicorn
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.db import Database
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings

Seeder = Callable[[AsyncSession, bool], Awaitable[None]]


async def run_seed(settings: BaseServiceSettings, seed: Seeder, demo: bool) -> None:
    """Load the service's platform data (and demo data when asked) in one transaction."""
    database = Database(settings.sqlalchemy_url, settings.database_schema)
    try:
        async with database.sessionmaker.begin() as session:
            await seed(session, demo)
    finally:
        await database.dispose()


def run_service_cli(
    argv: Sequence[str] | None,
    *,
    settings: BaseServiceSettings,
    create_app: Callable[[BaseServiceSettings], FastAPI],
    alembic_ini: Path,
    seed: Seeder,
    default_port: int,
) -> None:
    parser = argparse.ArgumentParser(prog=f"python -m {settings.service_name}")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply the service's migrations")
    seed_parser = commands.add_parser("seed", help="load platform data (and --demo data)")
    seed_parser.add_argument("--demo", action="store_true", help="also load demo data")
    serve_parser = commands.add_parser("serve", help="run the service on its own")
    serve_parser.add_argument("--host", default="127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=default_port)
    args = parser.parse_args(argv)

    if args.command == "migrate":
        upgrade(alembic_ini, settings)
    elif args.command == "seed":
        asyncio.run(run_seed(settings, seed, args.demo))
    else:
        uvicorn.run(create_app(settings), host=args.host, port=args.port, log_level="info")
