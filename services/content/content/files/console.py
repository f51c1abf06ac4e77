"""The console's file calls (``/ops/file/*``): public images for the news, case documents."""

from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import FileResponse

from content.deps import ContentEditor, FileStoreDep, FileViewer, SessionDep
from content.files import viewing
from content.files.responses import DOCUMENT_ANSWERS, NO_STORE, file_response
from content.files.schemas import TOKEN_PATTERN, FileInfo, FileRead, FileTokenBody
from content.files.upload import read_upload
from portal_kit.envelope import Envelope, ok

router = APIRouter(prefix="/ops/file", tags=["console: files"])

# Read by the streaming parser (content.files.upload); this only documents it.
UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {"file": {"type": "string", "format": "binary"}},
                }
            }
        },
    }
}


@router.post("/upload", openapi_extra=UPLOAD_BODY)
async def upload(
    request: Request, operator: ContentEditor, session: SessionDep, store: FileStoreDep
) -> Envelope[FileRead]:
    """Upload a public image (PNG, JPEG, GIF, WebP; at most 10 MB) for the news; anyone reads
    it at /api/web/portal/api/third/file/public/{fileToken}."""
    form = await read_upload(
        request.headers.get("content-type", ""),
        request.headers.get("content-length"),
        request.stream(),
        store,
    )
    return ok(await viewing.store_public_image(session, store, operator, form))


@router.get("/download", response_model=None, responses=DOCUMENT_ANSWERS)
async def download(
    operator: FileViewer,
    session: SessionDep,
    store: FileStoreDep,
    file_token: Annotated[str, Query(alias="fileToken", pattern=TOKEN_PATTERN)],
) -> FileResponse:
    """A file's bytes: any file for reviewers, approvers and auditors (each view of a case
    document is audited), public images for content editors."""
    download = await viewing.open_for_operator(session, store, operator, file_token)
    return file_response(download, NO_STORE)


@router.post("/info")
async def info(
    operator: FileViewer, session: SessionDep, body: FileTokenBody
) -> Envelope[FileInfo]:
    """What a file is: name, type, size, scope, owning company, upload time."""
    return ok(await viewing.info(session, operator, body.file_token))
