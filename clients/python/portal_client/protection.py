"""The gateway's request protection, written from the design alone (it imports no portal code).

``Protected`` is an ``httpx.Auth``: give it to any httpx client, sync or async, and every
``/api`` call is sent the way the web app sends it. On first use it fetches the keys through
``login/user/rsa/secretKey`` (the console's through ``CONSOLE_KEYS_PATH``); it draws K once
(one "page load") and reuses it (``AsyncPortal`` takes a rotated key). Tests that need a
broken request call ``seal`` and then spoil the result; ``portalctl`` seals its calls to the
console with it; the benchmarks, which write requests themselves, call ``protect``.
"""

import base64
import hashlib
import hmac
import json
import secrets
import string
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

import httpx
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

SECRET_KEY_PATH = "/api/web/portal/api/login/user/rsa/secretKey"  # noqa: S105 (a path)
CONSOLE_KEYS_PATH = "/api/ops/keys"
OAEP = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
ALPHANUMERIC = string.ascii_letters + string.digits


def draw_key() -> str:
    return "".join(secrets.choice(ALPHANUMERIC) for _ in range(16))


def draw_nonce() -> str:
    return secrets.token_urlsafe(18)  # 24 characters of [A-Za-z0-9_-]


def encrypt_to(spki_b64: str, plaintext: bytes) -> str:
    public_key = serialization.load_der_public_key(base64.b64decode(spki_b64))
    if not isinstance(public_key, rsa.RSAPublicKey):
        raise ValueError("not an RSA public key")
    return base64.b64encode(public_key.encrypt(plaintext, OAEP)).decode("ascii")


def seal(key: str, plaintext: bytes, iv: bytes | None = None) -> str:
    """``{"data": ...}``'s value: base64(iv ‖ AES-128-GCM(K, iv, plaintext)); iv drawn unless
    given (known-answer tests give it)."""
    iv = secrets.token_bytes(12) if iv is None else iv
    return base64.b64encode(iv + AESGCM(key.encode()).encrypt(iv, plaintext, None)).decode()


def unseal(key: str, data: str) -> bytes:
    """The plaintext of a ``seal`` value (raises ``cryptography``'s ``InvalidTag`` if spoilt)."""
    raw = base64.b64decode(data)
    return AESGCM(key.encode()).decrypt(raw[:12], raw[12:], None)


def signature(key: str, method: str, target: str, timestamp: str, nonce: str, body: bytes) -> str:
    lines = [method, target, timestamp, nonce, hashlib.sha256(body).hexdigest()]
    return hmac.new(key.encode(), "\n".join(lines).encode(), hashlib.sha256).hexdigest()


def protect(
    key: str, method: str, target: str, body: bytes, timestamp: str, nonce: str, *, encrypt: bool
) -> tuple[bytes, str]:
    """One call's bytes to send and its ``sign`` header. ``target`` is the path and raw query
    as sent; a JSON ``body`` is encrypted (``encrypt``), a multipart one goes as it is. The
    signature covers exactly the bytes that were encrypted. For clients that write requests
    themselves (the benchmarks); ``Protected`` does it for httpx."""
    sent = json.dumps({"data": seal(key, body)}).encode() if body and encrypt else body
    return sent, signature(key, method, target, timestamp, nonce, body)


@dataclass
class Keys:
    transport_kid: str
    transport_spki: str
    credential_kid: str
    credential_spki: str


@dataclass
class Protected(httpx.Auth):
    """``key`` is K; ``now_ms`` and ``next_nonce`` may be replaced to build edge cases."""

    key: str = field(default_factory=draw_key)
    now_ms: Callable[[], int] = field(default=lambda: time.time_ns() // 1_000_000)
    next_nonce: Callable[[], str] = field(default=draw_nonce)
    keys: Keys | None = None
    aes: str | None = None
    # Where the public keys are handed out: the portal's call, or the console's.
    keys_path: str = SECRET_KEY_PATH

    requires_request_body = True
    requires_response_body = True

    def use_keys(self, answer: dict[str, dict[str, str]]) -> None:
        """Take the body of a ``secretKey`` answer; encrypts K to its transport key once."""
        if self.keys is not None and self.keys.transport_kid == answer["transport"]["kid"]:
            # Calls that started together each fetched the keys: keep the first aes, but take
            # a credential key rotated on its own.
            self.keys.credential_kid = answer["credential"]["kid"]
            self.keys.credential_spki = answer["credential"]["spki"]
            return
        self.keys = Keys(
            answer["transport"]["kid"],
            answer["transport"]["spki"],
            answer["credential"]["kid"],
            answer["credential"]["spki"],
        )
        self.aes = encrypt_to(self.keys.transport_spki, self.key.encode())

    def seal(self, request: httpx.Request) -> httpx.Request:
        """The protected form of ``request`` (its body already read)."""
        headers = httpx.Headers(request.headers)
        target = request.url.raw_path.decode("ascii")  # path and raw query, as sent
        sent, added = self.seal_call(
            request.method, target, request.content, headers.get("content-type", "")
        )
        headers.update(added)
        return httpx.Request(request.method, request.url, headers=headers, content=sent)

    def seal_call(
        self, method: str, target: str, body: bytes, content_type: str
    ) -> tuple[bytes, dict[str, str]]:
        """One call's bytes to send and the headers to set on it, for a client other than
        httpx (``target``: the path and raw query exactly as sent)."""
        if self.keys is None or self.aes is None:
            raise RuntimeError("no keys yet: use_keys first")
        encrypt = not content_type.startswith("multipart/form-data")
        timestamp, nonce = str(self.now_ms()), self.next_nonce()
        sent, sign = protect(self.key, method, target, body, timestamp, nonce, encrypt=encrypt)
        headers = {
            "aes": self.aes,
            "x-kid": self.keys.transport_kid,
            "x-timestamp": timestamp,
            "x-nonce": nonce,
            "sign": sign,
            "content-length": str(len(sent)),
        }
        if body and encrypt:
            headers["content-type"] = "application/json"
        return sent, headers

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        path = request.url.path
        if not path.startswith("/api/") or path == self.keys_path:
            yield request
            return
        if self.keys is None:
            url = request.url.copy_with(raw_path=self.keys_path.encode())
            answer = yield httpx.Request("POST", url)
            self.use_keys(answer.json()["body"])
        yield self.seal(request)
