"""RFC 6238 codes (30 s, 6 digits, SHA-1: what every authenticator app reads) and the ten
recovery codes that stand in for the app.

A code of the step before or after the current one is accepted too, for phones whose clock is
a little off; the step that matched is returned so the caller can refuse it a second time.
"""

import hashlib
import hmac
import secrets
from datetime import datetime

import pyotp
import segno

ISSUER = "Portal"
RECOVERY_CODES = 10
# No 0/o, 1/l/i: a code copied from paper is read back without guessing.
_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
_DRIFT_STEPS = 1


def new_secret() -> str:
    return pyotp.random_base32()


def provisioning_uri(secret: str, account: str) -> str:
    return pyotp.TOTP(secret).provisioning_uri(name=account, issuer_name=ISSUER)


def qr_code(uri: str) -> str:
    """The otpauth:// address as a QR code: an SVG ``data:`` URI the page shows as an image."""
    return str(segno.make(uri, error="m").svg_data_uri(scale=5, border=2))


def matching_step(secret: str, code: str, now: datetime) -> int | None:
    """The time step whose code ``code`` is (the current one or a neighbour), else None."""
    code = code.strip()
    if len(code) != pyotp.TOTP(secret).digits or not code.isdigit():
        return None
    totp = pyotp.TOTP(secret)
    current = totp.timecode(now)
    for step in range(current - _DRIFT_STEPS, current + _DRIFT_STEPS + 1):
        if hmac.compare_digest(totp.generate_otp(step), code):
            return step
    return None


def new_recovery_codes() -> list[str]:
    """Ten codes of 10 characters (about 49 bits each), shown as ``xxxxx-xxxxx``."""
    codes = []
    for _ in range(RECOVERY_CODES):
        raw = "".join(secrets.choice(_ALPHABET) for _ in range(10))
        codes.append(f"{raw[:5]}-{raw[5:]}")
    return codes


def recovery_hash(user_code: str, code: str) -> str:
    """SHA-256 of the user and the code as typed without case, spaces or dashes. The codes are
    random enough that a slow hash adds nothing; the user in it keeps two users' apart."""
    normal = "".join(code.lower().split()).replace("-", "")
    return hashlib.sha256(f"{user_code}:{normal}".encode()).hexdigest()
