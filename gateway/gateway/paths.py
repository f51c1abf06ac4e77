"""Which request paths may be routed at all, whatever the route table says."""

from fastapi import Request

# Encoded separators and dots would let a path mean one thing here and another upstream.
ENCODED_TRICKS = (b"%2f", b"%5c", b"%2e", b"%00")


def is_routable(request: Request) -> bool:
    """False for ``/internal/`` calls (service-to-service only) and for ambiguous paths."""
    raw = request.scope.get("raw_path") or request.url.path.encode()
    if any(trick in raw.lower() for trick in ENCODED_TRICKS):
        return False
    segments = request.url.path.split("/")[1:]
    if any(segment in ("", ".", "..") or "\\" in segment for segment in segments):
        return False
    return all(segment.lower() != "internal" for segment in segments)
