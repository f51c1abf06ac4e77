"""The embedded default as ``make run`` starts it, and a demo user signed in to it.

One process (``python -m gateway serve``) with every service inside it, on SQLite files in a
throw-away var dir and the in-process KV, after ``python -m gateway prepare --demo``. It runs in
test mode (the dev outbox gives the captcha answers) with none of the portal's settings from
the environment, and without the operator port and console, so a ``make run`` on the machine
does not collide.
"""

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from bench.gateway.processes import (
    Processes,
    Started,
    free_port,
    portal_environment,
    prepare_portal,
    wait_until_healthy,
)
from bench.load.browser import Browser, CallFailed, Recorder
from bench.load.journey import Pace, Session, sign_in
from bench.load.users import LoadUser

# DEMO0001's administrator (customer's demo seed: EMP0004 of U0002, 王芳), whose company holds
# an approved EC permit; 127.0.0.1 is one of the demo users' known addresses, so the sign-in
# asks for no e-mail code.
DEMO_ADMIN = LoadUser(0, "U0002", "13800000002", "127.0.0.1", (("EMP0004", "DEMO0001"),))
PERMITTED_PRODUCT = "EC"
NO_PAUSES = Pace(think=(0.0, 0.0), typing=(0.0, 0.0), pages_per_session=0)


@dataclass
class EmbeddedPortal:
    port: int
    started: Started


@contextmanager
def running_portal(tmp: Path, processes: Processes) -> Iterator[EmbeddedPortal]:
    """Prepared, started and healthy; stopped afterwards (the var dir lives in ``tmp``)."""
    var_dir = tmp / "var"
    var_dir.mkdir()
    env = portal_environment(var_dir)
    # make run also serves the web app's build; none of the calls measured here touch it.
    env["GATEWAY_WEB_DIST"] = str(tmp / "no-web-build")
    began = time.monotonic()
    prepare_portal(env, demo=True)
    prepared = time.monotonic()
    port = free_port()
    started = processes.python(
        "portal", "gateway", ["serve", "--host", "127.0.0.1", "--port", str(port)], env
    )
    try:
        wait_until_healthy(started, port)
        print(
            f"prepared a throw-away var dir with the demo data in {prepared - began:.1f} s; "
            f"started the embedded portal (:{port}, pid {started.pid}) in "
            f"{time.monotonic() - prepared:.1f} s",
            flush=True,
        )
        yield EmbeddedPortal(port, started)
    finally:
        processes.stop(started)


async def signed_in(port: int) -> Browser:
    """A browser signed in as ``DEMO_ADMIN`` the way the web app signs in (its page's K drawn
    once, the captcha read from the dev outbox); its idle connections are closed."""
    browser = Browser(port, DEMO_ADMIN.ip, Recorder())
    try:
        await sign_in(Session(DEMO_ADMIN, browser, NO_PAUSES), serial=1)
    except CallFailed as exc:
        raise RuntimeError(f"the sign-in of {DEMO_ADMIN.mobile} failed: {exc}") from exc
    finally:
        browser.close()
    return browser
