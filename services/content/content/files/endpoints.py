from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.responses import FileResponse

from content.deps import CurrentIdentity, FileStoreDep, SessionDep
from content.files import service
from content.files.responses import (
    DOCUMENT_ANSWERS,
    IMAGE_ANSWERS,
    IMMUTABLE,
    PRIVATE,
    file_response,
)
from content.files.schemas import TOKEN_PATTERN, FileAssign, FileCheck, FileRead
from content.files.upload import read_upload
from portal_kit.envelope import PORTAL_API, Envelope, ok
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


@router.get("/third/file/down/load", response_model=None, responses=DOCUMENT_ANSWERS)
async def download_file(
    identity: CurrentIdentity,
    session: SessionDep,
    store: FileStoreDep,
    file_token: Annotated[str, Query(alias="fileToken", min_length=1, max_length=64)],
) -> FileResponse:
    """The file's bytes, for its owner or (company files) members of the owning company."""
    download = await service.open_file(session, store, identity, file_token)
    return file_response(download, PRIVATE)


@router.get("/third/file/public/{fileToken}", response_model=None, responses=IMAGE_ANSWERS)
async def public_file(
    session: SessionDep,
    store: FileStoreDep,
    file_token: Annotated[str, Path(alias="fileToken", pattern=TOKEN_PATTERN)],
) -> FileResponse:
    """A public image (uploaded by an operator for the news), for anyone: no sign-in."""
    download = await service.open_public(session, store, file_token)
    return file_response(download, IMMUTABLE)


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
