"""The two ways a browser's call reaches its service, behind gateway.proxy's ``Upstream``.

Neither builds httpx's request, URL and response models: at a few hundred microseconds of CPU
per call those cost the gateway more than everything else it does (docs/decisions.md). The
gateway's own calls to services (probes, the credential key) and the services' calls to each
other stay on httpx.
"""

import asyncio
import logging

import aiohttp
from starlette.types import ASGIApp, Message, Receive, Scope
from yarl import URL

from gateway.proxy import Relay, UpstreamUnreachable

logger = logging.getLogger(__name__)

# An answer up to this size is read whole and passed on as one message; a longer one, or one
# of unknown length (a download), is passed on as it arrives.
SMALL_ANSWER_BYTES = 256 * 1024
STREAM_CHUNK_BYTES = 64 * 1024
# The client address a service sees in-process (as httpx's ASGI transport gave it).
IN_PROCESS_CLIENT = ("127.0.0.1", 123)


def remote_session(
    connect_timeout_sec: float, connections_per_service: int
) -> aiohttp.ClientSession:
    """One pool of keep-alive connections for every remote service.

    Connecting includes waiting for a free connection of the pool. Reading has no timeout of
    aiohttp's (it would re-arm a timer on every packet): the proxy's deadline runs until the
    answer starts, and a streamed answer's pieces each get ``read_timeout_sec`` here.
    """
    connector = aiohttp.TCPConnector(limit=0, limit_per_host=connections_per_service)
    timeout = aiohttp.ClientTimeout(total=None, connect=connect_timeout_sec)
    # No cookie jar: a cookie one browser's answer set must never ride on another's call.
    return aiohttp.ClientSession(
        connector=connector,
        timeout=timeout,
        auto_decompress=False,
        cookie_jar=aiohttp.DummyCookieJar(),
    )


class RemoteUpstream:
    """A service over HTTP/1.1, on a pool of keep-alive connections (aiohttp's client)."""

    def __init__(self, session: aiohttp.ClientSession, url: str, read_timeout_sec: float) -> None:
        self._session = session
        self._base = url.rstrip("/")
        self._read_timeout_sec = read_timeout_sec

    async def exchange(
        self,
        scope: Scope,
        path: bytes,
        headers: list[tuple[bytes, bytes]],
        body: bytes,
        receive: Receive,
        relay: Relay,
    ) -> None:
        query: bytes = scope["query_string"]
        target = f"{self._base}{path.decode('ascii')}"
        if query:
            # Routable queries are printable ASCII, forwarded exactly as sent.
            target = f"{target}?{query.decode('ascii')}"
        try:
            async with self._session.request(
                scope["method"],
                URL(target, encoded=True),
                headers={k.decode("latin-1"): v.decode("latin-1") for k, v in headers},
                data=body or None,
                allow_redirects=False,
            ) as answer:
                length = answer.content_length
                if answer.status >= 500 or (length is not None and length <= SMALL_ANSWER_BYTES):
                    content = b"" if answer.status >= 500 else await answer.read()
                    if await relay.start(answer.status, answer.raw_headers):
                        await relay.body(content, False)
                    return
                await relay.start(answer.status, answer.raw_headers)
                while True:
                    async with asyncio.timeout(self._read_timeout_sec):
                        chunk = await answer.content.read(STREAM_CHUNK_BYTES)
                    if not chunk:
                        break
                    await relay.body(chunk, True)
                await relay.body(b"", False)
        except aiohttp.ConnectionTimeoutError as exc:
            # Not connected in time: the service is down or saturated, not slow to answer.
            raise UpstreamUnreachable from exc
        except aiohttp.ClientError as exc:
            raise UpstreamUnreachable from exc


class InProcessUpstream:
    """A service app of this process (embedded mode), called as a server calls it.

    The service answers straight into the relay: a small answer is the one body message the
    service sent, a download streams as the service streams it.
    """

    def __init__(self, app: ASGIApp, service: str) -> None:
        self.app = app
        host = f"{service}.embedded"
        self._host = (b"host", host.encode())
        self._server = (host, 80)

    async def exchange(
        self,
        scope: Scope,
        path: bytes,
        headers: list[tuple[bytes, bytes]],
        body: bytes,
        receive: Receive,
        relay: Relay,
    ) -> None:
        service_scope = {
            "type": "http",
            "asgi": scope.get("asgi", {"version": "3.0"}),
            "http_version": "1.1",
            "method": scope["method"],
            "scheme": "http",
            "path": scope["path"].removeprefix("/api"),
            "raw_path": path,
            "query_string": scope["query_string"],
            "root_path": "",
            "headers": [self._host, *headers, (b"content-length", b"%d" % len(body))],
            "server": self._server,
            "client": IN_PROCESS_CLIENT,
        }
        given = False

        async def receive_body() -> Message:
            nonlocal given
            if not given:
                given = True
                return {"type": "http.request", "body": body, "more_body": False}
            # Past the body, what the browser's connection says (a disconnect).
            return await receive()

        async def send_answer(message: Message) -> None:
            if message["type"] == "http.response.start":
                await relay.start(message["status"], message.get("headers", ()))
            elif message["type"] == "http.response.body":
                await relay.body(message.get("body", b""), message.get("more_body", False))

        try:
            await self.app(service_scope, receive_body, send_answer)
        except Exception:
            # The service has answered its 500 (or nothing): either way it failed. Its own
            # request line and traceback are logged by the service.
            if relay.started:
                raise
            if relay.failed_status is None:
                relay.failed_status = 500
