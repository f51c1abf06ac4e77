"""One run of the load benchmark (issue 9, item 4): start the portal, simulate the users, print.

``uv run python -m bench.load [--users 200] [--duration 60] [--ramp 20] ...`` from the
repository root. It prints figures and exits 0 whether or not the target is met: it is a
benchmark, not a test. With ``--check`` (the short form ``make test`` runs) it exits 1 when a
server error happened or no user got through the journey; latency is never checked.
"""

import argparse
import asyncio
import json
import os
import platform
import signal
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Coroutine, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from redis import Redis
from uvicorn.loops.auto import auto_loop_factory

from bench.gateway.processes import (
    Processes,
    cpu_seconds,
    machine_busy_seconds,
    run_interruptible,
)
from bench.gateway.run import INCLUSIVE_SHOWN
from bench.load.browser import Browser, Recorder, is_server_error
from bench.load.journey import Pace, user_journey
from bench.load.portal import SERVICES, Portal, running_portal
from bench.load.users import load_users

# The targets, by the number of users: p95 of every call under this (ms), and at most this
# many cores busy on the machine (None: not a target of that size).
TARGET_USERS = 200
TARGETS: dict[int, tuple[float, float | None]] = {200: (100.0, None), 1000: (300.0, 1.8)}
TARGET_PORTAL_MS_PER_CALL = 1.5
# The bench reads captcha answers there; a browser's user reads them off the image.
BENCH_ONLY = frozenset({"dev/outbox"})
GRACE_SEC = 30.0
DEFAULT_POSTGRES = os.environ.get(
    "PORTAL_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.load",
        description="Simulated users signing in and using the portal (the services and a "
        "gateway as processes, on PostgreSQL and Redis); prints throughput, latency per call, "
        "errors and the CPU of every process.",
    )
    parser.add_argument("--users", type=int, default=TARGET_USERS, help="simulated users (200)")
    parser.add_argument("--duration", type=float, default=60.0, help="measured seconds (60)")
    parser.add_argument(
        "--ramp", type=float, default=20.0, help="seconds over which users arrive (20)"
    )
    parser.add_argument("--think", default="1,3", help="seconds between pages, min,max (1,3)")
    parser.add_argument(
        "--typing", default="2,4", help="seconds filling in the sign-in form, min,max (2,4)"
    )
    parser.add_argument(
        "--pages-per-session",
        type=int,
        default=20,
        help="pages after the product centre before logging out and signing in again (20)",
    )
    parser.add_argument(
        "--postgres-url",
        default=DEFAULT_POSTGRES,
        help="where the services' schemas go (created for the run, dropped after); "
        "default: the test database",
    )
    parser.add_argument(
        "--redis-url",
        default=None,
        help="a Redis database for the run, emptied after (default: a redis-server of the "
        "run's own on a free port)",
    )
    parser.add_argument(
        "--strong-passwords",
        action="store_true",
        help="give the load users production's argon2 cost (64 MiB, t=3) instead of test "
        "mode's (8 MiB, t=1)",
    )
    parser.add_argument(
        "--profile",
        default="",
        help="processes to sample during the window, e.g. gateway,customer: where their CPU "
        "goes (bench/gateway's sampler; costs them a few percent)",
    )
    parser.add_argument(
        "--workers",
        default="",
        help="worker processes: N for the gateway and every service, or per process, e.g. "
        "gateway=2,customer=2 (default: one process each)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="exit 1 on any server error, or when no user completed a sign-in and its pages "
        "(the short form make test runs); figures are printed, never judged",
    )
    args = parser.parse_args(argv)
    args.profile = frozenset(name.strip() for name in args.profile.split(",") if name.strip())
    unknown = args.profile - {"gateway", *SERVICES}
    if unknown:
        parser.error(f"--profile: unknown processes {', '.join(sorted(unknown))}")
    args.workers = _workers(parser, args.workers)
    both = sorted(name for name in args.profile if args.workers.get(name, 1) > 1)
    if both:
        parser.error(f"--profile samples one process: {', '.join(both)} run workers")
    args.think = _bounds(parser, "--think", args.think)
    args.typing = _bounds(parser, "--typing", args.typing)
    if args.users < 1 or args.users > 60_000:
        parser.error("--users must be 1 to 60000 (one loopback address each)")
    return args


def _bounds(parser: argparse.ArgumentParser, name: str, value: str) -> tuple[float, float]:
    try:
        low, high = (float(part) for part in value.split(","))
    except ValueError:
        parser.error(f"{name} takes min,max in seconds")
    if not 0 <= low <= high:
        parser.error(f"{name}: 0 <= min <= max")
    return low, high


