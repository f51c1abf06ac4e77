"""One simulated browser: up to six keep-alive connections from an address of its own, every
``/api`` call protected as DESIGN §5 says, and every call recorded with its latency and result.

Protection is the integration client's (``portal_client``), over ``bench/gateway/load.py``'s
bare HTTP/1.1 connection (on a 2-core machine the client's CPU is taken from the portal's). A
signed-in page draws K once: sealing costs a fresh iv, nonce and HMAC per call, and RSA only
once per sign-in, as in the web app.
"""

import asyncio
import json
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from bench.gateway.load import Connection, ResponseError
from portal_client.protection import draw_key, draw_nonce, encrypt_to, protect

API = "/api/web/portal/api"
# A browser opens at most six connections to one host.
CONNECTIONS = 6
# Idle connections are dropped before the server's keep-alive timeout (uvicorn: 5 s) can
# close them under a request, as browsers do.
IDLE_SEC = 4.0
# A call still unanswered after this is given up (counted as "no answer").
CALL_TIMEOUT_SEC = 30.0


class CallFailed(Exception):
    """The call did not succeed (already recorded); the journey starts over."""


@dataclass
class Recorder:
    """Every answer: (call, seconds since the run began when sent, latency s, result), where
    result is "ok", "HTTP <n>", "status <n>" (the envelope's) or "no answer"."""

    began: float = field(default_factory=time.perf_counter)
    records: list[tuple[str, float, float, str]] = field(default_factory=list)
    sign_ins: list[float] = field(default_factory=list)

    def add(self, call: str, sent: float, done: float, result: str) -> None:
        self.records.append((call, sent - self.began, done - sent, result))

    def in_window(self, start: float, end: float) -> dict[str, list[tuple[float, str]]]:
        """(latency, result) by call, for answers that arrived within [start, end) seconds."""
        calls: dict[str, list[tuple[float, str]]] = defaultdict(list)
        for call, sent, latency, result in self.records:
            if start <= sent + latency < end:
                calls[call].append((latency, result))
        return calls


@dataclass
class PageKeys:
    """One page load's K, its ``aes`` header and the keys ``secretKey`` handed out."""

    key: str
    aes: str
    transport_kid: str
    credential_spki: str

    @classmethod
    def from_secret_key(cls, body: dict[str, dict[str, str]]) -> "PageKeys":
        key = draw_key()
        aes = encrypt_to(body["transport"]["spki"], key.encode())
        return cls(key, aes, body["transport"]["kid"], body["credential"]["spki"])

    def encrypt_password(self, password: str) -> str:
        return encrypt_to(self.credential_spki, password.encode())


class Browser:
    def __init__(self, port: int, address: str, recorder: Recorder) -> None:
        self.port = port
        self.address = address
        self.recorder = recorder
        self.keys: PageKeys | None = None
        self.token: str | None = None
        self._idle: list[tuple[Connection, float]] = []
        self._slots = asyncio.Semaphore(CONNECTIONS)

    def new_page(self) -> None:
        """A fresh page load: no K, not signed in (connections stay, as in a browser)."""
        self.keys = None
        self.token = None

    async def call(
        self,
        path: str,
        query: dict[str, Any] | None = None,
        body: Any = None,
        protected: bool = True,
        method: str = "POST",
        name: str | None = None,
    ) -> Any:
        """A call (``path`` as the specification writes it, or from ``/``): the body of its
        envelope when it succeeded; otherwise ``CallFailed``, after recording why."""
        request = self.request(path, query, body, protected, method)
        name = name or path
        async with self._slots:
            connection = await self._connection()
            sent = time.perf_counter()
            try:
                status, payload = await asyncio.wait_for(connection.send(request), CALL_TIMEOUT_SEC)
            except (ResponseError, OSError, TimeoutError) as exc:
                connection.close()
                self.recorder.add(name, sent, time.perf_counter(), "no answer")
                raise CallFailed(f"{name}: {exc!r}") from exc
            done = time.perf_counter()
            if connection.must_reconnect:
                connection.close()
            else:
                self._idle.append((connection, done))
        result, envelope = _result(status, payload)
        self.recorder.add(name, sent, done, result)
        if result != "ok":
            raise CallFailed(f"{name}: {result}: {payload[:200]!r}")
        return envelope["body"] if isinstance(envelope, dict) else envelope

    def close(self) -> None:
        for connection, _ in self._idle:
            connection.close()
        self._idle.clear()

    async def _connection(self) -> Connection:
        now = time.perf_counter()
        while self._idle:
            connection, since = self._idle.pop()
            if not connection.must_reconnect and now - since < IDLE_SEC:
                return connection
            connection.close()
        loop = asyncio.get_running_loop()
        _, connection = await loop.create_connection(
            Connection, "127.0.0.1", self.port, local_addr=(self.address, 0)
        )
        return connection

    def request(
        self,
        path: str,
        query: dict[str, Any] | None = None,
        body: Any = None,
        protected: bool = True,
        method: str = "POST",
    ) -> bytes:
        """The bytes the web app sends for a call (as ``call`` takes it); a protected one gets
        a fresh timestamp, nonce and sign under the page's K each time it is asked for."""
        target = path if path.startswith("/") else f"{API}/{path}"
        if query:
            target += "?" + urlencode(query)
        head = (
            f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
            "User-Agent: portal-load\r\nAccept: application/json\r\nAccept-Language: zh-CN\r\n"
        )
        if self.token:
            head += f"Authorization: Bearer {self.token}\r\n"
        plain = b"" if body is None else json.dumps(body, separators=(",", ":")).encode()
        sent = plain
        if plain:
            head += "Content-Type: application/json\r\n"
        if protected:
            keys = self.keys
            assert keys is not None, "protected call before secretKey"
            timestamp, nonce = str(time.time_ns() // 1_000_000), draw_nonce()
            sent, sign = protect(keys.key, method, target, plain, timestamp, nonce, encrypt=True)
            head += (
                f"aes: {keys.aes}\r\nx-kid: {keys.transport_kid}\r\n"
                f"x-timestamp: {timestamp}\r\nx-nonce: {nonce}\r\nsign: {sign}\r\n"
            )
        head += f"Content-Length: {len(sent)}\r\n\r\n"
        return head.encode() + sent


def _result(status: int, payload: bytes) -> tuple[str, Any]:
    if status != 200:
        return f"HTTP {status}", None
    try:
        envelope = json.loads(payload)
    except ValueError:
        return "not JSON", None
    if envelope.get("status") != 200:
        return f"status {envelope.get('status')}", envelope
    return "ok", envelope


def is_server_error(result: str) -> bool:
    """A failure of the portal rather than of the caller: 5xx, an envelope ≥ 500, no answer."""
    if result in ("no answer", "not JSON"):
        return True
    kind, _, code = result.partition(" ")
    return kind in ("HTTP", "status") and code.isdigit() and int(code) >= 500
