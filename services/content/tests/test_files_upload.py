from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from content.files.store import FileStore
from content.files.upload import read_upload
from portal_kit.errors import InvalidInput

BODY = (
    b"preamble\r\n--XyZ\r\n"
    b'Content-Disposition: form-data; name="scope"\r\n\r\ncompany\r\n'
    b"--XyZ\r\n"
    b"Content-Disposition: form-data; name=\"file\"; filename*=UTF-8''%E5%9B%BE.png\r\n"
    b"Content-Type: application/octet-stream\r\n\r\n"
    b"\x89PNG\r\n\x1a\n--XyZ not after a line break\r\n--Xy\r\n"
    b"\r\n--XyZ--\r\nepilogue"
)
FILE = b"\x89PNG\r\n\x1a\n--XyZ not after a line break\r\n--Xy\r\n"
CONTENT_TYPE = 'multipart/form-data; boundary="XyZ"'


async def chunks(data: bytes, size: int) -> AsyncIterator[bytes]:
    for start in range(0, len(data), size):
        yield data[start : start + size]


class TestReadUpload:
    @pytest.mark.parametrize("chunk_size", [1, 2, 7, 64, 100_000])
    async def test_parts_are_found_however_the_body_is_chunked(
        self, tmp_path: Path, chunk_size: int
    ) -> None:
        store = FileStore(tmp_path)
        await store.prepare()

        form = await read_upload(CONTENT_TYPE, None, chunks(BODY, chunk_size), store)

        assert form.fields == {"scope": "company"}
        assert form.filename == "图.png"
        assert form.blob is not None
        await store.put(form.blob)
        assert store.path(form.blob.sha256).read_bytes() == FILE

    async def test_a_truncated_body_is_refused_and_leaves_nothing(self, tmp_path: Path) -> None:
        store = FileStore(tmp_path)
        await store.prepare()

        with pytest.raises(InvalidInput) as refused:
            await read_upload(CONTENT_TYPE, None, chunks(BODY[:200], 16), store)

        assert refused.value.msg.en == "the uploaded form is malformed"
        assert list((tmp_path / "tmp").iterdir()) == []

    async def test_too_many_parts_are_refused(self, tmp_path: Path) -> None:
        store = FileStore(tmp_path)
        await store.prepare()
        part = b'--XyZ\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n'

        with pytest.raises(InvalidInput):
            await read_upload(CONTENT_TYPE, None, chunks(part * 20 + b"--XyZ--", 50), store)
