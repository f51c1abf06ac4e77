"""The gateway's answer as typed values: every call answers the envelope
``{"ok", "status", "msg", "body"}``; a refusal becomes a ``PortalError`` subclass by status."""

from dataclasses import dataclass
from typing import Any


class PortalError(Exception):
    """The portal refused a call: ``status`` and ``msg`` as the envelope says them (``msg`` is
    the sentence a user would read); ``http_status`` is the HTTP status it came with."""

    def __init__(self, status: int, msg: str, body: Any = None, http_status: int = 200) -> None:
        super().__init__(f"{status}: {msg}")
        self.status = status
        self.msg = msg
        self.body = body
        self.http_status = http_status


class InvalidInput(PortalError):
    """400: a field broke a rule (``msg`` names it)."""


class ProtectionRefused(PortalError):
    """HTTP 400: the gateway refused the request's protection; nothing was forwarded."""


class NotSignedIn(PortalError):
    """401: no session, or it ended (logout, expiry, revocation)."""


class Forbidden(PortalError):
    """403: signed in, but not allowed."""


class NotFound(PortalError):
    """404."""


class Conflict(PortalError):
    """409."""


class Locked(PortalError):
    """423: the session was idle too long; ``verify_idle`` unlocks it."""


class TooManyAttempts(PortalError):
    """429: ``msg`` says when to try again."""


class Unavailable(PortalError):
    """503: a service behind the gateway does not answer."""


ERRORS: dict[int, type[PortalError]] = {
    400: InvalidInput,
    401: NotSignedIn,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    423: Locked,
    429: TooManyAttempts,
    503: Unavailable,
}


@dataclass(frozen=True)
class Envelope:
    ok: bool
    status: int
    msg: str
    body: Any
    # The HTTP status it came with: 200, 401 (not signed in) or 400 (protection refused).
    http_status: int = 200

    @classmethod
    def from_json(cls, answer: Any, http_status: int = 200) -> "Envelope":
        if not isinstance(answer, dict) or not {"ok", "status", "msg"} <= answer.keys():
            raise ValueError(f"not an envelope (HTTP {http_status}): {str(answer)[:200]}")
        return cls(
            bool(answer["ok"]),
            int(answer["status"]),
            str(answer["msg"]),
            answer.get("body"),
            http_status,
        )

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "status": self.status, "msg": self.msg, "body": self.body}

    def error(self) -> PortalError:
        """The refusal as an exception (call only when not ``ok``)."""
        if self.http_status == 400:
            return ProtectionRefused(self.status, self.msg, self.body, self.http_status)
        kind = ERRORS.get(self.status, PortalError)
        return kind(self.status, self.msg, self.body, self.http_status)

    def result(self) -> Any:
        """``body`` when the call succeeded, else the typed ``PortalError``."""
        if not self.ok:
            raise self.error()
        return self.body
