"""A cap on request bodies, before anything reads them (pure ASGI: nothing is buffered here).

A JSON call's body is at most 1 MB; a file upload (10 MB, issue 4) plus its multipart framing
is allowed on the upload calls only. A body must declare its length: a chunked body of unknown
size is refused, so no reader behind this ever holds more than its cap in memory.
"""

import json

from starlette.types import ASGIApp, Receive, Scope, Send

MAX_BODY_BYTES = 1024 * 1024
MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
TOO_LARGE = {"en": "The request is too large.", "zh": "请求内容过大"}
NO_LENGTH = {"en": "The request must state its length.", "zh": "请求缺少长度"}


class BodyLimit:
    def __init__(self, app: ASGIApp, upload_paths: frozenset[str] = frozenset()) -> None:
        self.app = app
        self.upload_paths = upload_paths

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
        cap = MAX_UPLOAD_BYTES if scope["path"] in self.upload_paths else MAX_BODY_BYTES
        if length is not None and (not length.isdigit() or int(length) > cap):
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
