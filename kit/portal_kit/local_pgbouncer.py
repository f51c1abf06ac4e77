"""A PgBouncer of this machine, in transaction pooling mode, in front of a PostgreSQL: the
distributed runs of the tests go through it (``gateway/tests``, ``scripts/e2e.sh``), as
production may (deploy/k8s/base/pgbouncer.yaml).

Test tooling, like ``portal_kit.testing``: Debian's ``pgbouncer`` package
(scripts/ci-services.sh installs it). ``python -m portal_kit.local_pgbouncer DIR`` runs one
for a shell script: it prints its URL, then serves until SIGTERM or SIGINT.
"""

import argparse
import csv
import io
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import URL, make_url

from portal_kit.listeners import free_port

# Server connections per database and user: fewer than the services' clients together, so
# that transactions of different processes really take turns on the same connections.
SERVER_POOL_SIZE = 8
START_SECONDS = 15


def pgbouncer_binary() -> str | None:
    """Debian installs it under /usr/sbin, which is not on every user's PATH."""
    return shutil.which("pgbouncer") or shutil.which("pgbouncer", path="/usr/sbin:/usr/bin")


def config_text(postgres: URL, port: int, directory: Path, pool_size: int) -> str:
    user = postgres.username or "postgres"
    lines = [
        "[databases]",
        # Any database name, on the PostgreSQL of ``postgres``.
        f"* = host={postgres.host or '127.0.0.1'} port={postgres.port or 5432}",
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        f"listen_port = {port}",
        # TCP only: a socket file in the default folder would clash with the system's.
        "unix_socket_dir =",
        "pool_mode = transaction",
        f"default_pool_size = {pool_size}",
        "max_client_conn = 2000",
        # Statements prepared by one client are deallocated before another gets the server
        # connection (deploy/compose/pgbouncer.ini explains it).
        "server_reset_query = DISCARD ALL",
        "server_reset_query_always = 1",
        # The test PostgreSQL trusts local connections; clients are not checked either.
        "auth_type = trust",
        f"auth_file = {directory / 'userlist.txt'}",
        f"admin_users = {user}",
        "log_connections = 0",
        "log_disconnections = 0",
    ]
    if os.geteuid() == 0:
        # PgBouncer refuses to run as root (a CI machine runs the tests as root).
        lines.append("user = postgres")
    return "\n".join(lines) + "\n"


@dataclass
class LocalPgBouncer:
    port: int
    postgres: URL
    process: "subprocess.Popen[bytes]"
    log: Path

    def url(self) -> str:
        """``postgres``'s URL (driver, user, database) with PgBouncer's address."""
        return self.postgres.set(host="127.0.0.1", port=self.port).render_as_string(
            hide_password=False
        )

    def show(self, what: str) -> list[dict[str, str]]:
        """``SHOW <what>`` on PgBouncer's admin console (STATS, POOLS, CLIENTS, SERVERS...):
        its rows. The console speaks only the simple query protocol: psql, not asyncpg."""
        answer = subprocess.run(  # noqa: S603 (our own arguments)
            [  # noqa: S607 (psql wherever PostgreSQL's client is installed)
                "psql",
                "--no-psqlrc",
                "--csv",
                "-h",
                "127.0.0.1",
                "-p",
                str(self.port),
                "-U",
                self.postgres.username or "postgres",
                "-d",
                "pgbouncer",
                "-c",
                f"SHOW {what}",
            ],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        )
        return list(csv.DictReader(io.StringIO(answer.stdout)))

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@contextmanager
def local_pgbouncer(
    postgres_url: str, directory: Path, pool_size: int = SERVER_POOL_SIZE
) -> Iterator[LocalPgBouncer]:
    """A PgBouncer on a free loopback port in front of ``postgres_url``'s server, its files
    in ``directory``; stopped when the block ends."""
    binary = pgbouncer_binary()
    if binary is None:
        raise FileNotFoundError("pgbouncer is not installed (Debian: apt-get install pgbouncer)")
    postgres = make_url(postgres_url)
    directory.mkdir(parents=True, exist_ok=True)
    # Read by PgBouncer after it drops root for the postgres user.
    directory.chmod(0o755)
    password = postgres.password or ""
    (directory / "userlist.txt").write_text(
        f'"{postgres.username or "postgres"}" "{password}"\n', encoding="utf-8"
    )
    port = free_port()
    config = directory / "pgbouncer.ini"
    config.write_text(config_text(postgres, port, directory, pool_size), encoding="utf-8")
    log = directory / "pgbouncer.log"
    with log.open("ab") as sink:
        process = subprocess.Popen(  # noqa: S603 (the installed pgbouncer, our configuration)
            [binary, str(config)], stdout=sink, stderr=sink, stdin=subprocess.DEVNULL
        )
    bouncer = LocalPgBouncer(port, postgres, process, log)
    try:
        _wait_until_listening(bouncer)
        yield bouncer
    finally:
        bouncer.stop()


def _wait_until_listening(bouncer: LocalPgBouncer) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if bouncer.process.poll() is not None:
            raise RuntimeError(f"pgbouncer exited: {bouncer.log.read_text(errors='replace')}")
        try:
            socket.create_connection(("127.0.0.1", bouncer.port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"pgbouncer did not listen on {bouncer.port} within {START_SECONDS} s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m portal_kit.local_pgbouncer")
    parser.add_argument("directory", type=Path, help="where its configuration and log go")
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get("DATABASE_URL", "postgresql+asyncpg://postgres@127.0.0.1/test"),
    )
    parser.add_argument("--pool-size", type=int, default=SERVER_POOL_SIZE)
    args = parser.parse_args(argv)
    stopping = False

    def stop(_signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    with local_pgbouncer(args.postgres_url, args.directory, args.pool_size) as bouncer:
        print(bouncer.url(), flush=True)
        while not stopping and bouncer.process.poll() is None:
            time.sleep(0.2)
    sys.exit(0 if stopping else 1)


if __name__ == "__main__":
    main()
