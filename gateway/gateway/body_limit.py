"""A cap on request bodies, before anything reads them (pure ASGI: nothing is buffered here).

The largest legitimate body is a file upload (10 MB, issue 4) plus its multipart framing. A
body must declare its length: a chunked body of unknown size is refused, so no reader behind
this ever holds more than the cap in memory.
"""

import json

from starlette.types import ASGIApp, Receive, Scope, Send

MAX_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
TOO_LARGE = {"en": "The request is too large.", "zh": "请求内容过大"}
NO_LENGTH = {"en": "The request must state its length.", "zh": "请求缺少长度"}


class BodyLimit:
    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        length = headers.get(b"content-length")
        chunked = b"chunked" in headers.get(b"transfer-encoding", b"").lower()
        if length is None and chunked:
            await _refuse(send, scope, 411, NO_LENGTH)
            return
        if length is not None and (not length.isdigit() or int(length) > self.max_bytes):
            await _refuse(send, scope, 413, TOO_LARGE)
            return
        await self.app(scope, receive, send)


async def _refuse(send: Send, scope: Scope, status: int, text: dict[str, str]) -> None:
    language = dict(scope["headers"]).get(b"accept-language", b"").decode("latin-1").lower()
    msg = text["en"] if language.startswith("en") else text["zh"]
    body = json.dumps({"ok": False, "status": status, "msg": msg, "body": None}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
