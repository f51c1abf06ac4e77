"""Calls a service owns but has not built yet answer status 501 rather than 404.

Each service lists them in ``pending.py``; the gateway's tests pin the whole list, so it can
only shrink as later work implements the calls.
"""

from collections.abc import Iterable

from fastapi import APIRouter

from portal_kit.errors import NotImplementedYet


async def _not_implemented() -> None:
    """Not available yet: answers status 501."""
    raise NotImplementedYet()


def pending_router(calls: Iterable[str]) -> APIRouter:
    """``calls`` are ``"METHOD /path"`` strings, paths as the service serves them."""
    router = APIRouter(tags=["not yet available"])
    for call in calls:
        method, path = call.split(" ", 1)
        router.add_api_route(path, _not_implemented, methods=[method], name=f"pending {call}")
    return router
