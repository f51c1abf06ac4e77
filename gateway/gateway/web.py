"""The built web app, with history fallback: any app route gets ``index.html``.

Text files (scripts, styles, the page) go out compressed to browsers that take it: brotli, or
gzip where brotli is not accepted or not made yet. Brotli at its best quality sends the app's
first load about 13% smaller than gzip, but takes about half a second for the largest script,
too long for a browser to wait: it is made in the background the first time a file is asked
for, and gzip (a few milliseconds) goes out meanwhile. Each encoding of a file is made once and
kept while the file is unchanged.
"""

import asyncio
import gzip
import mimetypes
from collections.abc import Callable
from pathlib import Path

import brotli
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
BROTLI = "br"
GZIP = "gzip"
ENCODERS: dict[str, Callable[[bytes], bytes]] = {
    BROTLI: lambda data: brotli.compress(data, quality=11),
    GZIP: lambda data: gzip.compress(data, compresslevel=9, mtime=0),
}


def _wanted(parameters: str) -> bool:
    """Whether an ``Accept-Encoding`` entry's parameters give it a quality above 0."""
    quality = parameters.strip().lower().removeprefix("q=") or "1"
    try:
        return float(quality) > 0
    except ValueError:
        return False


def accepted_codings(request: Request) -> frozenset[str]:
    """Our codings that ``Accept-Encoding`` allows: named with a quality above 0, or left to a
    ``*`` that has one (RFC 9110 §12.5.3)."""
    named: dict[str, bool] = {}
    others = False
    for part in request.headers.get("accept-encoding", "").split(","):
        coding, _, parameters = part.partition(";")
        coding = coding.strip().lower()
        if coding == "*":
            others = _wanted(parameters)
        elif coding in ENCODERS:
            named[coding] = _wanted(parameters)
    return frozenset(coding for coding in ENCODERS if named.get(coding, others))


class WebApp:
    def __init__(self, dist: Path) -> None:
        self.dist = dist.resolve()
        # (file, coding) → (the file's mtime in ns when encoded, the encoded bytes)
        self._encoded: dict[tuple[Path, str], tuple[int, bytes]] = {}
        # File → the work making its brotli, while it runs (kept from the collector).
        self._brewing: dict[Path, asyncio.Future[bytes]] = {}

    def _file(self, path: str) -> Path | None:
        """The build's file at ``path``, or None for anything else. A browser may send a path
        no filesystem takes (a name over NAME_MAX, a NUL, a file used as a folder): that is
        no file of ours either, never an error."""
        try:
            candidate = (self.dist / path.lstrip("/")).resolve()
            if not candidate.is_relative_to(self.dist) or not candidate.is_file():
                return None
        except (OSError, ValueError):
            return None
        return candidate

    def _kept(self, file: Path, coding: str, modified: int) -> bytes | None:
        kept = self._encoded.get((file, coding))
        return kept[1] if kept is not None and kept[0] == modified else None

    def _encode(self, file: Path, coding: str) -> bytes:
        """Encodes ``file`` (in a worker thread: it reads and compresses) and keeps the result."""
        modified = file.stat().st_mtime_ns
        data = ENCODERS[coding](file.read_bytes())
        self._encoded[(file, coding)] = (modified, data)
        return data

    def _brew_brotli(self, file: Path) -> None:
        if file in self._brewing:
            return
        work = asyncio.get_running_loop().run_in_executor(None, self._encode, file, BROTLI)
        self._brewing[file] = work
        work.add_done_callback(lambda _: self._brewing.pop(file, None))

    async def _encoded_body(self, request: Request, file: Path) -> tuple[str, bytes] | None:
        """The coding and body to send ``file`` with, or None to send it as it is."""
        if file.suffix not in COMPRESSIBLE:
            return None
        stat = await run_in_threadpool(file.stat)
        if stat.st_size < MIN_COMPRESSED_SIZE:
            return None
        accepted = accepted_codings(request)
        if BROTLI in accepted:
            body = self._kept(file, BROTLI, stat.st_mtime_ns)
            if body is not None:
                return BROTLI, body
            if GZIP not in accepted:
                return BROTLI, await run_in_threadpool(self._encode, file, BROTLI)
            self._brew_brotli(file)
        if GZIP in accepted:
            body = self._kept(file, GZIP, stat.st_mtime_ns)
            if body is None:
                body = await run_in_threadpool(self._encode, file, GZIP)
            return GZIP, body
        return None

    async def _send(self, request: Request, file: Path, cache: str) -> Response:
        headers = {"cache-control": cache, "vary": "Accept-Encoding"}
        encoded = await self._encoded_body(request, file)
        if encoded is None:
            return FileResponse(file, headers=headers)
        headers["content-encoding"], body = encoded
        media_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        return Response(body, media_type=media_type, headers=headers)

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