def _workers(parser: argparse.ArgumentParser, value: str) -> dict[str, int]:
    """``--workers``: worker processes by process name (absent: one)."""
    names = ("gateway", *SERVICES)
    if not value:
        return {}
    if value.isdigit():
        return dict.fromkeys(names, int(value))
    counts = {}
    for part in value.split(","):
        name, _, count = part.partition("=")
        if name.strip() not in names or not count.strip().isdigit() or int(count) < 1:
            parser.error(f"--workers: N or name=N,... with names from {', '.join(names)}")
        counts[name.strip()] = int(count)
    return counts


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    return run_interruptible(
        lambda: judged(run(args), args.check), "every process stopped, schemas dropped"
    )


def judged(outcome: "Outcome", check: bool) -> int:
    """The exit status: 1 when ``--check`` finds the run unhealthy, else 0."""
    if not check or outcome.healthy:
        return 0
    print(
        f"check failed: {outcome.server_errors} server errors, "
        f"{outcome.sign_ins} sign-ins completed, {outcome.portal_calls} portal calls"
    )
    return 1


@dataclass(frozen=True)
class Outcome:
    """What ``--check`` judges: the run's server errors and whether users got through."""

    portal_calls: int
    sign_ins: int
    server_errors: int

    @property
    def healthy(self) -> bool:
        return self.server_errors == 0 and self.sign_ins > 0 and self.portal_calls > 0


@dataclass
class Usage:
    """CPU seconds used in the measured window, by process name, and by the whole machine;
    Redis commands run in it, by command."""

    processes: dict[str, float]
    client: float
    busy: float
    total: float
    redis_commands: Counter[str]


def redis_commands(url: str) -> Counter[str]:
    """Commands Redis has run so far, by name (``INFO commandstats``)."""
    client = Redis.from_url(url)
    try:
        stats = client.info("commandstats")
    finally:
        client.close()
    return Counter(
        {name.removeprefix("cmdstat_"): int(value["calls"]) for name, value in stats.items()}
    )


def run(args: argparse.Namespace) -> "Outcome":
    began = time.monotonic()
    print(machine_description(), flush=True)
    users = load_users(args.users)
    with ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="portal-load-")))
        processes = stack.enter_context(Processes(tmp))
        portal = stack.enter_context(
            running_portal(
                tmp,
                processes,
                users,
                args.postgres_url,
                args.redis_url,
                args.strong_passwords,
                args.profile,
                args.workers,
            )
        )
        print(describe_load(args, users), flush=True)
        recorder = Recorder()
        usage = _run_loop(drive(portal, users, args, recorder))
        profiles = {name: read_profile(path) for name, path in portal.profiles.items()}
    outcome = report(args, recorder, usage)
    print_profiles(profiles, outcome.portal_calls)
    print(
        f"\n(whole run: {time.monotonic() - began:.0f} s; every process stopped, schemas dropped)"
    )
    return outcome


def _run_loop(coroutine: Coroutine[Any, Any, Usage]) -> Usage:
    """On the loop uvicorn chooses (uvloop when installed), as the gateway serves on."""
    with asyncio.Runner(loop_factory=auto_loop_factory(use_subprocess=False)) as runner:
        return runner.run(coroutine)


async def drive(portal: Portal, users: list, args: argparse.Namespace, recorder: Recorder) -> Usage:
    """Every user's journey; CPU counted between the end of the ramp and the window's end."""
    recorder.began = time.perf_counter()
    window_start = recorder.began + args.ramp
    window_end = window_start + args.duration
    pace = Pace(args.think, args.typing, args.pages_per_session)
    browsers = [Browser(portal.gateway_port, user.ip, recorder) for user in users]
    journeys = [
        asyncio.create_task(
            user_journey(
                user, browser, pace, recorder.began + args.ramp * index / len(users), window_end
            )
        )
        for index, (user, browser) in enumerate(zip(users, browsers, strict=True))
    ]
    pids = {name: started.pid for name, started in portal.processes.items()}

    def snapshot() -> tuple[dict[str, float], float, float, float, Counter[str]]:
        busy, total = machine_busy_seconds()
        used = {name: cpu_seconds([pid]) for name, pid in pids.items()}
        return used, time.process_time(), busy, total, redis_commands(portal.redis_url)

    def signal_profiled(sig: int) -> None:
        for name in portal.profiles:
            portal.processes[name].process.send_signal(sig)

    await asyncio.sleep(window_start - time.perf_counter())
    first = snapshot()
    signal_profiled(signal.SIGUSR1)
    print(f"all {len(users)} users have arrived; measuring {args.duration:g} s ...", flush=True)
    await asyncio.sleep(window_end - time.perf_counter())
    last = snapshot()
    signal_profiled(signal.SIGUSR2)
    _, pending = await asyncio.wait(journeys, timeout=GRACE_SEC)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for browser in browsers:
        browser.close()
    return Usage(
        {name: last[0][name] - first[0][name] for name in pids},
        last[1] - first[1],
        last[2] - first[2],
        last[3] - first[3],
        last[4] - first[4],
    )


