"""Token forgery (issue 9, item 2): on every call that needs a signed-in caller, access
tokens forged every known way are refused by the gateway (HTTP 401) and, sent around the
gateway straight to the owning service, by the service too (DESIGN §6: status 401).

Every forgery names a live session, so only the forgery itself can be the reason."""

import base64
import hashlib
import hmac
import json
from collections import Counter
from dataclasses import replace
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from fastapi import FastAPI

from gateway.route_table import build_route_table
from portal_kit.tokens import NOT_BEFORE_LEEWAY_SEC, TokenSigner

from .calls import ROWS, Probe
from .cast import API, Cast, cast_of
from .outcomes import LOGIN, OK, outcome


def flipped(signature: str) -> str:
    """The signature with one bit of its first byte changed: always another signature (a
    change of its last characters may only touch base64's padding bits, or change nothing)."""
    raw = base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4))
    return b64(bytes([raw[0] ^ 1]) + raw[1:])


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def encode(header: dict[str, Any], claims: dict[str, Any]) -> str:
    return f"{b64(json.dumps(header).encode())}.{b64(json.dumps(claims).encode())}"


class Forger:
    """Forged access tokens for the session of ``genuine``, a token auth issued."""

    def __init__(self, cast: Cast, genuine: str, refresh_token: str) -> None:
        settings = cast.app.state.settings
        signer = TokenSigner.load_or_create(
            settings.token_key_directory, cast.app.state.clock, create=True
        )
        self.kid = signer.kid
        self.key: Ed25519PrivateKey = signer._private_key
        self.genuine = genuine
        self.refresh_token = refresh_token
        self.claims: dict[str, Any] = jwt.decode(genuine, options={"verify_signature": False})
        self.now = int(cast.app.state.clock.now().timestamp())
        self.b_comp = cast.b.comp_code

    def signed(
        self, key: Ed25519PrivateKey | None = None, kid: str | None = None, **claims: Any
    ) -> str:
        payload = {k: v for k, v in {**self.claims, **claims}.items() if v is not None}
        return jwt.encode(
            payload, key or self.key, algorithm="EdDSA", headers={"kid": kid or self.kid}
        )

    def hmac_with(self, secret: bytes) -> str:
        """HS256 keyed with the public key: the HS/RS confusion."""
        unsigned = encode({"alg": "HS256", "typ": "JWT", "kid": self.kid}, self.claims)
        mac = hmac.new(secret, unsigned.encode(), hashlib.sha256).digest()
        return f"{unsigned}.{b64(mac)}"

    def kinds(self) -> dict[str, list[str]]:
        header, payload, signature = self.genuine.split(".")
        public = self.key.public_key()
        pem = public.public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        der = public.public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        raw = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)

        def changed(**claims: Any) -> str:
            return f"{header}.{b64(json.dumps({**self.claims, **claims}).encode())}.{signature}"

        stranger = Ed25519PrivateKey.generate()
        later = self.now + NOT_BEFORE_LEEWAY_SEC + 60
        forgeries = {
            "alg none": [
                encode({"alg": "none", "typ": "JWT"}, self.claims) + ".",
                encode({"alg": "none", "typ": "JWT", "kid": self.kid}, self.claims) + ".",
                encode({"alg": "None"}, self.claims) + "." + signature,
            ],
            "HS256 keyed with the public key": [
                self.hmac_with(pem),
                self.hmac_with(der),
                self.hmac_with(raw),
            ],
            "changed claim, old signature": [
                changed(comp=self.b_comp),
                changed(emp="EMP0001", sub="U0001"),
                changed(exp=self.now + 86_400),
            ],
            "signature spoiled": [
                f"{header}.{payload}.{flipped(signature)}",
                f"{header}.{payload}.",
            ],
            "expired": [self.signed(exp=self.now - 1), self.signed(exp=self.now)],
            "not yet valid": [
                self.signed(nbf=later),
                self.signed(nbf=None, iat=later),
            ],
            "wrong type": [
                self.signed(typ="refresh"),
                self.signed(typ=None),
                self.refresh_token,
            ],
            "unknown kid": [
                self.signed(kid="k-unknown"),
                self.signed(kid="../token/" + self.kid),
                self.signed(key=stranger, kid="k-unknown"),
            ],
            "signed by another key": [self.signed(key=stranger)],
            "claims missing": [self.signed(sid=None), self.signed(exp=None)],
        }
        # A forgery that came out as the genuine token would be accepted, rightly.
        assert all(token != self.genuine for tokens in forgeries.values() for token in tokens)
        return forgeries


