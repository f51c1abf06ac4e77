"""The address a client uses to reach a listener, whatever interface it was bound to."""

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
