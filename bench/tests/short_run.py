"""Runs a benchmark as its command line does, on the PostgreSQL (and Redis) of the tests
when it needs them."""

import subprocess
import sys
from pathlib import Path

from portal_kit.testing import require_servers

ROOT = Path(__file__).resolve().parents[2]


def run_benchmark(module: str, *args: str, needs_servers: bool = True) -> tuple[int, str]:
    """``python -m <module> <args>`` from the repository root: its exit status and output.
    A benchmark that ``needs_servers`` is skipped without them (fails on CI)."""
    if needs_servers:
        require_servers()
    run = subprocess.run(
        [sys.executable, "-u", "-m", module, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    return run.returncode, run.stdout + run.stderr
