"""How a file's bytes are answered, wherever they are read from: the type sniffed at upload,
no sniffing by the browser, no rights for a file opened as a page, PDFs saved not shown."""

from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

from fastapi.responses import FileResponse

from content.files.service import Download
from content.files.sniff import IMAGE_TYPES, PDF
from portal_kit.envelope import Envelope

# A signed-in reader's file may change hands (a company file): a short private cache.
PRIVATE = "private, max-age=300"
# An operator viewing a case document: every view is audited, so none is served from a cache.
NO_STORE = "private, no-store"
# A public image's token always names the same bytes: any cache may keep it for good.
IMMUTABLE = "public, max-age=31536000, immutable"


def file_response(download: Download, cache_control: str) -> FileResponse:
    # PDFs are saved rather than shown: a PDF viewer runs the document's scripts and forms,
    # which should not happen under the portal's origin. Images are shown inline.
    disposition = "attachment" if download.content_type == PDF else "inline"
    headers = {
        "Content-Disposition": f"{disposition}; filename*=UTF-8''{quote(download.name, safe='')}",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": cache_control,
        # Opened as a page, the file gets no script, plugin or same-origin rights; this
        # replaces the gateway's page policy (it keeps a service's own header).
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    }
    return FileResponse(download.path, media_type=download.content_type, headers=headers)


def file_answers(types: Iterable[str]) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI answers of a file call: its bytes in one of ``types`` (as sniffed at upload),
    or the envelope when it is refused (no such file, not the caller's)."""
    binary = {"schema": {"type": "string", "format": "binary"}}
    return {
        200: {
            "description": "The file's bytes, or the envelope refusing them",
            "model": Envelope[None],
            "content": dict.fromkeys(sorted(types), binary),
        }
    }


IMAGE_ANSWERS = file_answers(IMAGE_TYPES)
DOCUMENT_ANSWERS = file_answers(IMAGE_TYPES | {PDF})
