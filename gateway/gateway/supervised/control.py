"""Talking to a running supervisord: start it, start the programs in order, ask and act.

Over its unix socket with the standard library's XML-RPC client (what ``supervisorctl``
does), so nothing of supervisor's is imported here.
"""

import http.client
import socket
import subprocess
import sys
import time
import xmlrpc.client
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, cast

import httpx

from gateway.supervised.config import config_path, socket_path
from gateway.supervised.programs import Program, in_start_order, log_of

# Generous: a loaded machine (parallel test workers) starts Python processes slowly.
STARTUP_SECONDS = 120
# A program in one of these states is not coming up by itself.
GIVEN_UP = frozenset({"FATAL", "EXITED", "STOPPED"})


class _UnixConnection(http.client.HTTPConnection):
    def __init__(self, path: Path, timeout: float) -> None:
        super().__init__("localhost", timeout=timeout)
        self._path = path

    def connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        sock.connect(str(self._path))
        self.sock = sock


class _UnixTransport(xmlrpc.client.Transport):
    def __init__(self, path: Path, timeout: float) -> None:
        super().__init__()
        self._path = path
        self._timeout = timeout

    def make_connection(self, host: Any) -> http.client.HTTPConnection:
        return _UnixConnection(self._path, self._timeout)


class Supervisor:
    """The supervisord whose files are under ``var_dir``; each call is one request."""

    def __init__(self, var_dir: Path, timeout: float = 30) -> None:
        self.var_dir = var_dir.absolute()
        transport = _UnixTransport(socket_path(var_dir), timeout)
        self._rpc = xmlrpc.client.ServerProxy("http://localhost", transport=transport)

    @property
    def _supervisor(self) -> Any:
        return self._rpc.supervisor

    def is_up(self) -> bool:
        try:
            return cast(str, self._supervisor.getState()["statename"]) == "RUNNING"
        except (OSError, xmlrpc.client.Error):
            return False

    def info(self, name: str) -> dict[str, Any]:
        """supervisord's record of ``name``: ``statename``, ``pid`` (0 when not running) ..."""
        return cast(dict[str, Any], self._supervisor.getProcessInfo(name))

    def state(self, name: str) -> str:
        return cast(str, self.info(name)["statename"])

    def pid(self, name: str) -> int:
        return cast(int, self.info(name)["pid"])

    def start(self, name: str, wait: bool = True) -> None:
        self._supervisor.startProcess(name, wait)

    def stop(self, name: str) -> None:
        """SIGTERM, then SIGKILL once its grace (``stopwaitsecs``) is over; stays stopped."""
        self._supervisor.stopProcess(name, True)

    def shutdown(self) -> None:
        """Stop every program (gateways first, auth last), then supervisord itself."""
        self._supervisor.shutdown()


def launch(
    var_dir: Path, env: Mapping[str, str] | None = None, quiet: bool = False
) -> "subprocess.Popen[bytes]":
    """``supervisord -c <var_dir>/supervisord.conf`` in the foreground, as a child of this
    process, once its socket answers. The programs inherit ``env`` (default: this process's
    environment); nothing is started yet (``start_in_order``). ``quiet`` leaves its own log
    in the file alone, not also on this process's output."""
    output = subprocess.DEVNULL if quiet else None
    # This environment's own supervisord, with the configuration written here.
    command = [sys.executable, "-m", "supervisor.supervisord", "-c", str(config_path(var_dir))]
    process = subprocess.Popen(command, env=env, stdout=output, stderr=output)  # noqa: S603
    supervisor = Supervisor(var_dir)
    deadline = time.monotonic() + STARTUP_SECONDS
    while not supervisor.is_up():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            tail = _log_tail(var_dir.absolute(), "supervisord", 3000)
            raise RuntimeError(f"supervisord did not start ({process.returncode}):\n{tail}")
        time.sleep(0.05)
    return process


def _log_tail(var_dir: Path, name: str, chars: int) -> str:
    log = log_of(var_dir, name)
    return log.read_text(errors="replace")[-chars:] if log.exists() else ""


def wait_until_alive(supervisor: Supervisor, program: Program) -> None:
    """Until ``program``'s /healthz answers 200; fails with its log's end if it gives up."""
    deadline = time.monotonic() + STARTUP_SECONDS
    with httpx.Client(timeout=1) as client:
        while time.monotonic() < deadline:
            state = supervisor.state(program.name)
            if state in GIVEN_UP:
                tail = _log_tail(supervisor.var_dir, program.name, 5000)
                raise RuntimeError(f"{program.name} is {state}:\n{tail}")
            try:
                if client.get(f"{program.url}/healthz").status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.2)
    raise RuntimeError(f"{program.name}: nothing answered at {program.url} in {STARTUP_SECONDS} s")


def start_in_order(supervisor: Supervisor, programs: Iterable[Program]) -> None:
    """Each tier's programs at once, the next tier once every one of them answers."""
    for tier in in_start_order(programs):
        for program in tier:
            supervisor.start(program.name, wait=False)
        for program in tier:
            wait_until_alive(supervisor, program)