def machine_description() -> str:
    model = "unknown CPU"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    load_average = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    return (
        f"bench/load, {now}\n"
        f"machine: {os.cpu_count()} cores, {model}; Linux {platform.release()}; "
        f"Python {platform.python_version()}; load average before the run: {load_average}"
    )


def describe_load(args: argparse.Namespace, users: list) -> str:
    two = sum(1 for user in users if len(user.employees) > 1)
    return (
        f"\n{len(users)} users ({two} of them employees of two companies), each from a loopback "
        f"address of its own, arriving over {args.ramp:g} s, then {args.duration:g} s measured; "
        f"{args.think[0]:g}-{args.think[1]:g} s between pages, {args.typing[0]:g}-"
        f"{args.typing[1]:g} s typing the sign-in form, {args.pages_per_session} pages a session "
        f"then logout; passwords at {'production' if args.strong_passwords else 'test mode'}'s "
        "argon2 cost"
    )


def percentile_ms(latencies: list[float], fraction: float) -> float:
    ordered = sorted(latencies)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000


def report(args: argparse.Namespace, recorder: Recorder, usage: Usage) -> Outcome:
    """Prints the figures; returns what ``--check`` judges."""
    start, end = args.ramp, args.ramp + args.duration
    calls = recorder.in_window(start, end)
    sign_ins = sum(1 for at in recorder.sign_ins if start <= at < end)
    answered = sum(len(results) for results in calls.values())
    portal_calls = sum(len(r) for name, r in calls.items() if name not in BENCH_ONLY)
    print(
        f"\nmeasured {args.duration:g} s: {answered} answers, {answered / args.duration:.1f} "
        f"calls/s ({portal_calls / args.duration:.1f}/s without the bench's dev/outbox reads); "
        f"{sign_ins} sign-ins completed ({sign_ins / args.duration:.1f}/s)"
    )
    width = max([len(name) for name in calls] + [24])
    print(
        f"\n{'call':{width}}  {'count':>6}  {'p50 ms':>7}  {'p95 ms':>7}  {'p99 ms':>7}  "
        f"{'errors':>6}"
    )
    everything: list[float] = []
    errors: Counter[str] = Counter()
    worst_p95 = ("", 0.0)
    for name in sorted(calls):
        results = calls[name]
        latencies = [latency for latency, _ in results]
        failed = [result for _, result in results if result != "ok"]
        for result in failed:
            errors[f"{result} ({name})"] += 1
        p95 = percentile_ms(latencies, 0.95)
        if name not in BENCH_ONLY:
            everything += latencies
            if p95 > worst_p95[1]:
                worst_p95 = (name, p95)
        label = f"{name} (bench only)" if name in BENCH_ONLY else name
        print(
            f"{label:{width}}  {len(results):6d}  {percentile_ms(latencies, 0.5):7.1f}  "
            f"{p95:7.1f}  {percentile_ms(latencies, 0.99):7.1f}  {len(failed):6d}"
        )
    overall_p95 = percentile_ms(everything, 0.95) if everything else float("nan")
    if everything:
        print(
            f"{'all portal calls':{width}}  {len(everything):6d}  "
            f"{percentile_ms(everything, 0.5):7.1f}  {overall_p95:7.1f}  "
            f"{percentile_ms(everything, 0.99):7.1f}  {sum(errors.values()):6d}"
        )
        print(f"mean latency {statistics.fmean(everything) * 1000:.1f} ms")

    print(
        "\nerrors by kind: " + (", ".join(f"{k}: {n}" for k, n in errors.most_common()) or "none")
    )
    server_errors = sum(n for kind, n in errors.items() if is_server_error(kind.split(" (")[0]))
    print(f"server errors (HTTP 5xx, envelope status >= 500, no answer): {server_errors}")

    print("\nCPU in the measured window (cores busy on average; ms of CPU per portal call):")
    per_call = max(portal_calls, 1)
    portal_total = 0.0
    for name, seconds in sorted(usage.processes.items(), key=lambda item: -item[1]):
        portal_total += seconds
        workers = args.workers.get(name, 1)
        label = f"{name} ×{workers}" if workers > 1 else name
        print(
            f"  {label:12} {seconds / args.duration:5.2f} cores  "
            f"{seconds / per_call * 1000:6.2f} ms/call"
            + (" (its workers together)" if workers > 1 else "")
        )
    print(
        f"  {'portal':10} {portal_total / args.duration:5.2f} cores  "
        f"{portal_total / per_call * 1000:6.2f} ms/call (PostgreSQL is shared: not counted)"
    )
    print(
        f"  {'bench':10} {usage.client / args.duration:5.2f} cores  "
        f"{usage.client / per_call * 1000:6.2f} ms/call (this process: the simulated browsers)"
    )
    cores = usage.total / args.duration
    busy = usage.busy / args.duration
    portal_cores = portal_total / args.duration
    others = max(0.0, busy - (portal_total + usage.client) / args.duration)
    print(
        f"  machine: {busy:.2f} of {cores:.0f} cores busy, {others:.2f} of them by "
        "everything else (PostgreSQL, other users of the machine)"
    )
    print(
        f"\nusers per core: {args.users / max(portal_cores, 0.01):.0f} ({args.users} users on "
        f"the {portal_cores:.2f} cores the portal's processes kept busy; "
        f"{args.users / max(busy, 0.01):.0f} per busy core of the whole machine)"
    )

    commands = usage.redis_commands
    top = ", ".join(f"{name} {count / per_call:.2f}" for name, count in commands.most_common(6))
    print(
        f"\nRedis: {commands.total() / per_call:.2f} commands per portal call ({top}; "
        "the service's own event consumers included)"
    )

    met_errors = server_errors == 0
    print("\ntargets:")
    for users, (p95_ms, max_cores) in TARGETS.items():
        name = f"  {users} users: p95 < {p95_ms:g} ms for every call, 0 server errors"
        if max_cores is not None:
            name += f", at most {max_cores:g} cores busy"
        if args.users != users:
            print(f"{name}: not judged ({args.users} users in this run)")
            continue
        met = bool(everything) and worst_p95[1] < p95_ms and met_errors
        met = met and (max_cores is None or busy <= max_cores)
        print(
            f"{name}: {'met' if met else 'MISSED'} (all calls p95 {overall_p95:.1f} ms, worst "
            f"call p95 {worst_p95[1]:.1f} ms ({worst_p95[0]}); {server_errors} server errors; "
            f"{busy:.2f} cores busy)"
        )
    portal_ms = portal_total / per_call * 1000
    verdict = "met" if portal_ms <= TARGET_PORTAL_MS_PER_CALL else "MISSED"
    print(
        f"  portal CPU per call <= {TARGET_PORTAL_MS_PER_CALL:g} ms: {verdict} ({portal_ms:.2f} ms)"
    )
    return Outcome(portal_calls, sign_ins, server_errors)


