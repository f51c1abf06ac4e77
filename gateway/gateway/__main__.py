"""``python -m gateway routes|openapi|prepare|serve|serve-console``."""

import argparse
import asyncio
import logging
import os
import socket
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

import uvicorn
from fastapi import FastAPI
from uvicorn.loops.auto import auto_loop_factory

from gateway.config import Settings
from gateway.console_routes import build_console_route_table
from gateway.main import create_app, create_console_app
from gateway.openapi import (
    CONSOLE_CONTRACT,
    CONTRACT,
    console_openapi,
    public_openapi,
    render,
    service_documents,
)
from gateway.operator_port import OperatorPort
from gateway.portal_origin import offer_portal_origin
from gateway.route_table import build_route_table
from gateway.upstreams import Upstreams
from portal_kit.cli import (
    add_workers_argument,
    migrate_and_seed,
    server_options,
    settle_garbage_collector,
    until_one_stops,
    until_started,
    worker_count,
)
from portal_kit.layout import load_service_spec
from portal_kit.logs import configure_logging
from portal_kit.metrics_port import serve_metrics
from portal_kit.settings import BaseServiceSettings
from portal_kit.workers import Listener, Workers, worker_index

logger = logging.getLogger("gateway")


def print_routes() -> None:
    """Every call with its owner: the route tables of the portal (DESIGN §4) and the console."""
    for title, table in (("portal", build_route_table()), ("console", build_console_route_table())):
        routes = table.routes
        width = max(len(route.browser_path) for route in routes) + 1
        print(f"{title}\n{'METHOD':6}  {'PATH':{width}}  {'OWNER':10}  ACCESS")
        for route in sorted(routes, key=lambda r: (r.owner, r.browser_path)):
            suffix = "*" if route.is_prefix else ""
            access = "public" if route.is_public else "sign-in"
            if route.allowed_while_locked:
                access += ", while locked"
            path = route.browser_path + suffix
            print(f"{route.method:6}  {path:{width}}  {route.owner:10}  {access}")
        print()


def prepare(demo: bool) -> None:
    """Migrate (and seed) every service that runs embedded, i.e. has no URL configured."""
    for service in Settings().embedded_services:
        migrate_and_seed(service, demo)
        print(f"{service}: migrated and seeded{' with demo data' if demo else ''}")


