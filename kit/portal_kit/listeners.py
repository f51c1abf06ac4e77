"""The address a client uses to reach a listener, whatever interface it was bound to, and a
free port for one."""

import random
import socket
from contextlib import suppress
from pathlib import Path

# free_port's range: above the well-known ports this project serves on (8000-8002, 9464) and
# below the ones the kernel gives outgoing connections.
LOWEST_PORT = 10000
EPHEMERAL_START = 32768
EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
PORT_TRIES = 100

# Hosts that mean "every interface": a client connects to loopback instead.
WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", "[::]", ""})  # noqa: S104 (names them, binds nothing)


def origin_of(host: str, port: int) -> str:
    """The http origin of a listener on ``host:port``, a wildcard bind replaced by loopback
    and an IPv6 address bracketed."""
    if host in WILDCARD_HOSTS:
        host = "127.0.0.1"
    elif ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"http://{host}:{port}"


def free_port() -> int:
    """A loopback port nothing listens on right now (bound, then released): for a server a
    test, a benchmark or a local tool starts.

    Chosen below the kernel's ephemeral range: a port the kernel hands out (bind to 0) is also
    what it gives the next outgoing connection's local end, so a client connecting to Redis or
    PostgreSQL in the meantime could take it before the server binds it."""
    low, high = _below_ephemeral_range()
    for _ in range(PORT_TRIES):
        port = random.randint(low, high)  # noqa: S311 (spreads callers, guards nothing)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        chosen: int = probe.getsockname()[1]
        return chosen


def _below_ephemeral_range() -> tuple[int, int]:
    """Ports from ``LOWEST_PORT`` up to the kernel's first ephemeral one (Linux), or the
    usual ephemeral start where that cannot be read."""
    first = EPHEMERAL_START
    with suppress(OSError, ValueError):
        first = int(EPHEMERAL_RANGE.read_text().split()[0])
    return LOWEST_PORT, max(first - 1, LOWEST_PORT + PORT_TRIES)
