"""The built web app, with history fallback: any app route gets ``index.html``.

Text files (scripts, styles, the page) go out gzipped to browsers that take it: the app's
first load is three times smaller on the wire (bench/web). Each is compressed once, when first
asked for, and kept while the file is unchanged.
"""

import gzip
import mimetypes
from pathlib import Path

from fastapi import Request, Response
from fastapi.responses import FileResponse, HTMLResponse
from starlette.concurrency import run_in_threadpool

# Hashed build assets never change under the same name; index.html must always be fresh.
IMMUTABLE = "public, max-age=31536000, immutable"
NO_CACHE = "no-cache"
NOT_BUILT = (
    "<!doctype html><title>Portal</title><h1>The web app is not built</h1>"
    "<p>Run <code>make web</code> (or <code>make run</code>) and reload.</p>"
)
COMPRESSIBLE = frozenset({".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map"})
# Smaller files gain less than the header costs.
MIN_COMPRESSED_SIZE = 1024


def accepts_gzip(request: Request) -> bool:
    """Whether ``Accept-Encoding`` names gzip (or ``*``) with a quality above 0."""
    for part in request.headers.get("accept-encoding", "").split(","):
        coding, _, parameters = part.partition(";")
        if coding.strip().lower() not in ("gzip", "*"):
            continue
        quality = parameters.strip().lower().removeprefix("q=") or "1"
        try:
            return float(quality) > 0
        except ValueError:
            return False
    return False


class WebApp:
    def __init__(self, dist: Path) -> None:
        self.dist = dist.resolve()
        # file → (its mtime in ns when compressed, the gzipped bytes)
        self._gzipped: dict[Path, tuple[int, bytes]] = {}

    def _file(self, path: str) -> Path | None:
        candidate = (self.dist / path.lstrip("/")).resolve()
        if not candidate.is_relative_to(self.dist) or not candidate.is_file():
            return None
        return candidate

    def _compressed(self, file: Path) -> bytes | None:
        if file.suffix not in COMPRESSIBLE:
            return None
        stat = file.stat()
        if stat.st_size < MIN_COMPRESSED_SIZE:
            return None
        kept = self._gzipped.get(file)
        if kept is not None and kept[0] == stat.st_mtime_ns:
            return kept[1]
        data = gzip.compress(file.read_bytes(), compresslevel=9, mtime=0)
        self._gzipped[file] = (stat.st_mtime_ns, data)
        return data

    async def _send(self, request: Request, file: Path, cache: str) -> Response:
        headers = {"cache-control": cache, "vary": "Accept-Encoding"}
        if accepts_gzip(request):
            compressed = await run_in_threadpool(self._compressed, file)
            if compressed is not None:
                media_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
                headers["content-encoding"] = "gzip"
                return Response(compressed, media_type=media_type, headers=headers)
        return FileResponse(file, headers=headers)

    async def serve(self, request: Request) -> Response:
        path = request.url.path
        found = self._file(path) if path != "/" else None
        if found is not None:
            cache = IMMUTABLE if path.startswith("/assets/") else NO_CACHE
            return await self._send(request, found, cache)
        if path.startswith("/assets/"):
            return Response(status_code=404)
        index = self._file("index.html")
        if index is None:
            return HTMLResponse(NOT_BUILT, status_code=503)
        return await self._send(request, index, NO_CACHE)
