"""The wire envelope of DESIGN §3: every call answers ``{ok, status, msg, body}``."""

from typing import Any, Generic, TypeVar

from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

T = TypeVar("T")


class WireModel(BaseModel):
    """Base of every schema on the wire: snake_case in Python, the spec's camelCase outside.

    Unknown fields are ignored, never refused: a peer's answer may grow (DESIGN §11), and a
    field a schema does not declare is never bound, so a ``rootManager`` or ``compCode`` sent
    beside a call's own fields changes nothing (docs/decisions.md, 'Hardening').
    """

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, from_attributes=True, extra="ignore"
    )


class Envelope(BaseModel, Generic[T]):
    ok: bool
    status: int
    msg: str
    body: T | None = None


def ok(body: T, msg: str = "") -> Envelope[T]:
    return Envelope[T](ok=True, status=200, msg=msg, body=body)


def envelope_response(
    status: int, msg: str, body: Any = None, http_status: int = 200, **kwargs: Any
) -> JSONResponse:
    """A failure (or gateway-made) answer; ``http_status`` stays 200 unless DESIGN §3 says not."""
    content = {"ok": status == 200, "status": status, "msg": msg, "body": body}
    return JSONResponse(content, status_code=http_status, **kwargs)


# A call written ``x/y`` in the specification is served by its owner at ``PORTAL_API/x/y``
# (the gateway adds ``/api`` in front for the browser).
PORTAL_API = "/web/portal/api"
