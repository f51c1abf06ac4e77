"""One run of the gateway benchmark (issue 3, item 10): prepare, start, drive, print, stop.

``uv run python -m bench.gateway [--connections 32] [--duration 15] [--warmup 3] ...`` from
the repository root. It prints figures and exits 0 whether or not the targets are met: it is a
benchmark, not a test.
"""

import argparse
import asyncio
import json
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from bench.gateway import load
from bench.gateway.instrumented import COUNT_FILE_VARIABLE, PROFILE_FILE_VARIABLE, read_count
from bench.gateway.processes import (
    PREFIXES,
    Processes,
    Started,
    child_pids,
    cpu_seconds,
    find_nginx,
    free_port,
    install_nginx,
    machine_busy_seconds,
    portal_environment,
    prepare_portal,
    run_interruptible,
    start_redis,
    wait_until_healthy,
    write_nginx_config,
)
from portal_client.protection import OAEP, draw_key

CALL = "product/list"
SERVICE_PATH = f"/web/portal/api/{CALL}"
BROWSER_PATH = f"/api{SERVICE_PATH}"
SECRET_KEY_PATH = "/api/web/portal/api/login/user/rsa/secretKey"  # noqa: S105 (a path)

# Issue 3's targets.
MIN_VS_NGINX = 0.35
MIN_VS_UNPROTECTED = 0.6
MAX_RSA_PER_1000 = 1.0
# The lean hot path's, against the stub upstream: the sealed gateway's CPU per request, and
# its requests/s against nginx's with one process and with worker processes.
MAX_SEALED_US = 250.0
MIN_SEALED_VS_NGINX = 0.10
MIN_WORKERS_VS_NGINX = 0.18
# Fewer page loads than this in a window leave the RSA figure to one or two events: no verdict.
MIN_PAGES_FOR_RSA_VERDICT = 10

TARGET_KEYS = ("direct", "nginx", "optional", "required", "short-pages", "workers")
PROFILE_WAIT_SEC = 10.0
# Frames worth a line of inclusive time: the portal's own code and the calls it makes into
# libraries (the framework frames around every request would fill the list otherwise).
INCLUSIVE_SHOWN = (
    "gateway/gateway/",
    "kit/portal_kit/",
    "services/",
    "httpx/_client.py",
    "httpx_aiohttp/",
    "aiohttp/client.py",
    "starlette/responses.py",
    "starlette/requests.py",
    "redis/asyncio/client.py",
    "sqlalchemy/ext/asyncio/session.py",
    "pydantic/main.py",
    "fastapi/routing.py:438",
    "fastapi/encoders.py",
    "uvicorn/protocols/http/httptools_impl.py",
    "logging/__init__.py",
    "uuid.py",
)


@dataclass
class Server:
    started: Started
    port: int
    rsa_count_file: Path | None = None
    profile_file: Path | None = None  # set when it runs with the sampler


@dataclass
class Target:
    key: str
    label: str
    port: int
    path: str
    front: Server | None  # what stands in front of the service: nginx or a gateway
    service: Server
    sealer: load.Sealer | None = None

    @property
    def profiled(self) -> list[Server]:
        servers = [self.service] if self.front is None else [self.front, self.service]
        return [server for server in servers if server.profile_file is not None]


@dataclass
class Counters:
    """CPU seconds so far (front, service, this client, whole machine busy and total) and the
    gateway's RSA count; subtract two to get a window's."""

    front: float
    service: float
    client: float
    busy: float
    total: float
    rsa: int

    @classmethod
    def read(cls, target: Target) -> "Counters":
        busy, total = machine_busy_seconds()
        front = target.front
        return cls(
            front=cpu_seconds([front.started.pid]) if front else 0.0,
            service=cpu_seconds([target.service.started.pid]),
            client=time.process_time(),
            busy=busy,
            total=total,
            rsa=read_count(front.rsa_count_file) if front and front.rsa_count_file else 0,
        )

    def __sub__(self, other: "Counters") -> "Counters":
        return Counters(
            self.front - other.front,
            self.service - other.service,
            self.client - other.client,
            self.busy - other.busy,
            self.total - other.total,
            self.rsa - other.rsa,
        )


