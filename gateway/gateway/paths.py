"""Which request paths may be routed at all, whatever the route table says."""

import re

from starlette.types import Scope

# Encoded separators and dots would let a path mean one thing here and another upstream; an
# encoded '?' or '#' would end the path there.
ENCODED_TRICKS = (b"%2f", b"%5c", b"%2e", b"%00", b"%3f", b"%23")
ENCODED_TRICK = re.compile(b"|".join(ENCODED_TRICKS), re.IGNORECASE)
AMBIGUOUS_SEGMENTS = frozenset({"", ".", ".."})
# What a request target may hold once decoded (path) or as sent (query): printable text.
# Control characters can be neither matched safely nor forwarded (they are no URL).
CONTROL_CHARACTERS = frozenset(chr(code) for code in (*range(0x20), 0x7F))
PRINTABLE_QUERY = re.compile(rb"[\x21-\x7e]*")


def is_routable(scope: Scope) -> bool:
    """False for ``/internal/`` calls (service-to-service only), for ambiguous paths and for
    request targets holding anything but printable characters."""
    path: str = scope["path"]
    if ENCODED_TRICK.search(scope.get("raw_path") or path.encode()):
        return False
    if not CONTROL_CHARACTERS.isdisjoint(path):
        return False
    # The query is forwarded as sent: percent-encoded ASCII, as every client sends it.
    query: bytes = scope.get("query_string", b"")
    if query and not PRINTABLE_QUERY.fullmatch(query):
        return False
    segments = path.split("/")[1:]
    if "\\" in path or not AMBIGUOUS_SEGMENTS.isdisjoint(segments):
        return False
    return "internal" not in path.lower().split("/")[1:]
