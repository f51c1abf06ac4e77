"""The address a client uses to reach a listener, whatever interface it was bound to, and a
free port for one."""

import socket

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
    test, a benchmark or a local tool starts."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port
