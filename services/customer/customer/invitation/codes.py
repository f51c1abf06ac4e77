"""Invitation codes: unguessable, typed from an SMS, stored only as a hash."""

import base64
import hashlib
import secrets

# 10 random bytes: 80 bits, 16 base32 characters (A-Z, 2-7), no padding.
CODE_BYTES = 10
MAX_CODE_LENGTH = 32


def new_code() -> str:
    return base64.b32encode(secrets.token_bytes(CODE_BYTES)).decode("ascii")


def normalise(code: str) -> str:
    """People retype codes: blanks dropped, case ignored."""
    return code.strip().upper()


def code_hash(code: str) -> str:
    """What the database keeps: a leaked table gives nobody a working invitation link."""
    return hashlib.sha256(normalise(code).encode("ascii", "replace")).hexdigest()
