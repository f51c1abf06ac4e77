"""The client's sealing against the committed known answers (contracts/protection-vectors.json),
written independently of the gateway and of this package."""

import base64
import json
from pathlib import Path

import httpx
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from portal_client import Portal
from portal_client.protection import OAEP, Protected, encrypt_to, seal, signature, unseal

VECTORS = json.loads(
    (Path(__file__).resolve().parents[3] / "contracts" / "protection-vectors.json").read_text()
)


def vector_private_key() -> rsa.RSAPrivateKey:
    key = serialization.load_der_private_key(base64.b64decode(VECTORS["rsa"]["pkcs8"]), None)
    assert isinstance(key, rsa.RSAPrivateKey)
    return key


def vector_keys() -> dict[str, dict[str, str]]:
    public = {"kid": VECTORS["rsa"]["kid"], "spki": VECTORS["rsa"]["spki"]}
    return {"transport": public, "credential": public}


class TestVectors:
    @pytest.mark.parametrize("case", VECTORS["aesGcm"])
    def test_every_aes_gcm_body(self, case: dict[str, str]) -> None:
        iv = base64.b64decode(case["iv"])

        assert seal(case["key"], case["plaintext"].encode(), iv) == case["data"]
        assert unseal(case["key"], case["data"]) == case["plaintext"].encode()

    @pytest.mark.parametrize("case", VECTORS["sign"])
    def test_every_sign(self, case: dict[str, str]) -> None:
        given = [case[name] for name in ("key", "method", "target", "timestamp", "nonce")]

        assert signature(*given, case["body"].encode()) == case["sign"]

    def test_the_key_encrypted_to_the_vector_key_opens_with_its_private_half(self) -> None:
        sent = encrypt_to(VECTORS["rsa"]["spki"], b"Vh3kPq9ZrT2mXw7L")

        assert vector_private_key().decrypt(base64.b64decode(sent), OAEP) == b"Vh3kPq9ZrT2mXw7L"


class TestSealedRequest:
    def test_a_json_call_is_encrypted_and_signed_over_the_bytes_it_encrypted(self) -> None:
        page = Protected(key="a1B2c3D4e5F6g7H8", now_ms=lambda: 1795350000000)
        page.next_nonce = lambda: "n0nce-ABCDEFGHIJ"
        page.use_keys(vector_keys())
        body = b'{"pageNum":1}'
        request = httpx.Request(
            "POST",
            "http://portal.test/api/web/portal/api/area/list?pid=440000",
            content=body,
            headers={"content-type": "application/json"},
        )

        sealed = page.seal(request)

        assert unseal(page.key, json.loads(sealed.content)["data"]) == body
        aes = base64.b64decode(sealed.headers["aes"])
        assert vector_private_key().decrypt(aes, OAEP) == page.key.encode()
        assert sealed.headers["x-kid"] == VECTORS["rsa"]["kid"]
        assert sealed.headers["sign"] == signature(
            page.key,
            "POST",
            "/api/web/portal/api/area/list?pid=440000",
            "1795350000000",
            "n0nce-ABCDEFGHIJ",
            body,
        )

    def test_a_page_takes_a_rotated_transport_key_and_sends_the_call_again(self) -> None:
        other = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        spki = base64.b64encode(
            other.public_key().public_bytes(
                serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
            )
        ).decode()
        served = {"kid": "old"}
        seen: list[str] = []

        def gateway(request: httpx.Request) -> httpx.Response:
            if request.url.path.endswith("/rsa/secretKey"):
                public = {"kid": served["kid"], "spki": spki}
                body = {"transport": public, "credential": public}
                return httpx.Response(
                    200, json={"ok": True, "status": 200, "msg": "", "body": body}
                )
            seen.append(request.headers["x-kid"])
            if request.headers["x-kid"] != served["kid"]:
                return httpx.Response(
                    400, json={"ok": False, "status": 400, "msg": "", "body": None}
                )
            return httpx.Response(200, json={"ok": True, "status": 200, "msg": "", "body": 1})

        with Portal("http://portal.test", transport=httpx.MockTransport(gateway)) as page:
            first = page.call("product/list")
            served["kid"] = "new"
            second = page.call("product/list")

        assert (first.body, second.body) == (1, 1)
        assert seen == ["old", "old", "new"]
