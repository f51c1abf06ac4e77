"""Liveness and readiness probes (Kubernetes semantics)."""

import asyncio
import logging
from collections.abc import Awaitable, Callable

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

logger = logging.getLogger(__name__)

Check = Callable[[Request], Awaitable[None]]
CHECK_TIMEOUT_S = 2.0


def health_router(checks: dict[str, Check]) -> APIRouter:
    """``/healthz``: the process answers. ``/readyz``: every dependency in ``checks`` answers."""
    router = APIRouter(include_in_schema=False)

    @router.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "alive"}

    @router.get("/readyz")
    async def readyz(request: Request) -> JSONResponse:
        results = {name: await _probe(check, request) for name, check in checks.items()}
        ready = all(result == "ok" for result in results.values())
        return JSONResponse(
            {"status": "ready" if ready else "not ready", "checks": results},
            status_code=200 if ready else 503,
        )

    return router


async def _probe(check: Check, request: Request) -> str:
    try:
        await asyncio.wait_for(check(request), CHECK_TIMEOUT_S)
    except Exception as exc:  # a probe reports any failure rather than raising it
        logger.warning("readiness check failed: %r", exc)
        return "unavailable"
    return "ok"
