from typing import Annotated
from urllib.parse import quote

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import FileResponse

from content.deps import FileStoreDep, SessionDep
from content.files import service
from content.files.schemas import FileAssign, FileCheck, FileRead
from content.files.sniff import PDF
from content.files.upload import read_upload
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.identity import CurrentIdentity
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["files"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)

# The body is read by our own streaming parser (content.files.upload); this only documents it.
UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {"type": "string", "format": "binary"},
                        "scope": {"type": "string", "enum": ["user", "company"]},
                    },
                }
            }
        },
    }
}


@router.post("/third/file/store", openapi_extra=UPLOAD_BODY)
async def store_file(
    request: Request, identity: CurrentIdentity, session: SessionDep, store: FileStoreDep
) -> Envelope[FileRead]:
    """Upload an image (PNG, JPEG, GIF, WebP) or a PDF of at most 10 MB; answers its token."""
    form = await read_upload(
        request.headers.get("content-type", ""),
        request.headers.get("content-length"),
        request.stream(),
        store,
    )
    return ok(await service.store_file(session, store, identity, form))


@router.get("/third/file/down/load", response_model=None)
async def download_file(
    identity: CurrentIdentity,
    session: SessionDep,
    store: FileStoreDep,
    file_token: Annotated[str, Query(alias="fileToken", min_length=1, max_length=64)],
) -> FileResponse:
    """The file's bytes, for its owner or (company files) members of the owning company."""
    download = await service.open_file(session, store, identity, file_token)
    # PDFs are saved rather than shown: a PDF viewer runs the document's scripts and forms,
    # which should not happen under the portal's origin. Images are shown inline.
    disposition = "attachment" if download.content_type == PDF else "inline"
    headers = {
        "Content-Disposition": f"{disposition}; filename*=UTF-8''{quote(download.name, safe='')}",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, max-age=300",
        # Opened as a page, the file gets no script, plugin or same-origin rights; this
        # replaces the gateway's page policy (it keeps a service's own header).
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    }
    return FileResponse(download.path, media_type=download.content_type, headers=headers)


@internal_router.post("/file/check")
async def check_file(check: FileCheck, session: SessionDep) -> Envelope[FileRead]:
    """For peers: the file when the user owns it and it is an image (or an allowed PDF), else
    status 404."""
    return ok(await service.check_image(session, check))


@internal_router.post("/file/assign")
async def assign_file(assign: FileAssign, session: SessionDep) -> Envelope[FileRead]:
    """For peers: the user's file becomes a company file of the company (its colleagues read
    it); 404 unless the user owns it, 409 when another company holds it."""
    return ok(await service.assign_to_company(session, assign))
