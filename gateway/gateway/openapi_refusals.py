"""The answers the gateway gives itself, before or instead of the service that owns a call.

A service documents what it answers (HTTP 200 and the envelope, DESIGN §3). The gateway may
answer first, with an HTTP status of its own and the envelope (``ok`` false, the same status):
these are added to every operation of the published document they can happen on, so that a
client generated from it, or a tool checking answers against it, knows them all.
"""

from typing import Any

from fastapi import FastAPI

from gateway.content_types import UNSUPPORTED
from gateway.protection.verifier import REFUSED
from gateway.route_table import GATEWAY, Route
from portal_kit.body_limit import NO_LENGTH, TOO_LARGE
from portal_kit.envelope import Envelope
from portal_kit.errors import METHOD_NOT_ALLOWED, UNKNOWN_PATH, NotSignedIn
from portal_kit.i18n import Text

# The envelope with no body, as every service declares it (``Envelope[None]``).
REFUSAL_SCHEMA = "Envelope_NoneType_"


def _answer(status: int, description: str, text: Text, **extra: Any) -> dict[str, Any]:
    example = {"ok": False, "status": status, "msg": text.en, "body": None}
    content = {"schema": {"$ref": f"#/components/schemas/{REFUSAL_SCHEMA}"}, "example": example}
    return {"description": description, "content": {"application/json": content}, **extra}


PROTECTION_REFUSED = _answer(
    400,
    "The request protection refused the call (missing or wrong seal, signature, timestamp or "
    "nonce; DESIGN §5); one sentence whatever failed. The web app reloads its keys.",
    REFUSED,
)
NOT_SIGNED_IN = _answer(
    401,
    "No bearer token, a token that is not valid, or a session that has ended: sign in again "
    "(or renew through the refresh exchange).",
    NotSignedIn.default,
)
UNKNOWN = _answer(
    404,
    "No call at this target: the gateway routes no path or query holding encoded separators "
    "or dots, control characters, or a path parameter outside the call's routable form.",
    UNKNOWN_PATH,
)
WRONG_METHOD = _answer(
    405,
    "The path was called with another method than its own; ``Allow`` names it.",
    METHOD_NOT_ALLOWED,
    headers={"Allow": {"description": "The call's method", "schema": {"type": "string"}}},
)
NO_LENGTH_STATED = _answer(
    411, "A body sent without ``Content-Length`` (chunked) is not read.", NO_LENGTH
)
TOO_LARGE_ANSWER = _answer(
    413,
    "A body over the limit (1 MB; 10 MB for a file upload), or any body on a GET call.",
    TOO_LARGE,
)
UNSUPPORTED_TYPE = _answer(
    415,
    "A body that is neither JSON nor (on upload calls) multipart form data.",
    UNSUPPORTED,
)


# Each answer once, under ``components/responses``; operations refer to it by name.
ANSWERS: dict[str, dict[str, Any]] = {
    "ProtectionRefused": PROTECTION_REFUSED,
    "NotSignedIn": NOT_SIGNED_IN,
    "UnknownTarget": UNKNOWN,
    "MethodNotAllowed": WRONG_METHOD,
    "LengthRequired": NO_LENGTH_STATED,
    "ContentTooLarge": TOO_LARGE_ANSWER,
    "UnsupportedMediaType": UNSUPPORTED_TYPE,
}


def _ref(name: str) -> dict[str, str]:
    assert name in ANSWERS, name
    return {"$ref": f"#/components/responses/{name}"}


def refusals(route: Route, unprotected: frozenset[str]) -> dict[str, dict[str, str]]:
    """The gateway's own answers ``route`` may get, by HTTP status (references to ``ANSWERS``)."""
    answers = {
        "404": _ref("UnknownTarget"),
        "405": _ref("MethodNotAllowed"),
        "411": _ref("LengthRequired"),
        "413": _ref("ContentTooLarge"),
    }
    # The gateway answers its own calls before it looks at a body's type or protection.
    if route.owner != GATEWAY:
        answers["415"] = _ref("UnsupportedMediaType")
        if route.call not in unprotected:
            answers["400"] = _ref("ProtectionRefused")
    if not route.is_public:
        answers["401"] = _ref("NotSignedIn")
    return dict(sorted(answers.items()))


def refusal_schemas() -> dict[str, Any]:
    """The schema the refusals refer to, made as FastAPI makes it in a service's document (a
    service declaring it differently would be refused when the documents are merged)."""
    app = FastAPI()

    @app.post("/refused")
    async def refused() -> Envelope[None]:
        raise NotImplementedError

    schemas: dict[str, Any] = app.openapi()["components"]["schemas"]
    return {REFUSAL_SCHEMA: schemas[REFUSAL_SCHEMA]}
