"""RSA key rings for request protection (DESIGN §5): one folder of key pairs per purpose.

``<var_dir>/keys/<purpose>/<kid>.pem`` holds one PKCS#8 private key each. Several can be live
at once (rotation): every loaded kid decrypts, and the newest by file name is the one
advertised, so kids are made to sort by creation time. Dev and test modes create a key when the
folder has none; production never does and refuses to start without one (keys are provided as
files, e.g. a mounted secret). Keys are loaded once, at start, in a thread: parsing and
generating RSA keys is CPU work that must not stall the event loop.
"""

import asyncio
import base64
import fcntl
import logging
import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from portal_kit.settings import RunMode

logger = logging.getLogger(__name__)

KEY_SIZE = 3072
# OAEP with SHA-256 for both the label hash and MGF1; PKCS#1 v1.5 is never tried.
OAEP_SHA256 = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
KID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class KeyRingError(Exception):
    """The key folder cannot give a usable key ring: the process must not start."""


class DecryptionFailed(Exception):
    """Unknown kid or a ciphertext the key cannot open; deliberately without detail."""


@dataclass(frozen=True, slots=True)
class PublicKeyInfo:
    """What clients are told: the key id and the base64 DER SubjectPublicKeyInfo."""

    kid: str
    spki: str


def _spki(key: rsa.RSAPrivateKey) -> str:
    der = key.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return base64.b64encode(der).decode("ascii")


class KeyRing:
    """Every live key of one purpose; ``current`` is the one advertised."""

    def __init__(self, purpose: str, keys: Mapping[str, rsa.RSAPrivateKey]) -> None:
        if not keys:
            raise KeyRingError(f"the {purpose} key ring has no key")
        self.purpose = purpose
        self._keys = dict(keys)
        self._newest_first = sorted(self._keys, reverse=True)
        newest = self._newest_first[0]
        self.current = PublicKeyInfo(newest, _spki(self._keys[newest]))

    @property
    def kids(self) -> tuple[str, ...]:
        """Newest first."""
        return tuple(self._newest_first)

    def __contains__(self, kid: object) -> bool:
        return kid in self._keys

    def decrypt_now(self, ciphertext: bytes, kid: str | None = None) -> bytes:
        """RSA-OAEP-SHA256 on this thread. Without ``kid``: each live key, newest first."""
        if kid is not None and kid not in self._keys:
            raise DecryptionFailed()
        for candidate in (kid,) if kid is not None else self._newest_first:
            key = self._keys[candidate]
            if len(ciphertext) != key.key_size // 8:
                continue
            try:
                return key.decrypt(ciphertext, OAEP_SHA256)
            except ValueError:
                continue
        raise DecryptionFailed()

    async def decrypt(self, ciphertext: bytes, kid: str | None = None) -> bytes:
        """As ``decrypt_now``, in a worker thread (a private RSA operation takes milliseconds)."""
        return await asyncio.to_thread(self.decrypt_now, ciphertext, kid)


def key_directory(var_dir: Path, purpose: str) -> Path:
    return var_dir / "keys" / purpose


def new_kid(purpose: str) -> str:
    """``t20261122T140000-1a2b3c4d``: sorts by creation time, unique within the folder."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    return f"{purpose[:1]}{stamp}-{secrets.token_hex(4)}"


@lru_cache(maxsize=64)
def _parse_key(path: Path, inode: int, size: int, mtime_ns: int) -> object:
    """A key file parsed once per process while it stays the same file (inode, size, time):
    loading checks an RSA-3072 key's consistency, about 0.1 s, and a process that starts
    several apps on one key folder (the embedded gateway's, the test suites) would pay it for
    each."""
    return serialization.load_pem_private_key(path.read_bytes(), password=None)


def _read_key(path: Path) -> rsa.RSAPrivateKey:
    stat = path.stat()
    try:
        key = _parse_key(path.resolve(), stat.st_ino, stat.st_size, stat.st_mtime_ns)
    except (ValueError, TypeError) as exc:
        raise KeyRingError(f"{path}: not an unencrypted PKCS#8 PEM private key") from exc
    if not isinstance(key, rsa.RSAPrivateKey):
        raise KeyRingError(f"{path}: not an RSA key")
    if key.key_size < KEY_SIZE:
        raise KeyRingError(f"{path}: RSA-{key.key_size} is too short (at least {KEY_SIZE})")
    if stat.st_mode & 0o077:
        logger.warning("%s is readable by other users; it should be mode 0600", path)
    return key


def _write_new_key(directory: Path, purpose: str) -> str:
    kid = new_kid(purpose)
    key = rsa.generate_private_key(public_exponent=65537, key_size=KEY_SIZE)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    descriptor = os.open(directory / f"{kid}.pem", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(pem)
    logger.info("created %s key %s in %s", purpose, kid, directory)
    return kid


def _key_files(directory: Path) -> list[Path]:
    files = sorted(directory.glob("*.pem")) if directory.is_dir() else []
    for path in files:
        if not KID.fullmatch(path.stem):
            raise KeyRingError(f"{path}: name it <kid>.pem, kid of [A-Za-z0-9_-], 1 to 64 long")
    return files


def _make_directory(directory: Path) -> None:
    directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    directory.chmod(0o700)  # mkdir's mode is filtered by the umask


def _create_first_key(directory: Path, purpose: str) -> None:
    _make_directory(directory)
    # Processes sharing the folder (embedded gateway, a service started alone) must not each
    # make their own first key: the second to take the lock finds the first one's key.
    with open(directory / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not _key_files(directory):
            _write_new_key(directory, purpose)


def load_keyring_now(var_dir: Path, purpose: str, mode: RunMode) -> KeyRing:
    """The key ring of ``purpose`` (blocking: call ``load_keyring`` from async code)."""
    directory = key_directory(var_dir, purpose)
    if not _key_files(directory):
        if mode is RunMode.PROD:
            raise KeyRingError(
                f"no {purpose} key in {directory}: provide at least one RSA-{KEY_SIZE} PKCS#8 "
                "PEM file named <kid>.pem (production mode never generates keys)"
            )
        _create_first_key(directory, purpose)
    keys = {path.stem: _read_key(path) for path in _key_files(directory)}
    ring = KeyRing(purpose, keys)
    logger.info("%s key ring: current %s, %d live", purpose, ring.current.kid, len(keys))
    return ring


async def load_keyring(var_dir: Path, purpose: str, mode: RunMode) -> KeyRing:
    """Load (in dev and test modes, create first) the key ring of ``purpose``, in a thread."""
    return await asyncio.to_thread(load_keyring_now, var_dir, purpose, mode)
