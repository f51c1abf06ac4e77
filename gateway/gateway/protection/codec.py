"""The wire format of a protected request, as pure functions (no I/O, no state)."""

import base64
import binascii
import hashlib
import hmac
import json
import re

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

# K: 16 characters of [A-Za-z0-9], whose ASCII bytes are the AES-128 and HMAC key.
SESSION_KEY = re.compile(rb"[A-Za-z0-9]{16}")
NONCE = re.compile(r"[A-Za-z0-9_-]{16,64}")
TIMESTAMP = re.compile(r"[0-9]{1,16}")
SIGN = re.compile(r"[0-9a-f]{64}")
IV_BYTES = 12
TAG_BYTES = 16


class ProtectionError(Exception):
    """Why a request is refused: a short reason for the log, never shown to the caller."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def session_key(plaintext: bytes) -> bytes:
    """The AES/HMAC key inside a decrypted ``aes`` header, if it has the agreed shape."""
    if not SESSION_KEY.fullmatch(plaintext):
        raise ProtectionError("session key has the wrong shape")
    return plaintext


def b64decode(text: str | bytes) -> bytes:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ProtectionError("not base64") from exc


def envelope_data(raw_body: bytes) -> str:
    """``data`` of the body ``{"data": "<base64>"}``; nothing else is accepted."""
    try:
        envelope = json.loads(raw_body)
    except ValueError as exc:
        raise ProtectionError("body is not JSON") from exc
    if not isinstance(envelope, dict) or set(envelope) != {"data"}:
        raise ProtectionError("body is not {data}")
    data = envelope["data"]
    if not isinstance(data, str):
        raise ProtectionError("body data is not a string")
    return data


def open_body(key: bytes, data: str) -> bytes:
    """The JSON bytes sealed in ``data`` = base64(iv ‖ AES-128-GCM(key, iv, json ‖ tag))."""
    sealed = b64decode(data)
    if len(sealed) < IV_BYTES + TAG_BYTES:
        raise ProtectionError("body data too short")
    try:
        return AESGCM(key).decrypt(sealed[:IV_BYTES], sealed[IV_BYTES:], None)
    except InvalidTag as exc:
        raise ProtectionError("body fails GCM") from exc


def seal_body(key: bytes, iv: bytes, plaintext: bytes) -> str:
    """The inverse of ``open_body`` (for tests and tools; the gateway only opens)."""
    return base64.b64encode(iv + AESGCM(key).encrypt(iv, plaintext, None)).decode("ascii")


def body_digest(signed_bytes: bytes) -> str:
    """Hex SHA-256 of the JSON bytes (or the raw multipart body; ``b""`` without a body)."""
    return hashlib.sha256(signed_bytes).hexdigest()


def signing_target(raw_path: bytes, query_string: bytes) -> bytes:
    """The request target exactly as sent: raw path, then ``?`` and the raw query if any."""
    return raw_path + b"?" + query_string if query_string else raw_path


def sign(key: bytes, method: str, target: bytes, timestamp: str, nonce: str, digest: str) -> str:
    """Hex HMAC-SHA256 over METHOD, target, timestamp, nonce and body digest, one per line."""
    message = b"\n".join(
        [method.encode("ascii"), target, timestamp.encode(), nonce.encode(), digest.encode()]
    )
    return hmac.new(key, message, hashlib.sha256).hexdigest()
