"""One run of the embedded benchmark: start ``make run``'s portal, sign in, drive each call, print.

``uv run python -m bench.embedded [--connections 16] [--warmup 2] [--duration 8] ...`` from the
repository root. It prints figures and exits 0 whether or not the target is met: it is a
benchmark, not a test. With ``--check`` (the short form the tests run) it exits 1 when a call
answered an error or none got through; CPU is never judged there.
"""

import argparse
import asyncio
import tempfile
import time
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path

from uvicorn.loops.auto import auto_loop_factory

from bench.embedded.measure import Figures, Row, measure
from bench.embedded.portal import (
    DEMO_ADMIN,
    PERMITTED_PRODUCT,
    EmbeddedPortal,
    running_portal,
    signed_in,
)
from bench.embedded.report import print_report
from bench.gateway import load
from bench.gateway.processes import Processes, run_interruptible
from bench.gateway.run import machine_description
from bench.load.browser import Browser, Recorder

# The target: the embedded default's CPU per sealed call of each of the four calls.
TARGET_MS = 2.0

# The product centre's calls, with the parameters the web app sends (bench/load/journey.py):
# product/list is public, but a signed-in page sends its token with it as with every call.
CALLS = (
    Row("product/list"),
    Row("message/getIsUnreadNumbers", {"receiveCompCode": DEMO_ADMIN.comp_code}),
    Row("res/menu/emp/role/findResAllByToken", {"productCode": PERMITTED_PRODUCT}),
    Row("cust/product/findAllByPermitStatus", {"compCode": DEMO_ADMIN.comp_code}),
)
# What the portal answers without work, under the same connections: the other rows' CPU is
# also shown against it, which stays comparable when the machine's speed varies between runs.
REFERENCE = Row("/healthz", label="/healthz (reference, unsealed)")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.embedded",
        description="The embedded default (make run, one process) under keep-alive "
        "connections: calls/s, latency, errors and the portal's CPU per sealed call of the "
        "product centre's calls, against its /healthz measured in the same run.",
    )
    parser.add_argument("--connections", type=int, default=16, help="keep-alive clients (16)")
    parser.add_argument("--warmup", type=float, default=2.0, help="seconds per call (2)")
    parser.add_argument("--duration", type=float, default=8.0, help="seconds per call (8)")
    parser.add_argument(
        "--only",
        default="",
        help="calls to drive, by name or its last part, e.g. findAllByPermitStatus "
        "(default: the four); the reference row always runs",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="exit 1 when a call answered an error or none got through (the short form the "
        "tests run); CPU is printed, never judged",
    )
    args = parser.parse_args(argv)
    wanted = [name.strip() for name in args.only.split(",") if name.strip()]
    args.calls = [row for row in CALLS if not wanted or _named(row, wanted)]
    unknown = [name for name in wanted if not any(_named(row, [name]) for row in CALLS)]
    if unknown:
        parser.error(f"--only: unknown calls {', '.join(unknown)}")
    if args.connections < 1 or args.duration <= 0 or args.warmup < 0:
        parser.error("--connections >= 1, --duration > 0, --warmup >= 0")
    return args


def _named(row: Row, names: list[str]) -> bool:
    return any(row.path == name or row.path.endswith(f"/{name}") for name in names)


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    return run_interruptible(lambda: run(args), "every process stopped, temp dir removed")


def run(args: argparse.Namespace) -> int:
    began = time.monotonic()
    print(machine_description("bench/embedded"), flush=True)
    with ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="portal-embedded-")))
        # Entered after the temp dir, so the portal is stopped before the dir is removed.
        processes = stack.enter_context(Processes(tmp))
        portal = stack.enter_context(running_portal(tmp, processes))
        with asyncio.Runner(loop_factory=auto_loop_factory(use_subprocess=False)) as runner:
            figures = runner.run(drive_all(portal, args))
    print_report(figures, args, TARGET_MS)
    print(f"\n(whole run: {time.monotonic() - began:.0f} s; every process stopped, temp dir gone)")
    failed = [f.row.label for f in figures if not f.healthy]
    if args.check and failed:
        print(f"check failed: errors or no answers in {', '.join(failed)}")
        return 1
    return 0


async def drive_all(portal: EmbeddedPortal, args: argparse.Namespace) -> list[Figures]:
    """Sign in, try each call once, then drive the reference row and each call in turn."""
    browser = await signed_in(portal.port)
    print(f"signed in {DEMO_ADMIN.mobile} ({DEMO_ADMIN.employee_code} of {DEMO_ADMIN.comp_code})")
    for row in args.calls:
        answer = await browser.call(row.path, row.query)
        print(f"  {row.label} answers {_described(answer)}", flush=True)
    browser.close()
    print(
        f"\ndriving {args.connections} keep-alive connections, one request in flight each, "
        f"{args.warmup:g} s warm-up + {args.duration:g} s measured per call; every /api call "
        "sealed with the signed-in page's K, a fresh timestamp, nonce and sign each",
        flush=True,
    )
    # The reference's request: unsealed and without a token (a browser before sign-in).
    plain = Browser(portal.port, DEMO_ADMIN.ip, Recorder()).request(
        REFERENCE.path, protected=False, method="GET"
    )
    figures = [await measure(portal, REFERENCE, lambda index, now: plain, _answered_200, args)]
    for row in args.calls:

        def sealed(index: int, now: float, row: Row = row) -> bytes:
            return browser.request(row.path, row.query)

        figures.append(await measure(portal, row, sealed, load.envelope_ok, args))
    return figures


def _answered_200(status: int, body: bytes) -> bool:
    return status == 200


def _described(answer: object) -> str:
    """What a call answered, in a few words: shows the measured calls do real work."""
    if isinstance(answer, list):
        return f"a list of {len(answer)}"
    if isinstance(answer, dict):
        return f"an object of {len(answer)} fields"
    return repr(answer)
