"""The published contract (``contracts/openapi.json``) checked from outside, as a team using it
would: schemathesis' own command line against the portal as ``make run`` serves it, over
HTTP, with schemathesis' default checks, every call sealed as the web app seals it
(``sealed_calls``) and signed in as a demo administrator. Any answer the document does not
declare (an HTTP status, a content type, a body) fails the run.

One check is left out, ``negative_data_rejection``: it expects an HTTP 4xx for refused input,
where the portal answers HTTP 200 with the envelope's status (DESIGN §3); the in-process
fuzzing (``test_fuzz.py``) checks that refusal in the envelope instead. The other check of that
kind, ``missing_required_header``, runs: the contract requires no header a case could drop.
"""

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from portal_client import Portal

from .embedded_portal import embedded_portal

pytestmark = pytest.mark.process

ADMINISTRATOR = "13800000002"  # DEMO0001's root manager (DESIGN §11)
EXCLUDED_CHECKS = "negative_data_rejection"
CONTRACT = Path(__file__).resolve().parents[2] / "contracts" / "openapi.json"
# Cases per operation and phase: the whole run stays within a minute or two here.
EXAMPLES = os.environ.get("PORTAL_CONTRACT_EXAMPLES", "5")
RUN_SECONDS = 600
# The calls that end the session they are made in (or do after a few wrong answers): each is
# sent with a session of its own (sealed_calls.py), so the administrator's lives through.
SESSION_ENDING = (
    "/api/web/portal/api/login/user/logout",
    "/api/web/portal/api/login/user/logoutCheckTypeWithSecurity",
)


def schemathesis_run(url: str, bearer: str, session_ending: dict[str, str], folder: Path) -> str:
    """The command line's output; fails the test unless it exits 0. It runs in ``folder``,
    where it keeps its cache, and logs the statuses it met to ``folder / "statuses"``."""
    command = [
        sys.executable,
        "-m",
        "schemathesis.cli",
        "run",
        str(CONTRACT),
        "--url",
        url,
        "--header",
        f"Authorization: Bearer {bearer}",
        "--header",
        "Accept-Language: en",
        "--exclude-checks",
        EXCLUDED_CHECKS,
        "--phases",
        "examples,coverage,fuzzing",
        "--max-examples",
        EXAMPLES,
        "--generation-deterministic",
        "--workers",
        "1",
        "--request-timeout",
        "20",
        "--no-color",
    ]
    env = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": "sealed_calls",
        "PYTHONPATH": os.pathsep.join(
            filter(None, [str(Path(__file__).parent), os.environ.get("PYTHONPATH")])
        ),
        "PORTAL_URL": url,
        # sealed_calls.py reads these (the hooks module is not imported here).
        "PORTAL_SESSION_ENDING_BEARERS": json.dumps(session_ending),
        "PORTAL_STATUS_LOG": str(folder / "statuses"),
    }
    outcome = subprocess.run(
        command,
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_SECONDS,
        check=False,
    )
    output = outcome.stdout + outcome.stderr
    assert outcome.returncode == 0, output[-20000:]
    return output


def signed_in(url: str) -> str:
    """A new session of the administrator: its access token."""
    with Portal(url) as page:
        page.sign_in(ADMINISTRATOR)
        assert page.access_token is not None
        return page.access_token


def test_the_gateway_answers_only_what_the_contract_declares(tmp_path: Path) -> None:
    with embedded_portal(tmp_path, users=0) as portal, Portal(portal.url) as admin:
        admin.sign_in(ADMINISTRATOR)
        assert admin.access_token is not None
        session_ending = {path: signed_in(portal.url) for path in SESSION_ENDING}

        output = schemathesis_run(portal.url, admin.access_token, session_ending, tmp_path)

        # Refusals the contract declares too, had the sealing or the session failed, would let
        # a hollow run pass: the calls reached their services, and the session lived through.
        statuses = Counter((tmp_path / "statuses").read_text().split())
        assert statuses["200"] > sum(statuses.values()) / 2, statuses
        assert statuses["400"] == 0, statuses
        assert admin.call("cust/employee/comps/all").ok, output[-5000:]
