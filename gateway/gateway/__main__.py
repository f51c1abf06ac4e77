"""``python -m gateway routes|openapi|prepare|serve``."""

import argparse
import asyncio
import logging
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import uvicorn
from fastapi import FastAPI
from uvicorn.loops.auto import auto_loop_factory

from gateway.config import Settings
from gateway.main import create_app
from gateway.openapi import CONTRACT, public_openapi, render
from gateway.operator_port import OperatorPort
from gateway.route_table import build_route_table
from gateway.upstreams import Upstreams
from portal_kit.cli import migrate_and_seed, settle_garbage_collector
from portal_kit.logs import configure_logging

logger = logging.getLogger("gateway")


def print_routes() -> None:
    """Every call with its owner: the route table of DESIGN §4."""
    routes = build_route_table().routes
    width = max(len(route.browser_path) for route in routes)
    print(f"{'METHOD':6}  {'PATH':{width}}  {'OWNER':9}  ACCESS")
    for route in sorted(routes, key=lambda r: (r.owner, r.browser_path)):
        suffix = "*" if route.is_prefix else ""
        access = "public" if route.is_public else "sign-in"
        if route.allowed_while_locked:
            access += ", while locked"
        print(f"{route.method:6}  {route.browser_path + suffix:{width}}  {route.owner:9}  {access}")


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
        "openapi", help="write the browser's API (every routed call) as one OpenAPI document"
    )
    openapi_parser.add_argument("--out", type=Path, default=CONTRACT, help="default: %(default)s")
    prepare_parser = commands.add_parser("prepare", help="migrate and seed embedded services")
    prepare_parser.add_argument("--demo", action="store_true", help="also load demo data")
    serve_parser = commands.add_parser("serve", help="serve the portal")
    serve_parser.add_argument("--host", default="127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if args.command == "routes":
        print_routes()
    elif args.command == "openapi":
        args.out.write_text(render(public_openapi()), encoding="utf-8")
        print(f"wrote {args.out}")
    elif args.command == "prepare":
        prepare(args.demo)
    else:
        settings = Settings()
        configure_logging(settings.effective_log_format, settings.service_name)
        # The loop uvicorn.run would choose (uvloop when installed): serving two servers from
        # one coroutine, as serve() does, bypasses that choice.
        with asyncio.Runner(loop_factory=auto_loop_factory(use_subprocess=False)) as runner:
            runner.run(serve(settings, args.host, args.port))


def embedded_apps(app: FastAPI) -> Mapping[str, FastAPI]:
    """The services running inside the gateway, once its lifespan started them."""
    upstreams: Upstreams | None = getattr(app.state, "upstreams", None)
    return upstreams.embedded_apps if upstreams else {}


async def serve(settings: Settings, host: str, port: int) -> None:
    """The portal on ``host:port``; with embedded services, the operator port on loopback.

    On SIGTERM or Ctrl-C both listeners stop accepting and finish their in-flight requests
    (at most ``shutdown_grace_sec``) before the app's lifespan closes the services.
    """
    app = create_app(settings)
    settle_garbage_collector()
    grace = settings.shutdown_grace_sec
    logger.info("event loop: %s", type(asyncio.get_running_loop()).__module__)
    # No access log: it prints whole URLs, and query strings carry tokens and mobiles;
    # portal_kit.observe logs each call by its route instead.
    configs = [
        uvicorn.Config(
            app,
            host=host,
            port=port,
            log_config=None,
            access_log=False,
            timeout_graceful_shutdown=grace,
        )
    ]
    if settings.embedded_services and settings.operator_port:
        operator = OperatorPort(lambda: embedded_apps(app))
        configs.append(
            uvicorn.Config(
                operator,
                host="127.0.0.1",
                port=settings.operator_port,
                lifespan="off",
                log_config=None,
                access_log=False,
                timeout_graceful_shutdown=grace,
            )
        )
    servers = [uvicorn.Server(config) for config in configs]
    tasks = [asyncio.create_task(server.serve()) for server in servers]
    # Each server traps the stop signal for itself; whichever stops first stops the others.
    await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for server in servers:
        server.should_exit = True
    await asyncio.gather(*tasks)


main(sys.argv[1:])
