"""The short form of the embedded benchmark: every call driven for half a second against the
embedded default, sealed, without an error. It judges what a user would notice (an error, no
answer), never CPU: the figures come from ``python -m bench.embedded``."""

import re
import tempfile
from pathlib import Path

import pytest

from .short_run import run_benchmark

# The gateway tests' bytecode cache, kept between runs: compiling every import of the portal
# again (PYTHONDONTWRITEBYTECODE is set on the development machines) takes longer than the run.
PYCACHE = Path(tempfile.gettempdir()) / "portal-test-pycache"
ROWS = (
    "/healthz (reference, unsealed)",
    "product/list",
    "message/getIsUnreadNumbers",
    "res/menu/emp/role/findResAllByToken",
    "cust/product/findAllByPermitStatus",
)


def test_a_short_run_answers_every_call_without_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(PYCACHE))

    status, output = run_benchmark(
        "bench.embedded", "--warmup=0.2", "--duration=0.5", "--check", needs_servers=False
    )

    assert status == 0, output
    assert "signed in 13800000002 (EMP0004 of DEMO0001)" in output
    # Each row of the table: calls/s, p50, p99, then 0 errors.
    failing = [
        row
        for row in ROWS
        if not re.search(rf"^{re.escape(row)} +[\d,]+ +[\d.]+ +[\d.]+ +0 │", output, re.MULTILINE)
    ]
    assert failing == [], output
    assert "target: the embedded default's CPU per sealed call <= 2 ms each" in output
