"""Personal identity numbers sealed at rest (issue 4 item 8): AES-256-GCM, keys outside the
database.

``<var_dir>/keys/identity/<kid>.key`` holds one key each: 32 random bytes, base64 (standard or
URL-safe alphabet), mode 0600. The folder follows the RSA key rings' conventions
(``portal_kit.keyring``): kids sort by creation time, the newest seals, every live kid opens,
dev and test modes make the first key, production refuses to start without one. A stolen
database dump alone therefore reveals no ID number.

A sealed value is the text ``v1.<kid>.<base64url(nonce ‖ ciphertext ‖ tag)>``. The caller names
the value's purpose (its table and column, e.g. ``company.legal_rep_id_number``); it is bound in
as associated data, so a value copied into another column, or another row kind, does not open.
"""

import asyncio
import base64
import binascii
import fcntl
import logging
import os
import secrets
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from fastapi import FastAPI

from portal_kit.keyring import KID, KeyRingError, key_directory, new_kid
from portal_kit.settings import BaseServiceSettings, RunMode

logger = logging.getLogger(__name__)

PURPOSE = "identity"
OPERATOR_SECRETS = "operator-secret"
VERSION = "v1"
KEY_BYTES = 32
NONCE_BYTES = 12
SUFFIX = ".key"


class OpenFailed(Exception):
    """Unknown kid, a damaged value or the wrong purpose; deliberately without detail."""


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Sealer:
    """Every live identity key; the newest (by kid) seals."""

    def __init__(self, keys: Mapping[str, bytes]) -> None:
        if not keys:
            raise KeyRingError("the identity key ring has no key")
        for kid, key in keys.items():
            if not KID.fullmatch(kid) or len(key) != KEY_BYTES:
                raise KeyRingError(
                    f"identity key {kid!r}: need a kid of [A-Za-z0-9_-] and 32 bytes"
                )
        self._aeads = {kid: AESGCM(key) for kid, key in keys.items()}
        self.current_kid = max(self._aeads)

    @property
    def kids(self) -> tuple[str, ...]:
        """Newest first."""
        return tuple(sorted(self._aeads, reverse=True))

    def seal(self, plaintext: str, purpose: str) -> str:
        """Encrypt ``plaintext`` with the newest key, bound to ``purpose``."""
        nonce = os.urandom(NONCE_BYTES)
        sealed = self._aeads[self.current_kid].encrypt(
            nonce, plaintext.encode("utf-8"), purpose.encode("utf-8")
        )
        return f"{VERSION}.{self.current_kid}.{_b64url(nonce + sealed)}"

    def open(self, value: str, purpose: str) -> str:
        """The plaintext of a value ``seal`` made for the same ``purpose``, else ``OpenFailed``."""
        version, _, rest = value.partition(".")
        kid, _, payload = rest.partition(".")
        aead = self._aeads.get(kid)
        if version != VERSION or aead is None:
            raise OpenFailed()
        try:
            raw = _unb64url(payload)
            if len(raw) <= NONCE_BYTES:
                raise OpenFailed()
            plaintext = aead.decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], purpose.encode("utf-8"))
            return plaintext.decode("utf-8")
        except (InvalidTag, binascii.Error, ValueError) as exc:
            raise OpenFailed() from exc


def _read_key(path: Path) -> bytes:
    try:
        text = path.read_bytes().strip().replace(b"-", b"+").replace(b"_", b"/")
        key = base64.b64decode(text, validate=True)
    except binascii.Error as exc:
        raise KeyRingError(f"{path}: not base64") from exc
    if len(key) != KEY_BYTES:
        raise KeyRingError(f"{path}: an identity key is {KEY_BYTES} bytes, found {len(key)}")
    if path.stat().st_mode & 0o077:
        logger.warning("%s is readable by other users; it should be mode 0600", path)
    return key


def _key_files(directory: Path) -> list[Path]:
    files = sorted(directory.glob(f"*{SUFFIX}")) if directory.is_dir() else []
    for path in files:
        if not KID.fullmatch(path.name.removesuffix(SUFFIX)):
            raise KeyRingError(f"{path}: name it <kid>{SUFFIX}, kid of [A-Za-z0-9_-], 1 to 64 long")
    return files


def _create_first_key(directory: Path, purpose: str) -> None:
    directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    directory.chmod(0o700)  # mkdir's mode is filtered by the umask
    # As for the RSA rings: processes sharing the folder must not each make a first key.
    with open(directory / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if _key_files(directory):
            return
        kid = new_kid(purpose)
        descriptor = os.open(
            directory / f"{kid}{SUFFIX}", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600
        )
        with os.fdopen(descriptor, "wb") as file:
            file.write(base64.b64encode(secrets.token_bytes(KEY_BYTES)) + b"\n")
        logger.info("created %s key %s in %s", purpose, kid, directory)


def load_sealer_now(var_dir: Path, mode: RunMode, purpose: str = PURPOSE) -> Sealer:
    """The keys of ``purpose`` under ``var_dir`` (blocking: use ``load_sealer`` from async
    code). Each purpose has its folder: the back office seals operators' second-factor secrets
    with keys of its own (``OPERATOR_SECRETS``), never with the customers' identity keys."""
    directory = key_directory(var_dir, purpose)
    if not _key_files(directory):
        if mode is RunMode.PROD:
            raise KeyRingError(
                f"no {purpose} key in {directory}: provide at least one file <kid>{SUFFIX} "
                f"holding {KEY_BYTES} random bytes in base64 (production mode never generates keys)"
            )
        _create_first_key(directory, purpose)
    sealer = Sealer(
        {path.name.removesuffix(SUFFIX): _read_key(path) for path in _key_files(directory)}
    )
    logger.info("%s keys: current %s, %d live", purpose, sealer.current_kid, len(sealer.kids))
    return sealer


async def load_sealer(var_dir: Path, mode: RunMode, purpose: str = PURPOSE) -> Sealer:
    return await asyncio.to_thread(load_sealer_now, var_dir, mode, purpose)


def sealer_loader(purpose: str = PURPOSE) -> Callable[[FastAPI], Awaitable[None]]:
    """A start-up step (``create_service_app(on_startup=...)``): the app's keys of ``purpose``."""

    async def load(app: FastAPI) -> None:
        settings: BaseServiceSettings = app.state.settings
        app.state.sealer = await load_sealer(settings.var_dir, settings.mode, purpose)

    return load


load_app_sealer = sealer_loader(PURPOSE)


def app_sealer(app: FastAPI) -> Sealer:
    """The keys ``load_app_sealer`` loaded; a service without that step has none."""
    sealer: Sealer | None = getattr(app.state, "sealer", None)
    if sealer is None:
        raise RuntimeError("identity keys not loaded: add load_app_sealer to on_startup")
    return sealer