@dataclass
class Figures:
    target: Target
    result: load.Result
    used: Counters
    pages: int = 0  # distinct ``aes`` values first sent in the window
    # Over the whole run of the target (warm-up, window, last answers): every page drawn and
    # every decryption the gateway made, which must be equal if RSA runs once per page load.
    pages_total: int = 0
    rsa_total: int = 0
    profiles: dict[str, dict[str, Any]] = field(default_factory=dict)
    # A front with worker processes: each one's CPU seconds in the window.
    workers_cpu: list[float] = field(default_factory=list)

    def per_request_us(self, seconds: float) -> float:
        return seconds / max(self.result.completed, 1) * 1e6

    def per_1000(self, count: int) -> float:
        return count / max(self.result.completed, 1) * 1000

    @property
    def rsa_per_1000(self) -> float | None:
        if self.target.front is None or self.target.front.rsa_count_file is None:
            return None
        return self.per_1000(self.used.rsa)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.gateway",
        description="The same upstream call direct, through nginx, through the gateway "
        "unprotected and protected; prints requests/s, latency, CPU per request, RSA per 1000.",
    )
    parser.add_argument("--connections", type=int, default=32, help="keep-alive clients (32)")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds per target (3)")
    parser.add_argument("--duration", type=float, default=15.0, help="seconds per target (15)")
    parser.add_argument(
        "--calls-per-page",
        type=int,
        default=2000,
        help="calls a page makes with one K before its tab loads a new page (2000)",
    )
    parser.add_argument(
        "--short-page-calls",
        type=int,
        default=8,
        help="calls per page of the extra 'short-pages' row, where RSA is frequent (8)",
    )
    parser.add_argument(
        "--tabs",
        type=int,
        default=0,
        help="pages open at once, sharing the connections (default: connections / 4)",
    )
    parser.add_argument(
        "--body",
        default=None,
        help="JSON to send as the body (default none, as the web app calls product/list); "
        "with one, protected calls carry an AES-GCM sealed body",
    )
    parser.add_argument(
        "--only", default=",".join(TARGET_KEYS), help=f"targets to run ({','.join(TARGET_KEYS)})"
    )
    parser.add_argument(
        "--upstream",
        choices=("content", "stub"),
        default="content",
        help="what answers the call: the content service (default), or a stub that costs "
        "next to nothing, to see what the proxies themselves can do",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=2,
        help="worker processes of the extra 'workers' row: a sealed gateway serving with "
        "--workers N, its nonces in Redis (2)",
    )
    parser.add_argument(
        "--redis-url",
        default=None,
        help="the Redis of the 'workers' row (default: a redis-server of the run's own)",
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="sample the CPU of the content service and the gateways during each window and "
        "print where it goes (costs them a few percent)",
    )
    args = parser.parse_args(argv)
    args.only = [key.strip() for key in args.only.split(",") if key.strip()]
    unknown = set(args.only) - set(TARGET_KEYS)
    if unknown:
        parser.error(f"unknown targets: {', '.join(sorted(unknown))}")
    if args.body is not None:
        args.body = json.dumps(json.loads(args.body), separators=(",", ":")).encode()
    args.tabs = args.tabs or max(1, args.connections // 4)
    if args.workers < 2:
        parser.error("--workers: at least 2 (the 'required' row is the gateway alone)")
    return args


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    return run_interruptible(lambda: run(args), "every process stopped, temp dir removed")


def run(args: argparse.Namespace) -> None:
    began = time.monotonic()
    print(machine_description(), flush=True)
    with ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="portal-bench-")))
        # Entered after the temp dir, so every process is stopped before the dir is removed.
        processes = stack.enter_context(Processes(tmp))
        targets = start_everything(args, tmp, processes)
        rsa_ms = time_rsa_decrypt(tmp / "var")
        print(
            f"\ndriving POST {CALL}: {args.connections} keep-alive connections, "
            f"{args.warmup:g} s warm-up + {args.duration:g} s measured per target; body: "
            f"{args.body.decode() if args.body else 'none'}",
            flush=True,
        )
        figures = [measure(target, args) for target in targets]
    print_report(figures, args, rsa_ms)
    if args.profile:
        print_profiles(figures)
    print(f"\n(whole run: {time.monotonic() - began:.0f} s; every process stopped, temp dir gone)")


