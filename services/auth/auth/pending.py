"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

_API = "POST /web/portal/api"

PENDING_CALLS = (f"{_API}/photo/update",)
