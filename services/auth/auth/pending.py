"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

# Every call auth owns is built; the list stays so a new call can start here.
PENDING_CALLS: tuple[str, ...] = ()