def read_profile(path: Path) -> dict[str, Any]:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            profile: dict[str, Any] = json.loads(path.read_text())
            return profile
        except (OSError, ValueError):
            time.sleep(0.05)
    return {}


def print_profiles(profiles: dict[str, dict[str, Any]], portal_calls: int) -> None:
    for name, profile in profiles.items():
        cpu = profile.get("cpu_sec", 0.0)
        if not cpu:
            print(f"\n{name}: no profile")
            continue
        per_call = 1e6 / max(portal_calls, 1)
        print(
            f"\n{name}: {cpu:.1f} s of main-thread CPU sampled in the window, "
            f"{cpu * per_call:.0f} µs per portal call (all calls, not only its own)"
        )
        print(f"  cyclic garbage collector: {profile.get('gc_sec', 0) / cpu:.1%}")
        print("  by package (self time):")
        for package, seconds in profile["packages"][:12]:
            print(f"    {seconds / cpu:6.1%}  {package}")
        print("  by function (self time):")
        for function, seconds in profile["self"][:20]:
            print(f"    {seconds / cpu:6.1%}  {function}")
        print("  by function (inclusive), portal code and the library calls it makes:")
        shown = [
            (function, seconds)
            for function, seconds in profile["inclusive"]
            if function.startswith(INCLUSIVE_SHOWN) and seconds / cpu >= 0.02
        ]
        for function, seconds in shown[:40]:
            print(f"    {seconds / cpu:6.1%}  {function}")
