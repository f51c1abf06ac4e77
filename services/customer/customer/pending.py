"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

PENDING_CALLS: tuple[str, ...] = ()
