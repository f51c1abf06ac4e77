"""The short form of the load benchmark (issue 9, item 4): a few simulated users through the
whole journey against the multi-process portal on PostgreSQL and Redis. It judges what users
would notice at any speed (server errors, nobody getting through), never latency: the figures
come from ``make load``."""

import os
import subprocess
import sys
from pathlib import Path

from portal_kit.testing import require_servers

ROOT = Path(__file__).resolve().parents[2]
# Every call the simulated users make: a short run still takes each of them.
JOURNEY_CALLS = (
    "login/user/mobileLoginWithSecurity",
    "cust/product/findAllByPermitStatus",
    "message/getIsUnreadNumbers",
    "message/list",
    "company/custAccount/login/view",
)


def test_a_short_run_has_no_server_error_and_every_user_gets_through() -> None:
    require_servers()
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.load",
            "--users=12",
            "--ramp=2",
            "--duration=10",
            "--think=0.2,0.6",
            "--typing=0.2,0.4",
            "--pages-per-session=8",
            "--check",
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )

    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    assert "server errors (HTTP 5xx, envelope status >= 500, no answer): 0" in output
    missing = [call for call in JOURNEY_CALLS if f"\n{call} " not in output]
    assert missing == [], output
