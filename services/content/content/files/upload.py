"""A streaming reader of ``multipart/form-data`` uploads, with hard limits.

The portal has no multipart dependency and must never hold an oversized body: parts are read
chunk by chunk as they arrive, the file part goes straight to the store's temporary file, and
reading stops as soon as the file grows past the limit.
"""

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from email.message import Message
from email.utils import collapse_rfc2231_value

from content.files.store import Blob, FileStore
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text

MAX_FILE_SIZE = 10 * 1024 * 1024
MAX_FIELD_SIZE = 1024
MAX_HEADER_SIZE = 8 * 1024
MAX_PARTS = 8
# Boundaries, part headers and the small fields around the file.
MAX_OVERHEAD = 64 * 1024
FILE_FIELD = "file"

TOO_LARGE = Text("file must be at most 10 MB", "file文件大小不能超过10MB")
NOT_MULTIPART = Text(
    "the request must be multipart/form-data with a file", "请求必须是包含文件的multipart/form-data"
)
MALFORMED = Text("the uploaded form is malformed", "上传的表单格式不正确")
FIELD_TOO_LONG = Text("{field} is too long", "{field}过长")


@dataclass
class UploadedForm:
    blob: Blob | None = None
    filename: str = ""
    fields: dict[str, str] = field(default_factory=dict)


def boundary_of(content_type: str) -> bytes:
    message = Message()
    message["content-type"] = content_type
    boundary = message.get_param("boundary")
    if message.get_content_type() != "multipart/form-data" or not isinstance(boundary, str):
        raise InvalidInput(NOT_MULTIPART)
    if not 1 <= len(boundary) <= 70 or not boundary.isascii():
        raise InvalidInput(MALFORMED)
    return boundary.encode("ascii")


def _disposition(raw_headers: bytes) -> tuple[str, str | None]:
    """The part's field name and file name, from its Content-Disposition header."""
    message = Message()
    for line in raw_headers.decode("utf-8", "replace").split("\r\n"):
        header, colon, value = line.partition(":")
        if colon and header.strip().lower() == "content-disposition":
            message["content-disposition"] = value.strip()
    name = message.get_param("name", header="content-disposition")
    field_name = collapse_rfc2231_value(name) if name is not None else ""
    return field_name, message.get_filename()


class _Parser:
    def __init__(self, boundary: bytes, store: FileStore, form: UploadedForm) -> None:
        # A CRLF in front of the body lets the first boundary match like every later one.
        self.delimiter = b"\r\n--" + boundary
        self.buffer = bytearray(b"\r\n")
        self.state = "preamble"
        self.store = store
        self.form = form
        self.parts = 0
        self.sink: str | None = None  # "file", a field's name, or None to skip the part
        self.value = bytearray()

    async def feed(self, chunk: bytes) -> None:
        self.buffer += chunk
        while self.state != "done" and await self._step():
            pass

    async def _step(self) -> bool:
        """Advance one state; ``False`` when more bytes are needed."""
        buffer, delimiter = self.buffer, self.delimiter
        if self.state == "preamble":
            index = buffer.find(delimiter)
            if index < 0:
                del buffer[: max(0, len(buffer) - len(delimiter))]
                return False
            del buffer[: index + len(delimiter)]
            self.state = "after_delimiter"
        elif self.state == "after_delimiter":
            if len(buffer) < 2:
                return False
            marker = bytes(buffer[:2])
            del buffer[:2]
            if marker == b"--":
                self.state = "done"
            elif marker == b"\r\n":
                self.state = "headers"
            else:
                raise InvalidInput(MALFORMED)
        elif self.state == "headers":
            if buffer.startswith(b"\r\n"):
                end, raw = 0, b""
            else:
                end = buffer.find(b"\r\n\r\n")
                if end < 0:
                    if len(buffer) > MAX_HEADER_SIZE:
                        raise InvalidInput(MALFORMED)
                    return False
                raw, end = bytes(buffer[:end]), end + 2
            del buffer[: end + 2]
            await self._start_part(raw)
            self.state = "body"
        else:
            index = buffer.find(delimiter)
            if index < 0:
                keep = len(delimiter) - 1
                if len(buffer) > keep:
                    await self._emit(bytes(buffer[:-keep]))
                    del buffer[:-keep]
                return False
            await self._emit(bytes(buffer[:index]))
            del buffer[: index + len(delimiter)]
            self._end_part()
            self.state = "after_delimiter"
        return True

    async def _start_part(self, raw_headers: bytes) -> None:
        self.parts += 1
        if self.parts > MAX_PARTS:
            raise InvalidInput(MALFORMED)
        name, filename = _disposition(raw_headers)
        self.value = bytearray()
        if name == FILE_FIELD:
            if self.form.blob is not None:
                raise InvalidInput(MALFORMED)
            self.form.blob = await self.store.begin()
            self.form.filename = filename or ""
            self.sink = FILE_FIELD
        else:
            self.sink = name if name and filename is None else None

    async def _emit(self, data: bytes) -> None:
        if not data or self.sink is None:
            return
        if self.sink == FILE_FIELD:
            assert self.form.blob is not None
            if self.form.blob.size + len(data) > MAX_FILE_SIZE:
                raise InvalidInput(TOO_LARGE)
            await self.form.blob.write(data)
            return
        self.value += data
        if len(self.value) > MAX_FIELD_SIZE:
            raise InvalidInput(FIELD_TOO_LONG.format(field=self.sink))

    def _end_part(self) -> None:
        if self.sink is not None and self.sink != FILE_FIELD:
            self.form.fields[self.sink] = self.value.decode("utf-8", "replace")
        self.sink = None


async def read_upload(
    content_type: str, content_length: str | None, body: AsyncIterator[bytes], store: FileStore
) -> UploadedForm:
    """The form's file (in a temporary blob) and its small text fields.

    The caller owns the blob and must ``put`` or ``discard`` it; on any refusal here it is
    already discarded.
    """
    parser = _Parser(boundary_of(content_type), store, UploadedForm())
    limit = MAX_FILE_SIZE + MAX_OVERHEAD
    if content_length and content_length.isdigit() and int(content_length) > limit:
        raise InvalidInput(TOO_LARGE)
    received = 0
    try:
        async for chunk in body:
            received += len(chunk)
            if received > limit:
                raise InvalidInput(TOO_LARGE)
            await parser.feed(chunk)
            if parser.state == "done":
                break
        if parser.state != "done":
            raise InvalidInput(MALFORMED)
    except BaseException:
        if parser.form.blob is not None:
            await store.discard(parser.form.blob)
        raise
    return parser.form
