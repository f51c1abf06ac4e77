"""Files as operators see them: public images content editors upload for the news, and the
case documents (licences, letters, permit documents) reviewers open, each view audited."""

import secrets

from sqlalchemy.ext.asyncio import AsyncSession

from content.files.repository import StoredFileRepository
from content.files.schemas import PUBLIC, FileInfo, FileRead
from content.files.service import (
    FILE_NOT_FOUND,
    Download,
    download_of,
    keep_blob,
    read_of,
    sanitise_name,
)
from content.files.sniff import IMAGE_TYPES
from content.files.store import FileStore
from content.files.upload import UploadedForm
from content.models import StoredFile
from portal_kit.audit import record
from portal_kit.errors import NotFound
from portal_kit.i18n import Text
from portal_kit.operator_tokens import OperatorRole
from portal_kit.operators import OperatorContext, OperatorRoleRequired

NOT_AN_IMAGE = Text(
    "file must be an image (PNG, JPEG, GIF, WebP)", "file只能是图片（PNG、JPEG、GIF、WebP）"
)
PUBLIC_ONLY = Text("Content editors may open public images only.", "内容编辑仅可查看公开图片")
# Who may open any file (case documents); content editors only public ones.
CASE_READERS = frozenset({OperatorRole.REVIEWER, OperatorRole.APPROVER, OperatorRole.AUDITOR})
TARGET = "file"


def operator_owner(operator: OperatorContext) -> str:
    """A public file's owner: the operator, spelt so that no user code can equal it."""
    return f"operator:{operator.code}"


async def store_public_image(
    session: AsyncSession, store: FileStore, operator: OperatorContext, form: UploadedForm
) -> FileRead:
    """Keep an image anyone may read (``third/file/public/<token>``)."""
    sha256, content_type, size = await keep_blob(store, form, IMAGE_TYPES, NOT_AN_IMAGE)
    stored = StoredFile(
        file_token=secrets.token_urlsafe(24),
        sha256=sha256,
        name=sanitise_name(form.filename),
        content_type=content_type,
        size=size,
        owner_user_code=operator_owner(operator),
        owner_comp_code=None,
        scope=PUBLIC,
        created_at=operator.at,
    )
    await StoredFileRepository(session).add(stored)
    await record(
        session,
        operator,
        "file.upload",
        TARGET,
        stored.file_token,
        summary=stored.name,
        after={"fileName": stored.name, "contentType": content_type, "size": size},
    )
    return read_of(stored)


async def _readable(session: AsyncSession, operator: OperatorContext, token: str) -> StoredFile:
    stored = await StoredFileRepository(session).get_by_token(token)
    if stored is None:
        raise NotFound(FILE_NOT_FOUND)
    if stored.scope != PUBLIC and not operator.identity.holds(CASE_READERS):
        raise OperatorRoleRequired(PUBLIC_ONLY)
    return stored


async def open_for_operator(
    session: AsyncSession, store: FileStore, operator: OperatorContext, token: str
) -> Download:
    """The file's bytes; a company's or user's file is a case document: the view is
    audited (``file.view``) in the same transaction."""
    stored = await _readable(session, operator, token)
    if stored.scope != PUBLIC:
        await record(
            session,
            operator,
            "file.view",
            TARGET,
            stored.file_token,
            summary=stored.name,
            after={
                "fileName": stored.name,
                "ownerCompCode": stored.owner_comp_code,
                "scope": stored.scope,
                "contentType": stored.content_type,
            },
        )
    return await download_of(store, stored)


async def info(session: AsyncSession, operator: OperatorContext, token: str) -> FileInfo:
    stored = await _readable(session, operator, token)
    return FileInfo(
        file_token=stored.file_token,
        file_name=stored.name,
        content_type=stored.content_type,
        size=stored.size,
        scope=stored.scope,
        owner_comp_code=stored.owner_comp_code,
        uploaded_at=stored.created_at,
    )