def machine_description(program: str = "bench/gateway") -> str:
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    load_average = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    return (
        f"{program}, {now}\n"
        f"machine: {os.cpu_count()} cores, {model}; Linux {platform.release()}; "
        f"Python {platform.python_version()}; load average before the run: {load_average}"
    )


def start_everything(args: argparse.Namespace, tmp: Path, processes: Processes) -> list[Target]:
    var_dir = tmp / "var"
    var_dir.mkdir()
    env = portal_environment(var_dir)
    env["GATEWAY_WEB_DIST"] = str(tmp / "no-web-build")

    began = time.monotonic()
    prepare_portal(env)
    print(f"prepared a throw-away var dir in {time.monotonic() - began:.1f} s", flush=True)

    def python_server(
        name: str, module: str, extra_env: dict[str, str], workers: int = 1
    ) -> Server:
        port = free_port()
        server_env = env | extra_env
        profile_file = None
        # The sampler watches one process: not the workers of a parent that only watches.
        if args.profile and workers == 1:
            profile_file = tmp / f"profile-{name}.json"
            server_env[PROFILE_FILE_VARIABLE] = str(profile_file)
        argv = [module, "serve", "--port", str(port), "--workers", str(workers)]
        if COUNT_FILE_VARIABLE in extra_env or profile_file:
            argv = ["bench.gateway.instrumented", *argv]
        started = processes.start(name, [sys.executable, "-m", *argv], server_env)
        return Server(
            started,
            port,
            rsa_count_file=Path(extra_env[COUNT_FILE_VARIABLE])
            if COUNT_FILE_VARIABLE in extra_env
            else None,
            profile_file=profile_file,
        )

    content = python_server("content", "content", {})
    auth = python_server("auth", "auth", {})
    wait_until_healthy(content.started, content.port)
    wait_until_healthy(auth.started, auth.port)
    upstream = content
    if args.upstream == "stub":
        upstream = start_stub(tmp, processes, content)

    wanted = set(args.only)
    gateways: dict[str, Server] = {}
    for mode in ("optional", "required"):
        if mode in wanted or (mode == "required" and "short-pages" in wanted):
            gateways[mode] = python_server(
                f"gateway-{mode}",
                "gateway",
                {
                    "GATEWAY_CONTENT_URL": f"http://127.0.0.1:{upstream.port}",
                    "GATEWAY_AUTH_URL": f"http://127.0.0.1:{auth.port}",
                    "GATEWAY_PROTECTION": mode,
                    COUNT_FILE_VARIABLE: str(tmp / f"rsa-{mode}.count"),
                },
            )
    if "workers" in wanted:
        redis_url = args.redis_url
        if redis_url is None:
            redis_url, _ = start_redis(processes)
        # Worker processes share the nonces (and the embedded services their state) through
        # Redis: every package in the process is given it.
        shared = {f"{prefix}_REDIS_URL": redis_url for prefix in PREFIXES}
        gateways["workers"] = python_server(
            "gateway-workers",
            "gateway",
            {
                "GATEWAY_CONTENT_URL": f"http://127.0.0.1:{upstream.port}",
                "GATEWAY_AUTH_URL": f"http://127.0.0.1:{auth.port}",
                "GATEWAY_PROTECTION": "required",
                COUNT_FILE_VARIABLE: str(tmp / "rsa-workers.count"),
                **shared,
            },
            workers=args.workers,
        )
    for server in gateways.values():
        wait_until_healthy(server.started, server.port)
    print(
        f"started content, auth and {len(gateways)} gateway(s)"
        + (f", one of them with {args.workers} worker processes" if "workers" in gateways else ""),
        flush=True,
    )

    name = "service" if upstream is content else "stub"
    targets = []
    if "direct" in wanted:
        targets.append(
            Target("direct", f"{name} direct", upstream.port, SERVICE_PATH, None, upstream)
        )
    if "nginx" in wanted and (nginx := start_nginx(tmp, processes, upstream.port)) is not None:
        label = f"nginx → {name}"
        targets.append(Target("nginx", label, nginx.port, BROWSER_PATH, nginx, upstream))
    if "optional" in gateways:
        server = gateways["optional"]
        label = "gateway, unsealed (optional)"
        targets.append(Target("optional", label, server.port, BROWSER_PATH, server, upstream))
    rows = {
        "required": ("required", "gateway, sealed (required)", args.calls_per_page),
        "short-pages": (
            "required",
            f"  same, {args.short_page_calls} calls/page",
            args.short_page_calls,
        ),
        "workers": ("workers", f"gateway, sealed, {args.workers} workers", args.calls_per_page),
    }
    for key, (gateway, label, calls_per_page) in rows.items():
        if key not in wanted:
            continue
        server = gateways[gateway]
        url = f"http://127.0.0.1:{server.port}{SECRET_KEY_PATH}"
        answer = httpx.post(url, timeout=10).json()
        if not answer["ok"]:
            raise RuntimeError(f"secretKey answered {answer}")
        call = load.Call(server.port, BROWSER_PATH, args.body)
        transport = load.TransportKey.from_secret_key_answer(answer["body"])
        target = Target(key, label, server.port, BROWSER_PATH, server, upstream)
        target.sealer = load.Sealer(call, transport, calls_per_page, args.tabs)
        targets.append(target)
    return targets


