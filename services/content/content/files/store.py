"""Where file bytes live: on local disk, one blob per SHA-256, behind a small interface.

Only this module knows the layout, ``<root>/<sha256[:2]>/<sha256>``, so an object store can
replace it later (``put`` becomes an upload, ``path`` a presigned URL or a stream). Paths are
built from the hash alone: nothing a user sends ever becomes part of one.
"""

import hashlib
import os
import re
import tempfile
from pathlib import Path

from anyio import to_thread

from content.files.sniff import HEAD_SIZE

SHA256_HEX = re.compile(r"[0-9a-f]{64}")
# Disk writes go through a thread in chunks of this size, so the event loop never blocks.
FLUSH_SIZE = 1024 * 1024


class Blob:
    """An upload being written to a temporary file, hashed and measured on the way."""

    def __init__(self, temp_path: Path) -> None:
        self.temp_path = temp_path
        self.size = 0
        self.head = b""
        self._hash = hashlib.sha256()
        self._buffer = bytearray()

    @property
    def sha256(self) -> str:
        return self._hash.hexdigest()

    async def write(self, chunk: bytes) -> None:
        if len(self.head) < HEAD_SIZE:
            self.head += chunk[: HEAD_SIZE - len(self.head)]
        self._hash.update(chunk)
        self.size += len(chunk)
        self._buffer += chunk
        if len(self._buffer) >= FLUSH_SIZE:
            await self.flush()

    async def flush(self) -> None:
        if self._buffer:
            data, self._buffer = bytes(self._buffer), bytearray()
            await to_thread.run_sync(_append, self.temp_path, data)


class FileStore:
    """Content-addressed blobs on local disk (``<var_dir>/files``)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._temp_dir = root / "tmp"

    async def prepare(self) -> None:
        await to_thread.run_sync(lambda: self._temp_dir.mkdir(parents=True, exist_ok=True))

    async def begin(self) -> Blob:
        """A new, empty temporary file in the store's own folder (same file system: rename)."""

        def create() -> Path:
            descriptor, name = tempfile.mkstemp(dir=self._temp_dir, prefix="upload-")
            os.close(descriptor)
            return Path(name)

        return Blob(await to_thread.run_sync(create))

    async def put(self, blob: Blob) -> str:
        """Keep ``blob`` under its hash; identical bytes already stored are kept once."""
        await blob.flush()
        target = self.path(blob.sha256)

        def move() -> None:
            if target.exists():
                blob.temp_path.unlink(missing_ok=True)
                return
            target.parent.mkdir(parents=True, exist_ok=True)
            # Atomic on one file system: a reader never sees half a file. Two uploads of the
            # same bytes racing here both rename identical content, so either may win.
            os.replace(blob.temp_path, target)

        await to_thread.run_sync(move)
        return blob.sha256

    async def discard(self, blob: Blob) -> None:
        await to_thread.run_sync(lambda: blob.temp_path.unlink(missing_ok=True))

    def path(self, sha256: str) -> Path:
        if not SHA256_HEX.fullmatch(sha256):
            raise ValueError("not a SHA-256 hex digest")
        return self.root / sha256[:2] / sha256

    async def exists(self, sha256: str) -> bool:
        return await to_thread.run_sync(self.path(sha256).is_file)


def _append(path: Path, data: bytes) -> None:
    with path.open("ab") as file:
        file.write(data)
