"""A cap on request bodies, before and while anything reads them (pure ASGI: nothing is
buffered here). The gateway puts it in front of both listeners, every service in front of its
own routes.

Every method is capped. A JSON call's body is at most 1 MB; a file upload (10 MB) plus its
multipart framing is allowed on the upload calls only; GET, HEAD, DELETE and OPTIONS take
no body at all, so any they declare is refused unread. A body must declare its length: a
chunked body of unknown size is refused. The declared length is then held to: the bytes handed
on are counted and reading stops past the cap or past the declared length, whichever comes
first, so no reader behind this ever holds more than its cap, whatever a client sends.
"""

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from portal_kit.envelope import envelope_response
from portal_kit.i18n import Text, request_language

MAX_BODY_BYTES = 1024 * 1024
MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
TOO_LARGE = Text("The request is too large.", "请求内容过大")
NO_LENGTH = Text("The request must state its length.", "请求缺少长度")


class BodyTooLarge(Exception):
    """What reading a body past its allowance raises to the app."""


class _CountedBody:
    """``receive`` and ``send`` for the app: bytes past ``allowed`` are never handed on, and
    once a body is cut the app's own answer to it (often a 400 or a 500 for an unreadable
    body) is held back so the refusal can go out instead."""

    def __init__(self, receive: Receive, send: Send, allowed: int) -> None:
        self._receive = receive
        self._send = send
        self._allowed = allowed
        self._received = 0
        self.cut = False
        self.started = False

    async def receive(self) -> Message:
        if self.cut:
            raise BodyTooLarge
        message = await self._receive()
        if message["type"] == "http.request":
            self._received += len(message.get("body", b""))
            if self._received > self._allowed:
                self.cut = True
                raise BodyTooLarge
        return message

    async def send(self, message: Message) -> None:
        if self.cut and not self.started:
            return
        if message["type"] == "http.response.start":
            self.started = True
        await self._send(message)


class BodyLimit:
    def __init__(self, app: ASGIApp, upload_paths: frozenset[str] = frozenset()) -> None:
        self.app = app
        self.upload_paths = upload_paths

    def cap(self, scope: Scope) -> int:
        if scope["method"] not in BODY_METHODS:
            return 0
        return MAX_UPLOAD_BYTES if scope["path"] in self.upload_paths else MAX_BODY_BYTES

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length, encoding = _framing(scope)
        cap = self.cap(scope)
        if length is None and "chunked" in encoding.lower():
            await _refuse(scope, receive, send, 411, NO_LENGTH)
            return
        if length is not None and (not length.isdigit() or int(length) > cap):
            await _refuse(scope, receive, send, 413, TOO_LARGE)
            return
        body = _CountedBody(receive, send, cap if length is None else int(length))
        try:
            await self.app(scope, body.receive, body.send)
        except Exception:
            # Whatever the app made of a body it could not finish reading, the answer is the
            # refusal; any other failure is the app's own.
            if not body.cut:
                raise
        if body.cut and not body.started:
            await _refuse(scope, receive, send, 413, TOO_LARGE)


def _framing(scope: Scope) -> tuple[str | None, str]:
    """The first Content-Length (``None`` without one) and Transfer-Encoding of a request."""
    length: bytes | None = None
    encoding: bytes | None = None
    for name, value in scope["headers"]:
        if name == b"content-length":
            length = value if length is None else length
        elif name == b"transfer-encoding":
            encoding = value if encoding is None else encoding
    return (
        None if length is None else length.decode("latin-1"),
        "" if encoding is None else encoding.decode("latin-1"),
    )


async def _refuse(scope: Scope, receive: Receive, send: Send, status: int, text: Text) -> None:
    # The unread body stays on the connection: closing it spares reading what was refused.
    response = envelope_response(
        status,
        text.render(request_language(HTTPConnection(scope))),
        http_status=status,
        headers={"connection": "close"},
    )
    await response(scope, receive, send)