def start_stub(tmp: Path, processes: Processes, content: Server) -> Server:
    """The stub upstream, answering what the content service answers to the call."""
    answer = httpx.post(
        f"http://127.0.0.1:{content.port}{SERVICE_PATH}",
        headers={"accept-language": "en"},
        timeout=10,
    )
    body_file = tmp / "stub-body.json"
    body_file.write_bytes(answer.content)
    port = free_port()
    started = processes.python(
        "stub", "bench.gateway.stub", ["--port", str(port), "--body", str(body_file)], os.environ
    )
    wait_until_healthy(started, port)
    print(f"started the stub upstream ({len(answer.content)} bytes per answer)", flush=True)
    return Server(started, port)


def start_nginx(tmp: Path, processes: Processes, content_port: int) -> Server | None:
    binary = find_nginx() or install_nginx()
    if binary is None:
        print("nginx is missing and cannot be installed (not root): no nginx row", flush=True)
        return None
    # Started by root, the workers run as nobody: their folder must be reachable.
    directory = Path(tempfile.mkdtemp(prefix="nginx-", dir=tmp))
    directory.chmod(0o755)
    tmp.chmod(0o711)
    port = free_port()
    config = write_nginx_config(directory, port, content_port)
    started = processes.start(
        "nginx",
        [binary, "-p", str(directory), "-c", str(config), "-e", str(directory / "error.log")],
        os.environ,
    )
    wait_until_healthy(started, port, "/api/healthz")
    version = subprocess.run(  # noqa: S603 (the nginx found above)
        [binary, "-v"], capture_output=True, check=False
    ).stderr.decode()
    print(f"started {version.strip().removeprefix('nginx version: ')}", flush=True)
    return Server(started, port)


def time_rsa_decrypt(var_dir: Path) -> float:
    """Milliseconds of one RSA-3072 OAEP-SHA256 decryption with the gateway's transport key
    (median of 20, in this process): what one page load costs the gateway."""
    newest = sorted((var_dir / "keys" / "transport").glob("*.pem"))[-1]
    key = serialization.load_pem_private_key(newest.read_bytes(), password=None)
    assert isinstance(key, rsa.RSAPrivateKey)
    ciphertext = key.public_key().encrypt(draw_key().encode(), OAEP)
    times = []
    for _ in range(20):
        began = time.perf_counter()
        key.decrypt(ciphertext, OAEP)
        times.append(time.perf_counter() - began)
    return statistics.median(times) * 1000


