"""The checks every protected call passes before anything is forwarded (DESIGN §5)."""

import hmac
import logging
import time
from collections.abc import Callable

from fastapi import Request, Response
from starlette.types import Scope

from gateway.config import ProtectionMode
from gateway.metrics import PROTECTION_REFUSED, REPLAYS
from gateway.protection import codec
from gateway.protection.codec import ProtectionError
from gateway.protection.keys import SessionKeys
from gateway.protection.nonces import NonceStore, NonceStoreFull
from gateway.proxy import Payload
from gateway.route_table import Route
from portal_kit.envelope import envelope_response
from portal_kit.i18n import Text, request_language

logger = logging.getLogger(__name__)

# The key handout comes before any key exists; the dev outbox is a test tool, absent in prod.
# A browser loads a public image by its URL (an <img src>): no signed headers to verify.
UNPROTECTED_CALLS = frozenset(
    {"login/user/rsa/secretKey", "GET /dev/outbox", "GET third/file/public/*"}
)
WINDOW_MS = 5 * 60 * 1000
# A timestamp stays acceptable until at most 2 windows after a call arrives: so does its nonce.
NONCE_TTL_SEC = 2 * WINDOW_MS // 1000
JSON = "application/json"
MULTIPART = "multipart/form-data"
# One sentence for every failure: a caller must not learn which check failed.
REFUSED = Text(
    "The request could not be verified; please reload the page and try again.",
    "请求校验失败，请刷新页面后重试",
)
HEADERS = ("aes", "x-kid", "x-timestamp", "x-nonce", "sign")
_HEADER_NAMES = tuple(name.encode() for name in HEADERS)
_READ = frozenset((*_HEADER_NAMES, b"content-type"))
REPLAYED = "nonce seen before"

Clock = Callable[[], int]


def _protection_headers(scope: Scope) -> dict[bytes, str]:
    """The headers protection reads, in one pass (the first of each, as Starlette's)."""
    found: dict[bytes, str] = {}
    for name, value in scope["headers"]:
        if name in _READ and name not in found:
            found[name] = value.decode("latin-1")
    return found


def now_ms() -> int:
    return time.time_ns() // 1_000_000


class Verifier:
    """``clock`` (milliseconds since the epoch) is replaceable, so tests move time instead of
    sleeping."""

    def __init__(
        self,
        mode: ProtectionMode,
        keys: SessionKeys,
        nonces: NonceStore,
        clock: Clock = now_ms,
        unprotected: frozenset[str] = UNPROTECTED_CALLS,
    ) -> None:
        self.mode = mode
        self.keys = keys
        self.nonces = nonces
        self.clock = clock
        # The calls of this route table that are never protected (the key handout, a test tool).
        self.unprotected = unprotected

    async def admit(self, request: Request, route: Route) -> Payload | Response:
        """What to forward, or the one generic HTTP 400 refusal."""
        try:
            return await self._check(request, route)
        except ProtectionError as exc:
            PROTECTION_REFUSED.labels(str(exc)).inc()
            if str(exc) == REPLAYED:
                REPLAYS.inc()
            # Method, route and reason only: never K, a header value or the body.
            client = request.client.host if request.client else "-"
            logger.info(
                "protection refused %s %s from %s: %s", request.method, route.path, client, exc
            )
            return envelope_response(
                400, REFUSED.render(request_language(request)), http_status=400
            )

    async def _check(self, request: Request, route: Route) -> Payload:
        headers = _protection_headers(request.scope)
        if route.call in self.unprotected or (
            b"aes" not in headers and self.mode is ProtectionMode.OPTIONAL
        ):
            return Payload(await request.body(), headers.get(b"content-type"))
        aes, kid, timestamp, nonce, given_sign = (headers.get(name) for name in _HEADER_NAMES)
        if aes is None or kid is None or timestamp is None or nonce is None or given_sign is None:
            raise ProtectionError("missing header")
        if not codec.TIMESTAMP.fullmatch(timestamp):
            raise ProtectionError("malformed timestamp")
        if abs(self.clock() - int(timestamp)) > WINDOW_MS:
            raise ProtectionError("timestamp outside the window")
        if not codec.NONCE.fullmatch(nonce):
            raise ProtectionError("malformed nonce")
        if not codec.SIGN.fullmatch(given_sign):
            raise ProtectionError("malformed sign")

        key = await self.keys.key(kid, aes)
        payload, signed_bytes = await self._open(request, key)
        # ASGI's raw_path is the path as received; a few servers leave the query on it.
        raw_path = request.scope.get("raw_path") or request.url.path.encode()
        target = codec.signing_target(
            raw_path.partition(b"?")[0], request.scope.get("query_string", b"")
        )
        digest = codec.body_digest(signed_bytes)
        expected = codec.sign(key, request.method, target, timestamp, nonce, digest)
        if not hmac.compare_digest(expected, given_sign):
            raise ProtectionError("wrong sign")
        # Last, so that only a verified request uses its nonce up (nobody can burn another's).
        try:
            fresh = await self.nonces.claim(nonce)
        except NonceStoreFull as exc:
            raise ProtectionError("nonce store full") from exc
        if not fresh:
            raise ProtectionError(REPLAYED)
        return payload

    async def _open(self, request: Request, key: bytes) -> tuple[Payload, bytes]:
        """The payload to forward and the bytes the signature covers."""
        raw = await request.body()
        content_type = request.headers.get("content-type", "")
        if content_type.lower().startswith(MULTIPART):
            # Uploads travel as they are, signed over the raw body (boundary and all).
            return Payload(raw, content_type), raw
        if not raw:
            return Payload(b"", None), b""
        plaintext = codec.open_body(key, codec.envelope_data(raw))
        return Payload(plaintext, JSON), plaintext
