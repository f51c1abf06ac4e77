"""The rules of files: what may be stored, by whom, and who may read it back."""

import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import get_args

from sqlalchemy.ext.asyncio import AsyncSession

from content.files.repository import StoredFileRepository
from content.files.schemas import PUBLIC, FileAssign, FileCheck, FileRead, Scope
from content.files.sniff import IMAGE_TYPES, PDF, sniff
from content.files.store import FileStore
from content.files.upload import UploadedForm
from content.models import StoredFile
from portal_kit.errors import Conflict, InvalidInput, NotFound
from portal_kit.i18n import Text
from portal_kit.tokens import Identity

MAX_NAME_LENGTH = 255
DEFAULT_NAME = "file"

NO_FILE = Text("file is required", "file不能为空")
EMPTY_FILE = Text("file must not be empty", "file不能是空文件")
WRONG_TYPE = Text(
    "file must be an image (PNG, JPEG, GIF, WebP) or a PDF",
    "file只能是图片（PNG、JPEG、GIF、WebP）或PDF",
)
BAD_SCOPE = Text("scope must be one of 'user', 'company'", "scope必须是'user'、'company'之一")
NO_COMPANY = Text("scope 'company' needs a signed-in company", "scope为company时需要以企业身份登录")
# One answer for "no such file" and "not yours": nobody learns that a token exists.
FILE_NOT_FOUND = Text("The file does not exist.", "文件不存在")
OTHER_COMPANYS_FILE = Text("The file already belongs to another company.", "该文件已属于其他企业")


def sanitise_name(raw: str) -> str:
    """A display name: the last path component, no control or format characters, ≤ 255."""
    name = unicodedata.normalize("NFC", raw).replace("\\", "/").rsplit("/", 1)[-1]
    # Cc: control characters (NUL, CR, LF, ...); Cf: invisible ones such as the right-to-left
    # override that makes "gnp.exe" look like "exe.png".
    name = "".join(ch for ch in name if unicodedata.category(ch) not in ("Cc", "Cf")).strip()
    if not name.strip("."):
        return DEFAULT_NAME
    if len(name) > MAX_NAME_LENGTH:
        suffix = Path(name).suffix
        suffix = suffix if len(suffix) <= 16 else ""
        name = name[: MAX_NAME_LENGTH - len(suffix)] + suffix
    return name


def read_of(stored: StoredFile) -> FileRead:
    return FileRead(
        file_token=stored.file_token,
        file_name=stored.name,
        content_type=stored.content_type,
        size=stored.size,
    )


async def keep_blob(
    store: FileStore,
    form: UploadedForm,
    accepted: frozenset[str],
    wrong_type: Text,
    check: Callable[[], None] = lambda: None,
) -> tuple[str, str, int]:
    """Store the form's file when ``check`` passes and the file is one of ``accepted``
    (sniffed): its hash, type and size. The form's blob is stored or discarded either way."""
    blob = form.blob
    if blob is None:
        raise InvalidInput(NO_FILE)
    try:
        check()
        if blob.size == 0:
            raise InvalidInput(EMPTY_FILE)
        content_type = sniff(blob.head)
        if content_type not in accepted:
            raise InvalidInput(wrong_type)
        sha256 = await store.put(blob)
    except BaseException:
        await store.discard(blob)
        raise
    return sha256, content_type, blob.size


async def store_file(
    session: AsyncSession, store: FileStore, identity: Identity, form: UploadedForm
) -> FileRead:
    """Keep an accepted upload; the form's blob is stored or discarded either way."""
    # Absent means the uploader's own; an empty value is no scope at all.
    scope = form.fields.get("scope", "user")

    def check_scope() -> None:
        if scope not in get_args(Scope):
            raise InvalidInput(BAD_SCOPE)
        if scope == "company" and not identity.comp_code:
            raise InvalidInput(NO_COMPANY)

    sha256, content_type, size = await keep_blob(
        store, form, IMAGE_TYPES | {PDF}, WRONG_TYPE, check_scope
    )
    stored = StoredFile(
        file_token=secrets.token_urlsafe(24),
        sha256=sha256,
        name=sanitise_name(form.filename),
        content_type=content_type,
        size=size,
        owner_user_code=identity.user_code,
        # Recorded for every file (who uploaded it, working for which company); only the
        # scope decides who reads it, so a personal file stays its owner's alone.
        owner_comp_code=identity.comp_code or None,
        scope=scope,
    )
    await StoredFileRepository(session).add(stored)
    return read_of(stored)


@dataclass(frozen=True)
class Download:
    path: Path
    name: str
    content_type: str


def may_read(stored: StoredFile, identity: Identity) -> bool:
    if stored.scope == PUBLIC or stored.owner_user_code == identity.user_code:
        return True
    # The gateway ends a disabled employee's sessions, so a live token's company is current.
    return stored.scope == "company" and stored.owner_comp_code == identity.comp_code != ""


async def open_file(
    session: AsyncSession, store: FileStore, identity: Identity, file_token: str
) -> Download:
    stored = await StoredFileRepository(session).get_by_token(file_token)
    if stored is None or not may_read(stored, identity):
        raise NotFound(FILE_NOT_FOUND)
    return await download_of(store, stored)


async def download_of(store: FileStore, stored: StoredFile) -> Download:
    if not await store.exists(stored.sha256):
        raise RuntimeError(f"blob {stored.sha256} of file {stored.file_token} is missing")
    return Download(store.path(stored.sha256), stored.name, stored.content_type)


async def check_image(session: AsyncSession, check: FileCheck) -> FileRead:
    """For a peer: the file when ``user_code`` owns it and it is an image (or, when
    ``allow_pdf``, a PDF): auth's avatar, customer's signed authorisation letter."""
    stored = await StoredFileRepository(session).get_by_token(check.file_token)
    accepted = IMAGE_TYPES | {PDF} if check.allow_pdf else IMAGE_TYPES
    if (
        stored is None
        or stored.scope == PUBLIC
        or stored.owner_user_code != check.user_code
        or stored.content_type not in accepted
    ):
        raise NotFound(FILE_NOT_FOUND)
    return read_of(stored)


async def assign_to_company(session: AsyncSession, assign: FileAssign) -> FileRead:
    """For a peer: ``user_code``'s file becomes a company file of ``comp_code``, readable by
    everyone signed in to that company. Anybody else's file or an unknown token is 404; a
    file another company already holds is 409 (it is never taken from that company)."""
    repository = StoredFileRepository(session)
    stored = await repository.get_by_token(assign.file_token, lock=True)
    if stored is None or stored.scope == PUBLIC or stored.owner_user_code != assign.user_code:
        raise NotFound(FILE_NOT_FOUND)
    if stored.scope == "company" and stored.owner_comp_code != assign.comp_code:
        raise Conflict(OTHER_COMPANYS_FILE)
    stored.scope = "company"
    stored.owner_comp_code = assign.comp_code
    await session.flush()
    return read_of(stored)


async def open_public(session: AsyncSession, store: FileStore, file_token: str) -> Download:
    """A public image for anyone; any other file answers like an unknown token."""
    stored = await StoredFileRepository(session).get_by_token(file_token)
    if stored is None or stored.scope != PUBLIC:
        raise NotFound(FILE_NOT_FOUND)
    return await download_of(store, stored)
