"""Browser hardening headers on every answer (a pure ASGI middleware: it never buffers).

API answers are never stored by a browser or a proxy (they carry personal data and tokens);
HSTS is sent only over HTTPS (behind a TLS proxy uvicorn takes the scheme from
``X-Forwarded-Proto`` of an allowed proxy), since over plain HTTP it would mean nothing.
"""

from collections.abc import Iterable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# MUI (emotion) injects <style> elements at run time, hence 'unsafe-inline' for styles only.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
)
# The console shows case documents inside the page: the bytes come through the protected
# client (an operator's token is per tab, no cookie), so an image or a PDF is an object URL
# (blob:) the page made itself, and a PDF opens in a frame of one (the browser's own viewer).
# Frames of blob: only: no other origin, and the console's pages still frame nothing else.
CONSOLE_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
    "object-src 'none'", "frame-src blob:; object-src 'none'"
)
HEADERS = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
)
NO_STORE = (b"cache-control", b"no-store")
HSTS = (b"strict-transport-security", b"max-age=31536000; includeSubDomains")
API_PREFIX = "/api/"
# Public images (news articles' pictures) are the one API answer a browser may keep: they
# never change under the same token, and the content service says so.
PUBLIC_FILES_PREFIX = "/api/web/portal/api/third/file/public/"


Header = tuple[bytes, bytes]


class SecurityHeaders:
    """``policy`` replaces the portal's Content-Security-Policy (the console's lets the
    document viewer frame the documents it fetched)."""

    def __init__(self, app: ASGIApp, policy: str = CONTENT_SECURITY_POLICY) -> None:
        self.app = app
        self.headers = (*HEADERS, (b"content-security-policy", policy.encode()))
        # Every combination made once: (API answer, HTTPS) -> the headers it gets.
        self._added = {
            (api, https): (
                *self.headers,
                *((NO_STORE,) if api else ()),
                *((HSTS,) if https else ()),
            )
            for api in (False, True)
            for https in (False, True)
        }

    def added(self, scope: Scope) -> tuple[Header, ...]:
        path = scope["path"]
        api = path.startswith(API_PREFIX) and not path.startswith(PUBLIC_FILES_PREFIX)
        return self._added[api, scope.get("scheme") == "https"]

    @staticmethod
    def apply(headers: Iterable[Header], added: tuple[Header, ...]) -> list[Header]:
        """``headers`` with ``added``: the API's no-store replaces whatever a service said; the
        rest only fill gaps."""
        replace = NO_STORE in added
        kept = [h for h in headers if not (replace and h[0].lower() == NO_STORE[0])]
        present = {name.lower() for name, _ in kept}
        return kept + [h for h in added if h[0] not in present]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        added = self.added(scope)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = self.apply(message["headers"], added)
            await send(message)

        await self.app(scope, receive, send_with_headers)
