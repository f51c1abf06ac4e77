"""A client of the portal gateway's protocol: sealed calls, sign-in, tokens, typed envelopes."""

from portal_client.asynchronous import DEMO_PASSWORD, AsyncPortal, SignIn, api_path
from portal_client.envelope import (
    Conflict,
    Envelope,
    Forbidden,
    InvalidInput,
    Locked,
    NotFound,
    NotSignedIn,
    PortalError,
    ProtectionRefused,
    TooManyAttempts,
    Unavailable,
)
from portal_client.synchronous import Portal

__all__ = [
    "DEMO_PASSWORD",
    "AsyncPortal",
    "Conflict",
    "Envelope",
    "Forbidden",
    "InvalidInput",
    "Locked",
    "NotFound",
    "NotSignedIn",
    "Portal",
    "PortalError",
    "ProtectionRefused",
    "SignIn",
    "TooManyAttempts",
    "Unavailable",
    "api_path",
]
