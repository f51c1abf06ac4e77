"""Signed tokens: EdDSA JWTs, verified by the gateway and every service with public keys only.

The portal's access tokens (DESIGN §3) are signed by auth; operators' tokens by the back office,
with keys of their own (``portal_kit.operator_tokens``). The signer holds the private key;
everybody else reads only public keys, one file per kid, from the key folder (a shared folder
in embedded mode, a mounted secret in a cluster).
"""

import hashlib
import os
import secrets
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any, ClassVar, Generic, Self, TypeVar

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from portal_kit.clock import Clock

ALGORITHM = "EdDSA"
ACCESS_TYPE = "access"
ACCESS_LIFETIME = timedelta(minutes=30)
# Processes' clocks differ a little: a token issued "now" by auth is valid here too.
NOT_BEFORE_LEEWAY_SEC = 30
VERIFIED_CACHE_SIZE = 10_000
# An unknown kid makes the verifier re-read its key folder (a key rotated in), at most this often.
KEY_RELOAD_INTERVAL_SEC = 30
REQUIRED_CLAIMS = ("sub", "sid", "emp", "comp", "role", "biz")


Claimed = TypeVar("Claimed")


class InvalidToken(Exception):
    """Any reason a token is not accepted; the reason is for logs, never for the caller."""


@dataclass(frozen=True, slots=True)
class Identity:
    """Who calls: the claims of a verified access token."""

    user_code: str
    session_id: str
    employee_code: str
    comp_code: str
    role: str
    biz: str
    expires_at: int


class TokenSigner:
    """The signing side: the newest private key signs; its kid goes in the token header.

    Auth signs the portal's access tokens with the keys of the token key folder; the
    back office signs operators' tokens with those of a folder of its own.
    """

    def __init__(self, kid: str, private_key: Ed25519PrivateKey, clock: Clock) -> None:
        self.kid = kid
        self._private_key = private_key
        self._clock = clock

    @classmethod
    def load_or_create(cls, directory: Path, clock: Clock, create: bool) -> "TokenSigner":
        """The newest ``<kid>.key.pem`` in ``directory``; a new pair when there is none and
        ``create`` (dev and test modes; production keys are provided, never made here)."""
        keys = sorted(directory.glob("*.key.pem"))
        if keys:
            newest = keys[-1]
            key = serialization.load_pem_private_key(newest.read_bytes(), password=None)
            if not isinstance(key, Ed25519PrivateKey):
                raise ValueError(f"{newest} is not an Ed25519 private key")
            return cls(newest.name.removesuffix(".key.pem"), key, clock)
        if not create:
            raise RuntimeError(f"no token signing key in {directory}")
        kid = clock.now().strftime("k%Y%m%dT%H%M%S-") + secrets.token_hex(4)
        key = Ed25519PrivateKey.generate()
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        private_pem = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        _write_private(directory / f"{kid}.key.pem", private_pem)
        public_pem = key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        (directory / f"{kid}.pub.pem").write_bytes(public_pem)
        return cls(kid, key, clock)

    def sign(self, claims: Mapping[str, Any], token_type: str, lifetime: timedelta) -> str:
        """``claims`` with the type, the times and this key's kid, signed."""
        issued = self._clock.now()
        timed = {
            **claims,
            "typ": token_type,
            "iat": int(issued.timestamp()),
            "nbf": int(issued.timestamp()),
            "exp": int((issued + lifetime).timestamp()),
        }
        return jwt.encode(timed, self._private_key, algorithm=ALGORITHM, headers={"kid": self.kid})

    def issue(
        self,
        *,
        user_code: str,
        session_id: str,
        employee_code: str,
        comp_code: str,
        role: str,
        biz: str,
    ) -> str:
        """A portal access token (DESIGN §3)."""
        claims = {
            "sub": user_code,
            "sid": session_id,
            "emp": employee_code,
            "comp": comp_code,
            "role": role,
            "biz": biz,
        }
        return self.sign(claims, ACCESS_TYPE, ACCESS_LIFETIME)


