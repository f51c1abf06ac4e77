"""Start the portal's packages as real processes, the way distributed mode runs them."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

import httpx

from portal_kit.settings import BaseServiceSettings

# Generous: a loaded CI machine (parallel test workers) starts Python processes slowly.
STARTUP_SECONDS = 60


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def service_environment(prefix: str, settings: BaseServiceSettings) -> dict[str, str]:
    """The environment variables that give a separate process these settings."""
    values = {
        "MODE": settings.mode.value,
        "VAR_DIR": str(settings.var_dir),
        "DATABASE_SCHEMA": settings.database_schema,
        "DATABASE_URL": settings.database_url or "",
        "REDIS_URL": settings.redis_url or "",
    }
    return {f"{prefix}{name}": value for name, value in values.items() if value}


@contextmanager
def running(module: str, port: int, env: Mapping[str, str]) -> Iterator[subprocess.Popen[bytes]]:
    """``python -m <module> serve`` on ``port`` until the block ends; waits for /healthz."""
    process = subprocess.Popen(
        [sys.executable, "-m", module, "serve", "--port", str(port)],
        env={**os.environ, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        wait_until_alive(process, port)
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_until_alive(process: subprocess.Popen[bytes], port: int) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            stderr = process.stderr.read().decode() if process.stderr else ""
            raise RuntimeError(f"process exited early ({process.returncode}):\n{stderr}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"nothing answered on port {port} within {STARTUP_SECONDS} s")
