"""The built web app, with history fallback: any app route gets ``index.html``."""

from pathlib import Path

from fastapi import Request, Response
from fastapi.responses import FileResponse, HTMLResponse

# Hashed build assets never change under the same name; index.html must always be fresh.
IMMUTABLE = "public, max-age=31536000, immutable"
NO_CACHE = "no-cache"
NOT_BUILT = (
    "<!doctype html><title>Portal</title><h1>The web app is not built</h1>"
    "<p>Run <code>make web</code> (or <code>make run</code>) and reload.</p>"
)


class WebApp:
    def __init__(self, dist: Path) -> None:
        self.dist = dist.resolve()

    def _file(self, path: str) -> Path | None:
        candidate = (self.dist / path.lstrip("/")).resolve()
        if not candidate.is_relative_to(self.dist) or not candidate.is_file():
            return None
        return candidate

    async def serve(self, request: Request) -> Response:
        path = request.url.path
        found = self._file(path) if path != "/" else None
        if found is not None:
            cache = IMMUTABLE if path.startswith("/assets/") else NO_CACHE
            return FileResponse(found, headers={"cache-control": cache})
        if path.startswith("/assets/"):
            return Response(status_code=404)
        index = self._file("index.html")
        if index is None:
            return HTMLResponse(NOT_BUILT, status_code=503)
        return FileResponse(index, headers={"cache-control": NO_CACHE})
