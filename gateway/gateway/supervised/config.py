"""supervisord's configuration for a set of programs: ``<var_dir>/supervisord.conf``.

The control socket is a unix socket only its owner may open (no TCP port at all), so
``supervisorctl -c <var_dir>/supervisord.conf status|stop|start|restart <name>`` works for
whoever started the portal and nobody else on the machine.
"""

import os
import sys
from collections.abc import Iterable
from pathlib import Path

from gateway.supervised.programs import Program, log_of

# Seconds a program must stay up to count as started; one that exits sooner is tried again
# (``STARTRETRIES`` times, waiting a second longer each time), then given up (FATAL).
START_SECONDS = 1
START_RETRIES = 5
# What supervisord gives a program beyond its own grace period before SIGKILL: uvicorn's
# grace covers the requests, the lifespan's shutdown (event consumers, pools) comes after.
STOP_MARGIN_SEC = 10
LOG_MAX_BYTES = "10MB"
# The longest path a unix socket may have (sun_path, less its final NUL).
SOCKET_PATH_MAX = 107


def config_path(var_dir: Path) -> Path:
    return var_dir.absolute() / "supervisord.conf"


def socket_path(var_dir: Path) -> Path:
    return var_dir.absolute() / "supervisor.sock"


def _escaped(value: object) -> str:
    # supervisord expands %(name)s in most values: a literal % is written twice.
    return str(value).replace("%", "%%")


def _section(title: str, values: dict[str, object]) -> str:
    lines = [f"[{title}]", *(f"{key}={_escaped(value)}" for key, value in values.items())]
    return "\n".join(lines) + "\n"


def _program(program: Program, var_dir: Path, directory: Path, python: str) -> str:
    # Programs of one package (the gateway and the console) share the manager's environment:
    # the metrics port, which must differ, is set per program.
    environment = (
        {"environment": f'{program.prefix}METRICS_PORT="{program.metrics_port}"'}
        if program.metrics_port
        else {}
    )
    return _section(
        f"program:{program.name}",
        {
            **environment,
            "command": program.command_line(python),
            "directory": directory,
            # Started in order by ``start_in_order`` (it waits for each tier to answer); the
            # priority orders ``start all`` the same way and stops the gateways first.
            "priority": 100 * (program.tier + 1),
            "autostart": "false",
            "autorestart": "true",
            "startsecs": START_SECONDS,
            "startretries": START_RETRIES,
            "stopsignal": "TERM",
            "stopwaitsecs": program.grace_sec + STOP_MARGIN_SEC,
            "killasgroup": "true",
            "redirect_stderr": "true",
            "stdout_logfile": log_of(var_dir, program.name),
            "stdout_logfile_maxbytes": LOG_MAX_BYTES,
            "stdout_logfile_backups": 3,
        },
    )


def render(
    programs: Iterable[Program],
    var_dir: Path,
    directory: Path | None = None,
    python: str = sys.executable,
) -> str:
    """The configuration text; programs run in ``directory`` (default: the current one), so
    relative paths in their settings mean what they meant to whoever wrote them."""
    var_dir = var_dir.absolute()
    socket = socket_path(var_dir)
    sections = [
        _section(
            "supervisord",
            {
                "nodaemon": "true",
                # Whoever runs it, so no change of user: said only to spare root (containers)
                # supervisord's warning that privileges were not dropped.
                "user": os.getuid(),
                "logfile": log_of(var_dir, "supervisord"),
                "pidfile": var_dir / "supervisord.pid",
                "childlogdir": var_dir / "logs",
            },
        ),
        _section("unix_http_server", {"file": socket, "chmod": "0700"}),
        _section("supervisorctl", {"serverurl": f"unix://{socket}"}),
        _section(
            "rpcinterface:supervisor",
            {"supervisor.rpcinterface_factory": "supervisor.rpcinterface:make_main_rpcinterface"},
        ),
        *(_program(p, var_dir, directory or Path.cwd(), python) for p in programs),
    ]
    return "\n".join(sections)


def write(programs: Iterable[Program], var_dir: Path, directory: Path | None = None) -> Path:
    """``render`` into ``<var_dir>/supervisord.conf`` (and make the logs folder)."""
    if len(bytes(socket_path(var_dir))) > SOCKET_PATH_MAX:
        raise ValueError(
            f"{socket_path(var_dir)}: too long for a unix socket, use a shorter var dir"
        )
    (var_dir / "logs").mkdir(parents=True, exist_ok=True)
    path = config_path(var_dir)
    path.write_text(render(programs, var_dir, directory), encoding="utf-8")
    return path