class SignedTokenVerifier(Generic[Claimed]):
    """The verifying side: check with the public key the token's kid names, cache the result.

    Only EdDSA with a known kid is accepted: ``alg: none``, HMAC algorithms (the HS/RS
    confusion) and unknown kids fail before any signature is checked. A subclass names the
    token type it accepts, the claims it requires and what it makes of them.
    """

    token_type: ClassVar[str]
    required_claims: ClassVar[tuple[str, ...]]

    def __init__(self, directory: Path, clock: Clock) -> None:
        self._directory = directory
        self._clock = clock
        self._public_keys: dict[str, Ed25519PublicKey] = {}
        self._loaded_at = float("-inf")
        # Verified tokens until they expire, by digest: a few hundred bytes of token each would
        # be kept otherwise, and the cache is bounded by count.
        self._verified: OrderedDict[bytes, tuple[int, Claimed]] = OrderedDict()

    @classmethod
    def from_directory(cls, directory: Path, clock: Clock) -> Self:
        verifier = cls(directory, clock)
        verifier._load_keys()
        return verifier

    def _load_keys(self) -> None:
        keys: dict[str, Ed25519PublicKey] = {}
        for path in sorted(self._directory.glob("*.pub.pem")):
            key = serialization.load_pem_public_key(path.read_bytes())
            if isinstance(key, Ed25519PublicKey):
                keys[path.name.removesuffix(".pub.pem")] = key
        self._public_keys = keys
        self._loaded_at = self._clock.now().timestamp()

    def _public_key(self, kid: str) -> Ed25519PublicKey | None:
        key = self._public_keys.get(kid)
        if (
            key is None
            and self._clock.now().timestamp() - self._loaded_at >= KEY_RELOAD_INTERVAL_SEC
        ):
            self._load_keys()
            key = self._public_keys.get(kid)
        return key

    def verify(self, token: str) -> Claimed:
        now = int(self._clock.now().timestamp())
        digest = hashlib.sha256(token.encode()).digest()
        cached = self._verified.get(digest)
        if cached is not None:
            expires_at, claimed = cached
            if expires_at > now:
                self._verified.move_to_end(digest)
                return claimed
            del self._verified[digest]
        claims = self._decode(token, now)
        claimed = self.read_claims(claims)
        self._verified[digest] = (int(claims["exp"]), claimed)
        if len(self._verified) > VERIFIED_CACHE_SIZE:
            self._verified.popitem(last=False)
        return claimed

    def read_claims(self, claims: Mapping[str, Any]) -> Claimed:
        raise NotImplementedError

    def _decode(self, token: str, now: int) -> dict[str, Any]:
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise InvalidToken(f"malformed: {exc}") from exc
        if header.get("alg") != ALGORITHM:
            raise InvalidToken(f"algorithm {header.get('alg')!r} refused")
        key = self._public_key(str(header.get("kid")))
        if key is None:
            raise InvalidToken("unknown kid")
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                key,
                algorithms=[ALGORITHM],
                options={
                    "require": [*self.required_claims, "typ", "exp", "iat"],
                    "verify_exp": False,
                    "verify_nbf": False,
                    "verify_iat": False,
                    "verify_aud": False,
                },
            )
        except jwt.PyJWTError as exc:
            raise InvalidToken(f"rejected: {exc}") from exc
        # Time is checked against our clock, not the library's, so tests can control it.
        if claims["exp"] <= now:
            raise InvalidToken("expired")
        if claims.get("nbf", claims["iat"]) > now + NOT_BEFORE_LEEWAY_SEC:
            raise InvalidToken("not yet valid")
        if claims["typ"] != self.token_type:
            raise InvalidToken(f"not a token of type {self.token_type}")
        return claims


class TokenVerifier(SignedTokenVerifier[Identity]):
    """The portal's access tokens, as the gateway and every service verify them."""

    token_type = ACCESS_TYPE
    required_claims = REQUIRED_CLAIMS

    def read_claims(self, claims: Mapping[str, Any]) -> Identity:
        return Identity(
            user_code=claims["sub"],
            session_id=claims["sid"],
            employee_code=claims["emp"],
            comp_code=claims["comp"],
            role=claims["role"],
            biz=claims["biz"],
            expires_at=claims["exp"],
        )


def _write_private(path: Path, data: bytes) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
