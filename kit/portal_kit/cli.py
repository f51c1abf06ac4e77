"""The command line every service shares: ``python -m <service> migrate|seed|serve``."""

import argparse
import asyncio
import gc
from collections.abc import Sequence
from typing import Any

import uvicorn

from portal_kit.client_limits import ClientLimits, limited_protocol
from portal_kit.db import Database
from portal_kit.layout import Seeder, load_service_spec
from portal_kit.logs import configure_logging
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings


async def run_seed(settings: BaseServiceSettings, seed: Seeder, demo: bool) -> None:
    """Load the service's platform data (and demo data when asked) in one transaction."""
    database = Database(settings.sqlalchemy_url, settings.database_schema)
    try:
        async with database.sessionmaker.begin() as session:
            await seed(session, demo)
    finally:
        await database.dispose()


# Young objects a collection of generation 0 waits for (Python's default: 700). A request
# allocates thousands that die young by reference counting; fewer passes cost less in all.
GENERATION_0_THRESHOLD = 10_000


def settle_garbage_collector() -> None:
    """For a server process, once its app is built: what it imported and made so far lives as
    long as the process, so the cyclic collector stops walking it (``gc.freeze``), and it looks
    at young objects less often. Not for tests, where frozen objects of finished apps would
    never be collected."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GENERATION_0_THRESHOLD, *gc.get_threshold()[1:])


def server_options(settings: BaseServiceSettings) -> dict[str, Any]:
    """How every process serves HTTP (the gateway's listeners and each service): uvicorn's
    options beyond the app, host and port."""
    return {
        # uvicorn's logging goes through ours (portal_kit.logs), and it keeps no access log:
        # that prints whole URLs, and query strings carry tokens and mobiles
        # (portal_kit.observe logs each request by its route instead).
        "log_config": None,
        "access_log": False,
        # On SIGTERM: stop accepting, let in-flight requests finish, at most this long.
        "timeout_graceful_shutdown": settings.shutdown_grace_sec,
        "http": limited_protocol(
            ClientLimits(
                header_timeout_sec=settings.client_header_timeout_sec,
                body_timeout_sec=settings.client_body_timeout_sec,
                max_header_bytes=settings.max_header_bytes,
                max_header_count=settings.max_header_count,
            )
        ),
    }


def migrate_and_seed(name: str, demo: bool, **settings_values: Any) -> BaseServiceSettings:
    """Bring service ``name``'s database up to date, as its environment configures it and
    ``settings_values`` override; the settings used."""
    spec = load_service_spec(name)
    settings = spec.settings_cls(**settings_values)
    upgrade(spec.alembic_ini, settings)
    asyncio.run(run_seed(settings, spec.seed, demo))
    return settings


def run_service_cli(name: str, default_port: int, argv: Sequence[str] | None = None) -> None:
    spec = load_service_spec(name)
    parser = argparse.ArgumentParser(prog=f"python -m {name}")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply the service's migrations")
    seed_parser = commands.add_parser("seed", help="load platform data (and --demo data)")
    seed_parser.add_argument("--demo", action="store_true", help="also load demo data")
    serve_parser = commands.add_parser("serve", help="run the service on its own")
    serve_parser.add_argument("--host", default="127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=default_port)
    args = parser.parse_args(argv)

    settings = spec.settings_cls()
    if args.command == "migrate":
        upgrade(spec.alembic_ini, settings)
    elif args.command == "seed":
        asyncio.run(run_seed(settings, spec.seed, args.demo))
    else:
        configure_logging(settings.effective_log_format, settings.service_name)
        app = spec.create_app(settings)
        settle_garbage_collector()
        uvicorn.run(app, host=args.host, port=args.port, **server_options(settings))
