"""The two ways a browser's call reaches its service, behind gateway.proxy's ``Upstream``.

Neither builds httpx's request, URL and response models: at a few hundred microseconds of CPU
per call those cost the gateway more than everything else it does (docs/decisions.md). The
gateway's own calls to services (probes, the credential key) and the services' calls to each
other stay on httpx.
"""

import asyncio
import logging

from starlette.types import ASGIApp, Message, Receive, Scope

from gateway.http1 import Connection, ConnectionLost, Pool, request_head
from gateway.proxy import Relay, UpstreamUnreachable

logger = logging.getLogger(__name__)

# An answer up to this size is read whole and passed on as one message; a longer one, or one
# of unknown length (a download), is passed on as it arrives.
SMALL_ANSWER_BYTES = 256 * 1024
# The client address a service sees in-process (as httpx's ASGI transport gave it).
IN_PROCESS_CLIENT = ("127.0.0.1", 123)


class RemoteUpstream:
    """A service over HTTP/1.1, on a pool of keep-alive connections (gateway.http1)."""

    def __init__(self, pool: Pool, read_timeout_sec: float) -> None:
        self._pool = pool
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
        # Routable queries are printable ASCII, forwarded exactly as sent.
        target = b"%s?%s" % (path, query) if query else path
        method: str = scope["method"]
        call = request_head(method, target, self._pool.authority, headers, body) + body
        connection = await self._send(method, call)
        reusable = False
        try:
            status = connection.status
            length = connection.content_length
            if status >= 500 or (length is not None and length <= SMALL_ANSWER_BYTES):
                content = b"" if status >= 500 else await connection.read()
                reusable = status < 500
                if await relay.start(status, connection.headers):
                    await relay.body(content, False)
                return
            await relay.start(status, connection.headers)
            while True:
                async with asyncio.timeout(self._read_timeout_sec):
                    chunk = await connection.read_chunk()
                if not chunk:
                    break
                await relay.body(chunk, True)
            reusable = True
            await relay.body(b"", False)
        except ConnectionLost as exc:
            raise UpstreamUnreachable from exc
        finally:
            # Anything short of an answer read to its end (the browser gone, a deadline, a
            # failure) closes the connection: what is left of the answer would be the next's.
            self._pool.release(connection, reusable)

    async def _send(self, method: str, call: bytes) -> Connection:
        """A connection the call was sent on and the answer's head arrived on.

        A kept-alive connection the service closed meanwhile is retried once on a new one,
        only when nothing of an answer came back on it: the service never began this call.
        """
        fresh = False
        while True:
            try:
                connection = await self._pool.acquire(fresh)
            except TimeoutError as exc:
                # Not connected in time: the service is down or saturated, not slow to answer.
                raise UpstreamUnreachable from exc
            except OSError as exc:
                raise UpstreamUnreachable from exc
            try:
                connection.head_only = method == "HEAD"
                connection.send(call)
                await connection.read_head()
                return connection
            except ConnectionLost as exc:
                self._pool.release(connection, False)
                if fresh or not connection.reused or connection.received:
                    raise UpstreamUnreachable from exc
                fresh = True
            except BaseException:
                self._pool.release(connection, False)
                raise


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