def run_loop(coroutine: Coroutine[Any, Any, load.Result]) -> load.Result:
    factory: Callable[[], asyncio.AbstractEventLoop] | None = None
    try:
        import uvloop  # the loop uvicorn uses too, when installed

        factory = uvloop.new_event_loop
    except ImportError:
        pass
    with asyncio.Runner(loop_factory=factory) as runner:
        return runner.run(coroutine)


def measure(target: Target, args: argparse.Namespace) -> Figures:
    print(f"  {target.label:30} ...", end="", flush=True)
    marks: list[Counters] = []
    for server in target.profiled:
        assert server.profile_file is not None
        server.profile_file.unlink(missing_ok=True)

    workers = (
        child_pids(target.front.started.pid) if target.key == "workers" and target.front else []
    )
    workers_cpu: list[float] = []

    def window_start() -> None:
        marks.append(Counters.read(target))
        workers_cpu.extend(-cpu_seconds([pid]) for pid in workers)
        for server in target.profiled:
            server.started.process.send_signal(signal.SIGUSR1)

    def window_end() -> None:
        marks.append(Counters.read(target))
        for n, pid in enumerate(workers):
            workers_cpu[n] += cpu_seconds([pid])
        for server in target.profiled:
            server.started.process.send_signal(signal.SIGUSR2)

    sealer = target.sealer
    if sealer is not None:
        make_request: Callable[[int, float], bytes] = sealer.request
    else:
        plain = load.Call(target.port, target.path, args.body).plain()

        def make_request(index: int, now: float) -> bytes:
            return plain

    count_file = target.front.rsa_count_file if target.front else None
    rsa_before = read_count(count_file) if count_file else 0
    result = run_loop(
        load.drive(
            target.port,
            make_request,
            args.connections,
            args.warmup,
            args.duration,
            window_start,
            window_end,
        )
    )
    figures = Figures(target, result, marks[1] - marks[0], workers_cpu=workers_cpu)
    if count_file:
        figures.rsa_total = read_count(count_file) - rsa_before
    if sealer is not None:
        figures.pages_total = len(sealer.pages_drawn)
        figures.pages = sum(
            1
            for page in sealer.pages_drawn
            if result.window_start <= page.first_use < result.window_end
        )
    for server in target.profiled:
        figures.profiles[server.started.name] = read_profile(server)
    print(f" {result.per_second:7,.0f} requests/s", flush=True)
    return figures


def read_profile(server: Server) -> dict[str, Any]:
    assert server.profile_file is not None
    deadline = time.monotonic() + PROFILE_WAIT_SEC
    while time.monotonic() < deadline:
        try:
            profile: dict[str, Any] = json.loads(server.profile_file.read_text())
            return profile
        except (OSError, ValueError):
            time.sleep(0.05)
    return {}


def _ratio(numerator: Figures | None, denominator: Figures | None) -> float | None:
    if numerator is None or denominator is None or denominator.result.per_second == 0:
        return None
    return numerator.result.per_second / denominator.result.per_second