def main(argv: Sequence[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m gateway")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("routes", help="print every call and the service that owns it")
    openapi_parser = commands.add_parser(
        "openapi",
        help="write the browser's API and the console's (every routed call) as OpenAPI documents",
    )
    openapi_parser.add_argument("--out", type=Path, default=CONTRACT, help="default: %(default)s")
    openapi_parser.add_argument(
        "--console-out", type=Path, default=CONSOLE_CONTRACT, help="default: %(default)s"
    )
    prepare_parser = commands.add_parser("prepare", help="migrate and seed embedded services")
    prepare_parser.add_argument("--demo", action="store_true", help="also load demo data")
    serve_parser = commands.add_parser(
        "serve", help="serve the portal (and, with embedded services, the console on its port)"
    )
    serve_parser.add_argument("--host", default="127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000)
    add_workers_argument(serve_parser, "GATEWAY_")
    console_parser = commands.add_parser(
        "serve-console", help="serve the operator console alone (every service by URL)"
    )
    console_parser.add_argument("--host", default="127.0.0.1")
    console_parser.add_argument("--port", type=int, default=8002)
    add_workers_argument(console_parser, "GATEWAY_")
    args = parser.parse_args(argv)
    if args.command == "routes":
        print_routes()
    elif args.command == "openapi":
        documents = service_documents()
        args.out.write_text(render(public_openapi(documents)), encoding="utf-8")
        print(f"wrote {args.out}")
        args.console_out.write_text(render(console_openapi(documents)), encoding="utf-8")
        print(f"wrote {args.console_out}")
    elif args.command == "prepare":
        prepare(args.demo)
    else:
        settings = Settings()
        configure_logging(settings.effective_log_format, settings.service_name)
        serving = args.command == "serve"
        listeners = (
            portal_listeners(settings, args.host, args.port)
            if serving
            else [Listener(args.host, args.port)]
        )
        # Every package this process runs: the gateway and, serving, its embedded services.
        packages: list[BaseServiceSettings] = [settings]
        if serving:
            offer_portal_origin(
                settings.mode, settings.embedded_services, args.host, args.port, os.environ
            )
            packages += [load_service_spec(s).settings_cls() for s in settings.embedded_services]
        workers = worker_count(args.workers, packages)

        def work(sockets: Sequence[socket.socket] | None, ready: Callable[[], None]) -> None:
            # One page for the whole process: in embedded mode its services' series too.
            serve_metrics(settings, worker_index())
            coroutine = (
                serve(settings, listeners, sockets, ready)
                if serving
                else serve_console(settings, listeners[0], sockets, ready)
            )
            # The loop uvicorn.run would choose (uvloop when installed): serving several
            # servers from one coroutine, as serve() does, bypasses that choice.
            with asyncio.Runner(loop_factory=auto_loop_factory(use_subprocess=False)) as runner:
                runner.run(coroutine)

        if workers == 1:
            work(None, lambda: None)
        else:
            sys.exit(Workers(listeners, workers, work).run())


def portal_listeners(settings: Settings, host: str, port: int) -> list[Listener]:
    """What ``serve`` listens on, in this order: the portal; with embedded services, the
    operator port on loopback and the console (each unless its port is 0)."""
    listeners = [Listener(host, port)]
    if settings.embedded_services and settings.operator_port:
        listeners.append(Listener("127.0.0.1", settings.operator_port))
    if settings.embedded_services and settings.ops_port:
        listeners.append(Listener(settings.ops_host, settings.ops_port))
    return listeners


def embedded_apps(app: FastAPI) -> Mapping[str, FastAPI]:
    """The services running inside the gateway, once its lifespan started them."""
    upstreams: Upstreams | None = getattr(app.state, "upstreams", None)
    return upstreams.embedded_apps if upstreams else {}


def _config(
    app: Any, listener: Listener, settings: Settings, lifespan: Literal["auto", "off"] = "auto"
) -> uvicorn.Config:
    return uvicorn.Config(
        app, host=listener.host, port=listener.port, lifespan=lifespan, **server_options(settings)
    )


async def serve(
    settings: Settings,
    listeners: Sequence[Listener],
    sockets: Sequence[socket.socket] | None = None,
    ready: Callable[[], None] = lambda: None,
) -> None:
    """The portal on the first of ``listeners`` (``portal_listeners``); with embedded
    services, the operator port and the console on the others. A worker process gets the
    ``sockets`` its parent bound, one per listener; a process serving alone binds them.

    The console starts once the portal has started the services it shares. On SIGTERM or
    Ctrl-C every listener stops accepting and finishes its in-flight requests (at most
    ``shutdown_grace_sec``) before the apps' lifespans close the services.
    """
    app = create_app(settings)
    logger.info("event loop: %s", type(asyncio.get_running_loop()).__module__)
    servers: list[uvicorn.Server] = []
    tasks: list[asyncio.Task[None]] = []

    def start(server: uvicorn.Server) -> None:
        own = [sockets[len(servers)]] if sockets is not None else None
        servers.append(server)
        tasks.append(asyncio.create_task(server.serve(own)))

    start(uvicorn.Server(_config(app, listeners[0], settings)))
    listening = iter(listeners[1:])
    embedded = bool(settings.embedded_services)
    if embedded and settings.operator_port:
        operator = OperatorPort(lambda: embedded_apps(app))
        start(uvicorn.Server(_config(operator, next(listening), settings, "off")))
    if embedded and settings.ops_port:
        await until_started(servers[:1], tasks[:1])
        console = create_console_app(settings, beside=app)
        start(uvicorn.Server(_config(console, next(listening), settings)))
    settle_garbage_collector()
    await until_started(servers, tasks)
    ready()
    await until_one_stops(servers, tasks)


async def serve_console(
    settings: Settings,
    listener: Listener,
    sockets: Sequence[socket.socket] | None = None,
    ready: Callable[[], None] = lambda: None,
) -> None:
    """The operator console alone, reaching every service by URL (distributed mode)."""
    app = create_console_app(settings)
    settle_garbage_collector()
    server = uvicorn.Server(_config(app, listener, settings))
    tasks = [asyncio.create_task(server.serve(list(sockets) if sockets is not None else None))]
    await until_started([server], tasks)
    ready()
    await until_one_stops([server], tasks)


main(sys.argv[1:])
