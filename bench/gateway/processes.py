"""The processes a run starts, their environment, and the CPU time they spend (from /proc)."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType, TracebackType
from typing import NoReturn

import httpx

from portal_kit.listeners import free_port as free_port  # the benchmarks' servers take theirs here

REPO_ROOT = Path(__file__).resolve().parents[2]
PREFIXES = ("GATEWAY", "AUTH", "CUSTOMER", "MESSAGE", "CONTENT", "REFERENCE", "BACKOFFICE")
STARTUP_SEC = 60.0
STOP_SEC = 10.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def portal_environment(var_dir: Path) -> dict[str, str]:
    """This environment without any portal setting it may carry (a database URL, a service
    URL, a protection mode), plus a throw-away var dir and test mode for every package, and
    no fixed listener besides the one a run asks for: a gateway's operator port and console
    (8001, 8002 by default) would collide with a ``make run`` on the machine."""
    own = tuple(f"{prefix}_" for prefix in PREFIXES)
    env = {name: value for name, value in os.environ.items() if not name.startswith(own)}
    for prefix in PREFIXES:
        env[f"{prefix}_VAR_DIR"] = str(var_dir)
        env[f"{prefix}_MODE"] = "test"
    env["GATEWAY_OPERATOR_PORT"] = "0"
    env["GATEWAY_OPS_PORT"] = "0"
    # Bytecode compiled once (by ``prepare``) and reused by every process, kept in the temp dir
    # unless the environment names a cache of its own (the tests keep one between runs): with
    # PYTHONDONTWRITEBYTECODE each process would spend seconds compiling at start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(var_dir.parent / "pycache"))
    return env


def prepare_portal(env: Mapping[str, str], demo: bool = False) -> None:
    """``python -m gateway prepare`` in ``env`` (its var dir): every embedded service migrated
    and seeded, with the demo data when ``demo``."""
    argv = [sys.executable, "-m", "gateway", "prepare", *(["--demo"] if demo else [])]
    prepared = subprocess.run(  # noqa: S603 (our own interpreter)
        argv, env=dict(env), cwd=REPO_ROOT, capture_output=True, check=False
    )
    if prepared.returncode != 0:
        raise RuntimeError(f"gateway prepare failed:\n{prepared.stderr.decode()[-3000:]}")


@dataclass
class Started:
    name: str
    process: "subprocess.Popen[bytes]"
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def log_tail(self, lines: int = 30) -> str:
        try:
            text = self.log.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])


class Processes:
    """Every process of a run; ``stop_all`` (also on errors and Ctrl-C) ends them, newest first.

    Each starts in its own session, so a Ctrl-C in the terminal reaches only this program,
    which then stops them in order.
    """

    def __init__(self, log_dir: Path) -> None:
        self._log_dir = log_dir
        self._started: list[Started] = []

    def __enter__(self) -> "Processes":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop_all()

    def start(self, name: str, argv: Sequence[str], env: Mapping[str, str]) -> Started:
        log = self._log_dir / f"{name}.log"
        with log.open("wb") as sink:
            process = subprocess.Popen(  # noqa: S603 (our own interpreter and nginx)
                list(argv),
                env=dict(env),
                cwd=REPO_ROOT,
                # uvicorn writes its access log to stdout: discarded, as cheaply as possible.
                stdout=subprocess.DEVNULL,
                stderr=sink,
                start_new_session=True,
            )
        started = Started(name, process, log)
        self._started.append(started)
        return started

    def python(
        self, name: str, module: str, args: Sequence[str], env: Mapping[str, str]
    ) -> Started:
        return self.start(name, [sys.executable, "-m", module, *args], env)

    def stop(self, started: Started, sig: int = signal.SIGTERM) -> None:
        process = started.process
        if process.poll() is None:
            process.send_signal(sig)
            try:
                process.wait(timeout=STOP_SEC)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if started in self._started:
            self._started.remove(started)

    def stop_all(self) -> None:
        for started in reversed(list(self._started)):
            self.stop(started)


def start_redis(processes: Processes) -> tuple[str, Started]:
    """A ``redis-server`` of the run's own on a free port, no persistence; its URL."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise SystemExit("redis-server is not installed: give --redis-url redis://.../<db>")
    port = free_port()
    started = processes.start(
        "redis",
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        os.environ,
    )
    deadline = time.monotonic() + STARTUP_SEC
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as probe:
                probe.sendall(b"PING\r\n")
                if probe.recv(16).startswith(b"+PONG"):
                    break
        except OSError:
            pass
        if time.monotonic() > deadline or started.process.poll() is not None:
            raise SystemExit(f"redis-server did not start:\n{started.log_tail()}")
        time.sleep(0.05)
    return f"redis://127.0.0.1:{port}/0", started