def print_report(figures: list[Figures], args: argparse.Namespace, rsa_ms: float) -> None:
    by_key = {f.target.key: f for f in figures}
    nginx = by_key.get("nginx")
    header = (
        f"{'target':30} {'req/s':>7} {'×nginx':>6} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6} │ "
        f"{'proxy':>6} {'upstr.':>7} {'both':>6} {'client':>6} │ {'busy':>5} {'other':>5} │ "
        f"{'RSA/1000':>8}"
    )
    print()
    print(f"{'':67}│ {'CPU µs per request':^30} │ {'cores':^11} │")
    print(header)
    print("─" * len(header))
    for f in figures:
        used = f.used
        seconds = f.result.seconds
        proxy = f"{f.per_request_us(used.front):.0f}" if f.target.front else "-"
        rsa = f"{f.rsa_per_1000:.2f}" if f.rsa_per_1000 is not None else "-"
        busy_cores = used.busy / seconds
        # Busy CPU not spent by this client, the proxy or the service: auth, the idle
        # gateways, and whatever else runs on the machine.
        other_cores = (used.busy - used.front - used.service - used.client) / seconds
        versus_nginx = _ratio(f, nginx)
        ratio = f"{versus_nginx:.3f}" if versus_nginx is not None else "-"
        print(
            f"{f.target.label:30} {f.result.per_second:7,.0f} {ratio:>6} "
            f"{f.result.percentile_ms(0.5):7.1f} "
            f"{f.result.percentile_ms(0.99):7.1f} {f.result.errors:6} │ {proxy:>6} "
            f"{f.per_request_us(used.service):7.0f} "
            f"{f.per_request_us(used.front + used.service):6.0f} "
            f"{f.per_request_us(used.client):6.0f} │ {busy_cores:5.2f} "
            f"{max(other_cores, 0):5.2f} │ {rsa:>8}"
        )
    for f in figures:
        if f.result.first_error:
            print(f"  {f.target.label}: first error: {f.result.first_error}")
        if total := sum(f.workers_cpu):
            shares = ", ".join(f"{seconds / total:.0%}" for seconds in f.workers_cpu)
            print(f"  {f.target.label}: each worker's share of the gateway's CPU: {shares}")
    print(
        "\n×nginx: requests/s against the nginx row of this run. CPU µs per request: user + "
        "system time from /proc of the proxy (nginx: master and workers; gateway: its process "
        "and its worker processes), the upstream (content service or stub), both, and this "
        "load generator, divided by the answers in the window. cores: the machine's busy cores "
        "during the window, and the part of them none of those used (auth, the idle gateways, "
        "Redis, anything else running on the machine)."
    )

    proxies = [f for f in figures if f.target.front is not None and f.target.key != "short-pages"]
    if proxies:
        print(
            "\nThe proxies alone, from their CPU per request (requests per second one core gives):"
        )
        nginx_us = (
            by_key["nginx"].per_request_us(by_key["nginx"].used.front)
            if "nginx" in by_key
            else None
        )
        for f in proxies:
            us = f.per_request_us(f.used.front)
            versus = f", {nginx_us / us:.2f}× nginx" if nginx_us and f.target.key != "nginx" else ""
            per_core = 1e6 / max(us, 1)
            print(f"  {f.target.label.strip():30} {per_core:7,.0f} requests/s per core{versus}")

    required = by_key.get("required")
    print_lean_targets(by_key, args)
    print("\nTargets of issue 3:")
    _verdict(
        "protected / nginx throughput", _ratio(required, by_key.get("nginx")), MIN_VS_NGINX, ">="
    )
    _verdict(
        "protected / unprotected gateway throughput",
        _ratio(required, by_key.get("optional")),
        MIN_VS_UNPROTECTED,
        ">=",
    )
    if required is None:
        return
    if required.pages >= MIN_PAGES_FOR_RSA_VERDICT:
        _verdict(
            "RSA operations per 1000 protected requests",
            required.rsa_per_1000,
            MAX_RSA_PER_1000,
            "<=",
        )
    else:
        print(
            f"  RSA operations per 1000 protected requests: not judged, {required.pages} page "
            f"loads in the window (at least {MIN_PAGES_FOR_RSA_VERDICT}: a longer --duration or "
            "fewer --calls-per-page)"
        )
    print(
        f"    workload: {args.tabs} tabs share the {args.connections} connections; a tab loads "
        f"a new page (new K and aes) every {args.calls_per_page} calls, the first pages "
        f"staggered, so about {1000 / args.calls_per_page:.2f} per 1000 while the cache holds"
    )
    print(
        "    the gateway has no RSA counter: a wrapper around KeyRing.decrypt_now counts them "
        "(bench/gateway/instrumented.py)"
    )
    for key in ("required", "short-pages", "workers"):
        if (sealed := by_key.get(key)) is None:
            continue
        if key == "workers":
            # Each worker decrypts a page's K once, for the first call of the page it serves.
            most = sealed.pages_total * args.workers
            once = (
                f"at most one per page load and worker (≤ {most})"
                if sealed.pages_total <= sealed.rsa_total <= most
                else "NOT one per page load and worker"
            )
        else:
            once = "one per page load" if sealed.rsa_total == sealed.pages_total else "NOT one"
        print(
            f"    {sealed.target.label.strip()}: {sealed.rsa_total} decryptions for "
            f"{sealed.pages_total} "
            f"pages (aes values) over the whole target, warm-up included: {once}"
        )
    print(f"    one RSA-3072 OAEP decryption with the transport key: {rsa_ms:.1f} ms here")
    short = by_key.get("short-pages")
    if short is not None:
        extra_us = short.per_request_us(short.used.front) - required.per_request_us(
            required.used.front
        )
        # A difference of two noisy figures: on a busy machine it can come out below zero.
        page_ms = extra_us * args.short_page_calls / 1000
        figure = (
            f"{page_ms:.1f} ms"
            if page_ms > 0
            else "lost in this run's noise (the short-pages row cost no more per request)"
        )
        print(f"    gateway CPU of a page load, from the two sealed rows: {figure}")


