"""The operators' second factor: TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1), the
algorithm every authenticator app speaks.

A code is accepted for the current step or the one before or after (clock drift), and never
for a step at or before the last one accepted: a code seen over a shoulder is spent.
"""

import hmac
from datetime import datetime

import pyotp
import segno

ISSUER = "Portal Console"
STEP_SEC = 30
# Steps either side of now a code may be for: about 30 s of drift each way.
DRIFT_STEPS = 1


def new_secret() -> str:
    """A new shared secret: 160 random bits in base32 (what the authenticator stores)."""
    return pyotp.random_base32(32)


def provisioning_uri(secret: str, username: str) -> str:
    return pyotp.TOTP(secret).provisioning_uri(name=username, issuer_name=ISSUER)


def qr_code(uri: str) -> str:
    """The enrolment QR code as an SVG data URI (the console's CSP allows ``data:`` images)."""
    return str(segno.make(uri, error="m").svg_data_uri(scale=5, border=2))


def matching_step(secret: str, code: str, now: datetime, last_step: int) -> int | None:
    """The time step ``code`` is right for, or ``None`` (wrong, or a step already used)."""
    if len(code) != 6 or not code.isdigit():
        return None
    totp = pyotp.TOTP(secret)
    current = int(now.timestamp()) // STEP_SEC
    for step in range(current - DRIFT_STEPS, current + DRIFT_STEPS + 1):
        if step > last_step and hmac.compare_digest(totp.at(step * STEP_SEC), code):
            return step
    return None


def code_at(secret: str, moment: datetime) -> str:
    """The code an authenticator shows at ``moment`` (demo data, tests)."""
    return str(pyotp.TOTP(secret).at(int(moment.timestamp())))
