"""``python -m gateway.supervised run``: the portal's processes under supervisord, in the
foreground (``make run-distributed``); Ctrl-C or SIGTERM stops them all, each with its grace.

Every process reads its settings from this environment (``AUTH_*``, ``GATEWAY_*``, ...), as
``scripts/run-distributed.sh`` exports them; the databases must be migrated already.
"""

import argparse
import os
import signal
import subprocess
import sys
import threading
import xmlrpc.client
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

from gateway.config import SERVICES, Settings
from gateway.portal_origin import offer_portal_origin
from gateway.supervised import config
from gateway.supervised.control import Supervisor, launch, start_in_order
from gateway.supervised.programs import Program, portal_programs


def run(programs: list[Program], var_dir: Path) -> int:
    path = config.write(programs, var_dir)
    stopping = threading.Event()
    manager: subprocess.Popen[bytes] | None = None

    def stop(signum: int, frame: FrameType | None) -> None:
        # Ctrl-C reaches supervisord too (same process group); SIGTERM from a parent does not.
        stopping.set()
        if manager is not None and manager.poll() is None:
            manager.send_signal(signal.SIGTERM)

    # Before supervisord starts: a stop asked for while it starts must reach it too.
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    manager = launch(var_dir)
    if stopping.is_set():
        stop(signal.SIGTERM, None)
        return manager.wait()
    try:
        start_in_order(Supervisor(var_dir), programs)
    except (RuntimeError, OSError, xmlrpc.client.Error) as error:
        # Stopped while starting: supervisord refuses to start more, and that is no error.
        if not stopping.is_set():
            print(error, file=sys.stderr)
            stop(signal.SIGTERM, None)
            manager.wait()
            return 1
    if not stopping.is_set():
        gateway = next(p for p in programs if p.name == "gateway")
        console = next(p for p in programs if p.name == "console")
        print(
            f"portal (distributed) on {gateway.url}, console on {console.url}; Ctrl-C stops all\n"
            f"one process: .venv/bin/supervisorctl -c {path} status|stop|start|restart <name>",
            flush=True,
        )
        if gateway.metrics_port:
            pages = ", ".join(f"{p.name} {p.metrics_url()}" for p in programs)
            print(f"metrics (worker n: the port plus n): {pages}", flush=True)
    return manager.wait()


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gateway.supervised")
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="write the configuration and run the portal")
    run_parser.add_argument("--var-dir", type=Path, default=Path("var/distributed"))
    run_parser.add_argument("--host", default="127.0.0.1")
    run_parser.add_argument("--port", type=int, default=8000)
    run_parser.add_argument("--ops-port", type=int, default=8002)
    run_parser.add_argument("--base-port", type=int, default=8101)
    run_parser.add_argument(
        "--metrics-base-port",
        type=int,
        default=0,
        help="each process's metrics on loopback from this port up, 10 apart (0: none)",
    )
    args = parser.parse_args(argv)
    # The services inherit this environment: their links point at the portal started here.
    offer_portal_origin(Settings().mode, SERVICES, args.host, args.port, os.environ)
    programs = portal_programs(
        args.host, args.port, args.ops_port, args.base_port, args.metrics_base_port
    )
    return run(programs, args.var_dir)


sys.exit(main(sys.argv[1:]))
