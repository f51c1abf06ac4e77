"""What a caller saw, in the matrix's words (authorization.csv's outcomes)."""

import httpx

OK, LOGIN, REFUSED, NOT_FOUND, INVALID = "ok", "login", "refused", "not-found", "invalid"
OUTCOMES = frozenset({OK, LOGIN, REFUSED, NOT_FOUND, INVALID})
# Services refuse a role with status 400 (the web client reads a body 403 as 'sign in
# again', docs/decisions.md); their messages all say who may act instead.
ROLE_REFUSAL_PREFIX = "Only "


def outcome(response: httpx.Response) -> str:
    """``ok``, ``login``, ``refused``, ``not-found`` or ``invalid``; anything else verbatim."""
    if response.status_code == 401:
        return LOGIN
    if response.status_code == 404:
        return NOT_FOUND
    if response.status_code != 200:
        return f"HTTP {response.status_code}"
    if not response.headers.get("content-type", "").startswith("application/json"):
        return OK  # a download
    envelope = response.json()
    status, msg = envelope["status"], envelope["msg"]
    if status == 200:
        return OK
    if status == 401:
        return LOGIN
    if status == 403 or (status == 400 and msg.startswith(ROLE_REFUSAL_PREFIX)):
        return REFUSED
    if status == 404:
        return NOT_FOUND
    if status == 400:
        return INVALID
    return f"status {status}: {msg}"
