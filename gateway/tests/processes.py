"""Start the portal's packages as real processes, the way distributed mode runs them."""

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx

from portal_kit.listeners import free_port as free_port  # the tests' servers take theirs here
from portal_kit.settings import BaseServiceSettings

# Generous: a loaded CI machine (parallel test workers) starts Python processes slowly.
STARTUP_SECONDS = 60
STOP_SECONDS = 10
# Bytecode of every process a test starts, compiled once and kept between runs: with
# PYTHONDONTWRITEBYTECODE (set on the development machines) each process would otherwise
# compile all its imports again, seconds per start.
PYCACHE = Path(tempfile.gettempdir()) / "portal-test-pycache"


def service_environment(prefix: str, settings: BaseServiceSettings) -> dict[str, str]:
    """The environment variables that give a separate process these settings."""
    values = {
        "MODE": settings.mode.value,
        "VAR_DIR": str(settings.var_dir),
        "DATABASE_SCHEMA": settings.database_schema,
        "DATABASE_URL": settings.database_url or "",
        "REDIS_URL": settings.redis_url or "",
        "DATABASE_PGBOUNCER": "true" if settings.database_pgbouncer else "",
    }
    return {f"{prefix}{name}": value for name, value in values.items() if value}


def spawn(
    module: str,
    port: int,
    env: Mapping[str, str],
    log: Path | None = None,
    args: Sequence[str] = (),
) -> subprocess.Popen[bytes]:
    """``python -m <module> serve [args]`` on ``port``, not yet waited for
    (``wait_until_alive``).

    Its stderr goes to ``log`` (appended) when given, else to a pipe the caller reads; a
    process that logs a lot for long (a fault scenario) needs the file, or it blocks once the
    pipe is full.
    """
    environment = {**os.environ, "PYTHONPYCACHEPREFIX": str(PYCACHE), **env}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    sink = log.open("ab") if log is not None else subprocess.PIPE
    try:
        return subprocess.Popen(
            [sys.executable, "-m", module, "serve", "--port", str(port), *args],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=sink,
        )
    finally:
        if log is not None:
            sink.close()  # type: ignore[union-attr]


def start(
    module: str,
    port: int,
    env: Mapping[str, str],
    log: Path | None = None,
    args: Sequence[str] = (),
) -> subprocess.Popen[bytes]:
    """``spawn``, then wait until its /healthz answers (stopping it if it never does)."""
    process = spawn(module, port, env, log, args)
    try:
        wait_until_alive(process, port, log)
    except BaseException:
        stop(process)
        raise
    return process


def stop(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    """End ``process`` with ``sig`` (SIGKILL after ``STOP_SECONDS``); also a paused one."""
    if process.poll() is None:
        process.send_signal(signal.SIGCONT)
        process.send_signal(sig)
        try:
            process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def running(
    module: str,
    port: int,
    env: Mapping[str, str],
    log: Path | None = None,
    args: Sequence[str] = (),
) -> Iterator[subprocess.Popen[bytes]]:
    """``python -m <module> serve [args]`` on ``port`` until the block ends; waits for
    /healthz."""
    process = start(module, port, env, log, args)
    try:
        yield process
    finally:
        stop(process)


def wait_until_alive(process: subprocess.Popen[bytes], port: int, log: Path | None = None) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            if log is not None:
                stderr = log.read_text(errors="replace")[-5000:]
            else:
                stderr = process.stderr.read().decode() if process.stderr else ""
            raise RuntimeError(f"process exited early ({process.returncode}):\n{stderr}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"nothing answered on port {port} within {STARTUP_SECONDS} s")