def protected_calls() -> list[str]:
    """Every call of the browser's API that needs a signed-in caller."""
    table = build_route_table()
    calls = []
    for call in ROWS:
        if "internal/" in call:
            continue
        written = call.removeprefix("GET ")
        path = written if written.startswith("/") else f"/web/portal/api/{written}"
        route = table.resolve(path.replace("{browserID}", "x"))
        assert route is not None, call
        if not route.is_public:
            calls.append(call)
    return calls


class AroundTheGateway:
    """Requests sent straight to the owning service, as a caller inside the network could."""

    def __init__(self, cast: Cast) -> None:
        self._clients = {
            name: httpx.AsyncClient(
                transport=httpx.ASGITransport(app=app),
                base_url="http://service",
                headers={"Accept-Language": "en"},
            )
            for name, app in cast.services.items()
        }
        self._table = build_route_table()

    async def send(self, request: Probe, token: str) -> httpx.Response:
        path = request.path.removeprefix("/api")
        route = self._table.resolve(path)
        assert route is not None, path
        return await self._clients[route.owner].request(
            request.method,
            path,
            params=request.params,
            json=request.json,
            files=request.files,
            data=request.data,
            headers={"Authorization": f"Bearer {token}"},
        )

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.aclose()


# Verifying a token touches no storage: the gateway's and the services' verifiers read key
# files and the clock. One backend suffices; the session behind the tokens is alive.
@pytest.mark.parametrize("backend", ["embedded"], indirect=True)
async def test_no_forged_token_is_accepted_anywhere(gateway_app: FastAPI) -> None:
    async with cast_of(gateway_app) as cast:
        admin = cast.actors["administrator"]
        forger = Forger(cast, admin.token, admin.refresh_token)
        page = cast.actors["anonymous"]
        around = AroundTheGateway(cast)
        calls = protected_calls()
        requests = {call: await ROWS[call].build(cast, page) for call in calls}
        attempts: Counter[str] = Counter()
        accepted: list[str] = []
        for kind, tokens in forger.kinds().items():
            # Every kind on every call, its variants taking turns from call to call.
            for number, call in enumerate(calls):
                token = tokens[number % len(tokens)]
                request = replace(requests[call], headers={"Authorization": f"Bearer {token}"})
                via_gateway = await request.send(page)
                direct = await around.send(request, token)
                attempts[kind] += 2
                if via_gateway.status_code != 401:
                    accepted.append(f"{call} at the gateway, {kind}: {via_gateway.text[:160]}")
                if outcome(direct) != LOGIN:
                    accepted.append(f"{call} at its service, {kind}: {direct.text[:160]}")
        await around.aclose()
        # The session was alive throughout, and a token made the forger's way but forging
        # nothing is accepted: each forgery was refused for what it forged.
        controls = [
            outcome(
                await admin.client.post(
                    f"{API}/cust/employee/comps/all", headers={"Authorization": f"Bearer {token}"}
                )
            )
            for token in (admin.token, forger.signed())
        ]
    total = sum(attempts.values())
    print(f"token forgery: {len(calls)} protected calls, {total} attempts {dict(attempts)}")
    print(f"token forgery: {len(accepted)} accepted")
    assert accepted == [], "\n".join(accepted)
    assert controls == [OK, OK]
    assert len(calls) >= 60