def wait_until_healthy(started: Started, port: int, path: str = "/healthz") -> None:
    deadline = time.monotonic() + STARTUP_SEC
    while time.monotonic() < deadline:
        if started.process.poll() is not None:
            raise RuntimeError(
                f"{started.name} exited early ({started.process.returncode}):\n"
                + started.log_tail()
            )
        try:
            if httpx.get(f"http://127.0.0.1:{port}{path}", timeout=1).status_code < 500:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{started.name}: nothing answered on port {port} within {STARTUP_SEC} s")


def _stat_fields(pid: int) -> list[str] | None:
    """Fields of /proc/<pid>/stat after the command name (field 3, the state, is index 0)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()


def _children() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat_fields(int(entry))
            if fields is not None:
                children.setdefault(int(fields[1]), []).append(int(entry))
    return children


def child_pids(pid: int) -> list[int]:
    """The processes ``pid`` started that still run (a server's worker processes)."""
    return sorted(_children().get(pid, []))


def cpu_seconds(pids: Sequence[int]) -> float:
    """utime + stime of each process and every live descendant, plus the children they have
    already waited for (cutime + cstime): what the process trees spent so far."""
    children = _children()
    ticks = 0
    seen: set[int] = set()
    todo = list(pids)
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        fields = _stat_fields(pid)
        if fields is None:
            continue
        # utime, stime, cutime, cstime are stat fields 14-17.
        ticks += sum(int(value) for value in fields[11:15])
        todo.extend(children.get(pid, []))
    return ticks / CLOCK_TICKS


def machine_busy_seconds() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far, summed over cores."""
    values = [int(value) for value in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
    total = sum(values[:8])  # user nice system idle iowait irq softirq steal
    idle = values[3] + values[4]
    return (total - idle) / CLOCK_TICKS, total / CLOCK_TICKS


def self_cpu_seconds() -> float:
    return time.process_time()


def find_nginx() -> str | None:
    for candidate in (shutil.which("nginx"), "/usr/sbin/nginx"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def install_nginx() -> str | None:
    """apt-get install nginx, only as root; ``None`` when that is not possible."""
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return None
    print("nginx is missing: installing it with apt-get ...", flush=True)
    answer = subprocess.run(
        ["apt-get", "-o", "DPkg::Lock::Timeout=240", "install", "-y", "nginx"],  # noqa: S607
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=False,
    )
    if answer.returncode != 0:
        print(f"apt-get failed: {answer.stderr.decode(errors='replace')[-500:]}", flush=True)
        return None
    return find_nginx()


def write_nginx_config(directory: Path, port: int, upstream_port: int) -> Path:
    """The config from ``nginx.conf.template``, with its temp paths inside ``directory``."""
    template = (Path(__file__).parent / "nginx.conf.template").read_text()
    values = {
        "dir": str(directory),
        "port": str(port),
        "upstream_port": str(upstream_port),
        "workers": "auto",
    }
    for name, value in values.items():
        template = template.replace("{{" + name + "}}", value)
    config = directory / "nginx.conf"
    config.write_text(template)
    return config


def _interrupt(signum: int, frame: FrameType | None) -> NoReturn:
    raise KeyboardInterrupt


def run_interruptible(work: Callable[[], int | None], cleaned_up: str) -> int:
    """Run a benchmark: Ctrl-C and a plain kill both end it through ``KeyboardInterrupt``, so
    its context managers stop every process it started; exit status 130 then, else what
    ``work`` returned (0 for nothing)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        return work() or 0
    except KeyboardInterrupt:
        print(f"\ninterrupted: {cleaned_up}", file=sys.stderr)
        return 130
