"""PostgreSQL and Redis servers of a test's own, on free ports, that it may stop and restart.

The fault tests stop and start these; the shared servers other test runs use are never
touched. Both are started from the machine's binaries: PostgreSQL's ``initdb`` and ``pg_ctl``
(``/usr/lib/postgresql/<version>/bin``) and ``redis-server``. As root, PostgreSQL runs as the
``postgres`` user (it refuses root), in a folder that user owns.
"""

import os
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from redis import Redis

from portal_kit.testing import missing

from .processes import free_port

READY_SECONDS = 30


def _postgres_bin() -> Path | None:
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
        key=lambda path: int(path.parts[-3]) if path.parts[-3].isdigit() else 0,
    )
    if versions:
        return versions[-1].parent
    found = shutil.which("pg_ctl")
    return Path(found).parent if found else None


def missing_binaries() -> str | None:
    """Why the private servers cannot be started here (``None`` when they can)."""
    postgres = _postgres_bin()
    if postgres is None or not (postgres / "initdb").exists():
        return "PostgreSQL's initdb and pg_ctl are not installed (apt-get install postgresql)"
    if shutil.which("redis-server") is None:
        return "redis-server is not installed (apt-get install redis-server)"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "runuser is missing: PostgreSQL cannot be run as the postgres user"
    return None


def require_binaries() -> None:
    """Fail with ``CI=true`` (CI must run every test), skip with the reason elsewhere."""
    reason = missing_binaries()
    if reason is not None:
        missing(f"the PostgreSQL and Redis binaries: {reason}")


@dataclass
class PrivatePostgres:
    root: Path
    port: int
    binaries: Path

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def url(self) -> str:
        return f"postgresql+asyncpg://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.binaries / tool), *args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        answer = subprocess.run(command, capture_output=True, check=False, timeout=120)
        if answer.returncode != 0:
            log = self.root / "server.log"
            tail = log.read_text(errors="replace")[-3000:] if log.exists() else ""
            raise RuntimeError(
                f"{tool} {' '.join(args)} failed: {answer.stderr.decode(errors='replace')}\n{tail}"
            )

    def initdb(self) -> None:
        self._run(
            "initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
            "--no-sync", "--no-instructions",
        )  # fmt: skip

    def start(self) -> None:
        options = (
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=200"
        )
        self._run(
            "pg_ctl", "-D", str(self.data), "-l", str(self.root / "server.log"), "-o", options,
            "-w", "-t", str(READY_SECONDS), "start",
        )  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        """``fast``: open connections are ended, committed work is checkpointed."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def is_running(self) -> bool:
        return (self.data / "postmaster.pid").exists()


@contextmanager
def private_postgres() -> Iterator[PrivatePostgres]:
    binaries = _postgres_bin()
    assert binaries is not None, missing_binaries()
    # Not under pytest's tmp_path: that is root's alone, and the server runs as postgres.
    root = Path(tempfile.mkdtemp(prefix="portal-pg-"))
    root.chmod(0o700)
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    server = PrivatePostgres(root, free_port(), binaries)
    try:
        server.initdb()
        server.start()
        yield server
    finally:
        if server.is_running():
            server.stop("immediate")
        shutil.rmtree(root, ignore_errors=True)


# As compose.yaml runs it: what was written survives a restart.
APPEND_ONLY = ("--appendonly", "yes", "--appendfsync", "everysec", "--save", "")


@dataclass
class PrivateRedis:
    """Append-only unless ``options`` (redis-server's) say otherwise."""

    root: Path
    port: int
    process: "subprocess.Popen[bytes] | None" = None
    options: tuple[str, ...] = APPEND_ONLY

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                "redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
                "--dir", str(self.root), "--logfile", str(self.root / "redis.log"),
                *self.options,
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + READY_SECONDS
        client = Redis(port=self.port, socket_timeout=1, socket_connect_timeout=1)
        try:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    log = (self.root / "redis.log").read_text(errors="replace")[-3000:]
                    raise RuntimeError(f"redis-server exited ({self.process.returncode}):\n{log}")
                try:
                    if client.ping():
                        return
                except Exception:  # still starting or loading the append-only file
                    time.sleep(0.05)
        finally:
            client.close()
        raise RuntimeError(f"redis-server did not answer on port {self.port}")

    def stop(self) -> None:
        """SIGTERM: Redis writes out the append-only file and exits (a ``SHUTDOWN``)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=READY_SECONDS)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@contextmanager
def private_redis(options: tuple[str, ...] = APPEND_ONLY) -> Iterator[PrivateRedis]:
    root = Path(tempfile.mkdtemp(prefix="portal-redis-"))
    server = PrivateRedis(root, free_port(), options=options)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)