def print_lean_targets(by_key: dict[str, Figures], args: argparse.Namespace) -> None:
    """The sealed gateway against the stub: CPU per request, and requests/s against nginx
    with one process and with worker processes."""
    print("\nTargets of the lean hot path (against the stub upstream):")
    if args.upstream != "stub":
        print("  not judged: they hold against the stub (--upstream stub)")
        return
    required, workers, nginx = by_key.get("required"), by_key.get("workers"), by_key.get("nginx")
    sealed_us = required.per_request_us(required.used.front) if required else None
    _verdict("sealed gateway, CPU µs per request", sealed_us, MAX_SEALED_US, "<=")
    _verdict(
        "sealed gateway / nginx throughput", _ratio(required, nginx), MIN_SEALED_VS_NGINX, ">="
    )
    _verdict(
        f"sealed gateway with {args.workers} workers / nginx throughput",
        _ratio(workers, nginx),
        MIN_WORKERS_VS_NGINX,
        ">=",
    )


def _verdict(name: str, value: float | None, limit: float, relation: str) -> None:
    if value is None:
        print(f"  {name}: not measured (a target was skipped)")
        return
    met = value >= limit if relation == ">=" else value <= limit
    shown = f"{value:.0f}" if limit >= 10 else f"{value:.3f}"
    print(f"  {name}: {shown} (target {relation} {limit:g}): {'met' if met else 'MISSED'}")


def print_profiles(figures: list[Figures]) -> None:
    print("\nWhere the CPU goes (sampled, main thread, during each window):")
    for f in figures:
        for name, profile in f.profiles.items():
            cpu = profile.get("cpu_sec", 0.0)
            if not cpu:
                print(f"\n[{f.target.label}] {name}: no profile")
                continue
            per_request = 1e6 / max(f.result.completed, 1)
            print(
                f"\n[{f.target.label}] {name}: {cpu:.2f} s CPU in {profile['samples']} samples, "
                f"{cpu * per_request:.0f} µs per request"
            )
            collections = "/".join(str(n) for n in profile.get("gc_collections", []))
            print(
                f"  cyclic garbage collector: {profile.get('gc_sec', 0) * per_request:.0f} µs "
                f"per request ({collections} collections of generation 0/1/2)"
            )
            print("  by package (self time):")
            for package, seconds in profile["packages"][:12]:
                share = seconds / cpu
                print(f"    {share:6.1%} {seconds * per_request:6.0f} µs  {package}")
            print("  by function (self time):")
            for function, seconds in profile["self"][:15]:
                print(f"    {seconds / cpu:6.1%} {seconds * per_request:6.0f} µs  {function}")
            print("  by function (inclusive): portal code and the library calls it makes")
            shown = [
                (function, seconds)
                for function, seconds in profile["inclusive"]
                if function.startswith(INCLUSIVE_SHOWN) and seconds / cpu >= 0.01
            ]
            for function, seconds in shown[:30]:
                print(f"    {seconds / cpu:6.1%} {seconds * per_request:6.0f} µs  {function}")
