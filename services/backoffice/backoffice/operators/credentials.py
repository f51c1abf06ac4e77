"""Operators' passwords and recovery codes: the rules and how new ones are drawn.

Operators hold the keys to every company's data, so their passwords are longer than the
portal's customers' (12 characters), and the first password an administrator hands out is
temporary: it must be replaced at the first sign-in.
"""

import hashlib
import re
import secrets
import string

from backoffice.errors import WEAK_PASSWORD
from portal_kit.errors import InvalidInput

MIN_LENGTH = 12
MAX_LENGTH = 128
CLASSES = (
    re.compile(r"[a-z]"),
    re.compile(r"[A-Z]"),
    re.compile(r"[0-9]"),
    re.compile(r"[^A-Za-z0-9]"),
)
RECOVERY_CODES = 10
# Base32 without look-alikes, in two groups of five: about 50 bits each.
RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def check_password_rule(password: str, username: str) -> None:
    """400 naming the rule unless ``password`` is long and varied enough and not the name."""
    varied = sum(1 for pattern in CLASSES if pattern.search(password)) >= 3
    if (
        not MIN_LENGTH <= len(password) <= MAX_LENGTH
        or not varied
        or username.lower() in password.lower()
    ):
        raise InvalidInput(WEAK_PASSWORD)


def temporary_password() -> str:
    """A password an administrator hands over once: 16 characters of every class."""
    alphabet = string.ascii_letters + string.digits
    body = "".join(secrets.choice(alphabet) for _ in range(13))
    return f"{body}-{secrets.choice(string.digits)}{secrets.choice(string.ascii_lowercase)}"


def recovery_codes() -> list[str]:
    def one() -> str:
        chars = "".join(secrets.choice(RECOVERY_ALPHABET) for _ in range(10))
        return f"{chars[:5]}-{chars[5:]}"

    return [one() for _ in range(RECOVERY_CODES)]


def recovery_code_hash(code: str) -> str:
    """Codes are random and single use: a plain hash suffices (no dictionary to try)."""
    normalised = code.strip().upper().replace("-", "").replace(" ", "")
    return hashlib.sha256(normalised.encode()).hexdigest()
