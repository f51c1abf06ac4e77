"""The command line every service shares: ``python -m <service> migrate|seed|serve``."""

import argparse
import asyncio
import gc
import socket
import sys
from collections.abc import Callable, Sequence
from typing import Any

import uvicorn
from uvicorn.loops.auto import auto_loop_factory

from portal_kit.client_limits import ClientLimits, limited_protocol
from portal_kit.db import Database
from portal_kit.layout import Seeder, load_service_spec
from portal_kit.logs import configure_logging
from portal_kit.metrics_port import serve_metrics
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings
from portal_kit.workers import Listener, Workers, worker_index


async def run_seed(settings: BaseServiceSettings, seed: Seeder, demo: bool) -> None:
    """Load the service's platform data (and demo data when asked) in one transaction."""
    database = Database.of(settings)
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


def add_workers_argument(parser: argparse.ArgumentParser, prefix: str) -> None:
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help=f"processes serving the port (default: {prefix}WORKERS, else 1); "
        "more than one needs Redis",
    )


def worker_count(requested: int | None, packages: Sequence[BaseServiceSettings]) -> int:
    """How many worker processes serve: ``requested`` (``--workers``), else the first
    package's ``workers`` setting. More than one is refused unless every package the process
    runs keeps its state in Redis: sessions, nonces, codes, limits, captchas and events in the
    in-process store would each be one worker's alone."""
    count = requested if requested is not None else packages[0].workers
    if count < 1:
        raise SystemExit(f"--workers {count}: at least 1")
    missing = [
        f"{package.model_config.get('env_prefix', '')}REDIS_URL"
        for package in packages
        if not package.redis_url
    ]
    if count > 1 and missing:
        raise SystemExit(
            f"{count} workers need Redis: each worker is a process of its own, and the "
            f"in-process store cannot share sessions, nonces, codes, limits or events between "
            f"them. Set {', '.join(missing)} (the same Redis for every package), or serve "
            "with one worker."
        )
    return count


def run_servers(
    servers: Sequence[uvicorn.Server],
    sockets: Sequence[socket.socket] | None,
    ready: Callable[[], None] = lambda: None,
) -> None:
    """Serve every server (on ``sockets``, one each, when given) until one stops; ``ready``
    once all accept connections. On the loop uvicorn.run would choose (uvloop when
    installed)."""

    async def serve() -> None:
        tasks = [
            asyncio.create_task(server.serve([sockets[n]] if sockets is not None else None))
            for n, server in enumerate(servers)
        ]
        await until_started(servers, tasks)
        ready()
        await until_one_stops(servers, tasks)

    with asyncio.Runner(loop_factory=auto_loop_factory(use_subprocess=False)) as runner:
        runner.run(serve())


async def until_started(
    servers: Sequence[uvicorn.Server], tasks: Sequence["asyncio.Task[None]"]
) -> None:
    """Until every server accepts connections, or one has stopped (failed to start)."""
    # uvicorn says only by a flag that a server has started.
    while not all(server.started for server in servers) and not any(t.done() for t in tasks):  # noqa: ASYNC110
        await asyncio.sleep(0.05)


async def until_one_stops(
    servers: Sequence[uvicorn.Server], tasks: Sequence["asyncio.Task[None]"]
) -> None:
    # Each server traps the stop signal for itself; whichever stops first stops the others.
    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for server in servers:
        server.should_exit = True
    await asyncio.gather(*tasks)


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
    add_workers_argument(serve_parser, f"{name.upper()}_")
    args = parser.parse_args(argv)

    settings = spec.settings_cls()
    if args.command == "migrate":
        upgrade(spec.alembic_ini, settings)
    elif args.command == "seed":
        asyncio.run(run_seed(settings, spec.seed, args.demo))
    else:
        configure_logging(settings.effective_log_format, settings.service_name)
        workers = worker_count(args.workers, [settings])
        if workers == 1:
            serve_metrics(settings)
            app = spec.create_app(settings)
            settle_garbage_collector()
            uvicorn.run(app, host=args.host, port=args.port, **server_options(settings))
            return

        def serve(sockets: Sequence[socket.socket], ready: Callable[[], None]) -> None:
            serve_metrics(settings, worker_index())
            app = spec.create_app(settings)
            settle_garbage_collector()
            config = uvicorn.Config(app, host=args.host, port=args.port, **server_options(settings))
            run_servers([uvicorn.Server(config)], sockets, ready)

        sys.exit(Workers([Listener(args.host, args.port)], workers, serve).run())
